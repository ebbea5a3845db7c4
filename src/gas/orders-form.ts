import { readCampaignSettings } from '../ledger/campaign-settings';
import { CAMPAIGN_TAB } from '../ledger/schema';
import { ORDER_HELP_TEXT } from '../engine/cs42/orders';
import { readTabRows } from './ledger-io';
import { FormService, PropertiesStore, services, SpreadsheetService } from './services';

export const FORM_TITLE = 'Create orders form';
export const ORDERS_QUESTION = 'Orders';
export const EMAIL_QUESTION = 'Email Address';
export const SUBMIT_HANDLER = 'onOrdersSubmitted';
export const PROPERTY = {
  formId: 'ordersFormId',
  responsesSheetId: 'ordersResponsesSheetId',
  processedRows: 'ordersProcessedRows',
} as const;

/**
 * Campaign → Create orders form: one Google Form per ledger, linked to it, collecting verified emails, with the
 * order language's short help. Running it again updates that form and keeps its one trigger; it never makes a
 * second form, a second responses tab or a second trigger.
 */
export function createOrdersForm(spreadsheet: SpreadsheetService): string {
  const { FormApp, PropertiesService, ScriptApp } = services();
  const props = PropertiesService.getDocumentProperties();
  const { settings } = readCampaignSettings(
    readTabRows(spreadsheet, CAMPAIGN_TAB.name),
    spreadsheet.getSpreadsheetTimeZone(),
  );
  const changes: string[] = [];

  let form = existingForm(props);
  if (!form) {
    form = FormApp.create(`${settings.name} — orders`);
    props.setProperty(PROPERTY.formId, form.getId());
    changes.push('Created the orders form.');
  } else changes.push('Updated the orders form.');

  const deadline = settings.deadline
    ? `Orders are due by ${formatWhen(settings.deadline, spreadsheet.getSpreadsheetTimeZone())}.`
    : 'No deadline is set.';
  form
    .setTitle(`${settings.name} — orders`)
    .setDescription(
      `Turn ${settings.turn}. ${deadline} Sign in with the Google account on the Players tab: your orders are matched to you by that verified email only.`,
    )
    .setCollectEmail(true)
    .setConfirmationMessage(
      'Your orders were received. Your receipt is emailed to you and shown on your tab of the ledger.',
    )
    .setAcceptingResponses(true);
  const question = form.getItems().find((item) => item.getTitle() === ORDERS_QUESTION);
  const paragraph = question
    ? question.asParagraphTextItem()
    : form.addParagraphTextItem().setTitle(ORDERS_QUESTION);
  paragraph.setHelpText(ORDER_HELP_TEXT).setRequired(true);

  if (destinationOf(form) !== spreadsheet.getId()) {
    const before = new Set(spreadsheet.getSheets().map((s) => s.getSheetId()));
    form.setDestination(FormApp.DestinationType.SPREADSHEET, spreadsheet.getId());
    const responses = spreadsheet.getSheets().find((s) => !before.has(s.getSheetId()));
    if (responses)
      props.setProperties({
        [PROPERTY.responsesSheetId]: String(responses.getSheetId()),
        [PROPERTY.processedRows]: '1',
      });
    changes.push('Linked it to this ledger.');
  }
  if (form.isPublished && !form.isPublished()) {
    form.setPublished?.(true);
    changes.push('Published it.');
  }
  const triggers = ScriptApp.getProjectTriggers().filter(
    (t) => t.getHandlerFunction() === SUBMIT_HANDLER && t.getTriggerSourceId() === spreadsheet.getId(),
  );
  if (triggers.length === 0) {
    ScriptApp.newTrigger(SUBMIT_HANDLER).forSpreadsheet(spreadsheet).onFormSubmit().create();
    changes.push('Installed the form-submit trigger.');
  }
  changes.push(`Players answer at: ${form.getPublishedUrl()}`);
  return changes.join('\n');
}

function existingForm(props: PropertiesStore): FormService | null {
  const id = props.getProperty(PROPERTY.formId);
  if (!id) return null;
  try {
    return services().FormApp.openById(id);
  } catch {
    return null; // the form was deleted: make a new one
  }
}

/** A form with no destination yet throws on getDestinationId (as Google's does). */
function destinationOf(form: FormService): string {
  try {
    return form.getDestinationId();
  } catch {
    return '';
  }
}

function formatWhen(date: Date, timeZone: string): string {
  return services().Utilities.formatDate(date, timeZone, 'yyyy-MM-dd HH:mm');
}
