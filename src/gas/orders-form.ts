import { CampaignSettings, readCampaignSettings } from '../ledger/campaign-settings';
import { noteTurnOpened, noteTurnSeen } from '../ledger/orders-intake';
import { CAMPAIGN_TAB } from '../ledger/schema';
import { ORDER_HELP_TEXT } from '../engine/cs42/orders';
import { readTabValues } from './ledger-io';
import { loadIntake } from './orders-intake-store';
import { FormService, PropertiesStore, services, SpreadsheetService } from './services';

export const FORM_TITLE = 'Create orders form';
export const ORDERS_QUESTION = 'Orders';
export const SUBMIT_HANDLER = 'onOrdersSubmitted';
/** The hourly catch-up: records what a missed lock left, refreshes the form, sends reminders. */
export const HOURLY_HANDLER = 'onOrdersHourly';
export const PROPERTY = { formId: 'ordersFormId' } as const;
export const CONFIRMATION =
  'Your orders were received. Your receipt, with each line checked, is emailed to you shortly. Sending the form again replaces these orders for the turn.';

/** The Campaign tab's settings (getSheetByName + getSheetValues; the time zone read unless given). */
export function readSettings(
  spreadsheet: SpreadsheetService,
  timeZone: string = spreadsheet.getSpreadsheetTimeZone(),
): CampaignSettings {
  return readCampaignSettings(readTabValues(spreadsheet, CAMPAIGN_TAB.name), timeZone).settings;
}

/**
 * The ledger's orders form, or null when none was made (or it was deleted). A caller that also loads the
 * intake passes the document properties it read, so one getDocumentProperties serves both.
 */
export function openOrdersForm(
  props: PropertiesStore = services().PropertiesService.getDocumentProperties(),
): FormService | null {
  const { FormApp } = services();
  const id = props.getProperty(PROPERTY.formId);
  if (!id) return null;
  try {
    return FormApp.openById(id);
  } catch {
    return null;
  }
}

/** Whether the form collects Google-verified addresses (the only identity a response can prove). */
export function collectsVerifiedEmails(form: FormService): boolean {
  if (!form.getEmailCollectionType) return form.collectsEmail(); // a runtime without the setting: nothing to read
  return String(form.getEmailCollectionType()) === 'VERIFIED';
}

function formTitle(settings: CampaignSettings): string {
  return `${settings.name} — orders for turn ${settings.turn}`;
}

function formDescription(settings: CampaignSettings, timeZone: string): string {
  const deadline = settings.deadline
    ? `Orders are due by ${services().Utilities.formatDate(settings.deadline, timeZone, 'yyyy-MM-dd HH:mm')} (${timeZone}).`
    : 'No deadline is set.';
  return [
    `${settings.name}, turn ${settings.turn}. ${deadline}`,
    `Sending the form again REPLACES your earlier orders for turn ${settings.turn}: send every order each time. The receipt lists what was replaced.`,
    'Battle choices: one line per battle of yours, “Battle T3-B1 - Fight” (or Truce, Run). They may be sent alone, which leaves your orders as they were; once entered, only the moderator can change them.',
    'Sign in with the Google account on the Players tab: your orders are matched to you by that verified email only. Your receipt is emailed to you.',
  ].join('\n\n');
}

/** The campaign as the form shows it, from a caller that holds it already (Resolve: the ledger it wrote). */
export interface FormTurn {
  readonly settings: CampaignSettings;
  readonly timeZone: string;
}

/**
 * Puts the campaign's turn and deadline on the form (title and description). Resolve and Undo call it under
 * their lock, so the time the form started showing the new turn is known: a response sent before it is for the
 * turn before. Without `known` (Undo, the menu) it reads the Campaign tab; one read of the document properties
 * (`props`) serves the form's id and the intake. Returns false when the ledger has no form.
 */
export function refreshOrdersForm(
  spreadsheet: SpreadsheetService,
  known?: FormTurn,
  props: PropertiesStore = services().PropertiesService.getDocumentProperties(),
): boolean {
  const form = openOrdersForm(props);
  if (!form) return false;
  const timeZone = known?.timeZone ?? spreadsheet.getSpreadsheetTimeZone();
  const settings = known?.settings ?? readSettings(spreadsheet, timeZone);
  applyTurn(form, settings, timeZone);
  const intake = loadIntake(props);
  noteTurnOpened(intake.state, settings.turn, Date.now());
  intake.save();
  return true;
}

/** Updates the title and description when they differ (true when they did). */
function applyTurn(form: FormService, settings: CampaignSettings, timeZone: string): boolean {
  const title = formTitle(settings);
  const description = formDescription(settings, timeZone);
  if (form.getTitle() === title && form.getDescription() === description) return false;
  form.setTitle(title).setDescription(description);
  return true;
}

/** The hourly catch-up's check that the form still shows the Campaign tab's turn and deadline. */
export function refreshIfChanged(spreadsheet: SpreadsheetService, settings: CampaignSettings): boolean {
  const form = openOrdersForm();
  return form ? applyTurn(form, settings, spreadsheet.getSpreadsheetTimeZone()) : false;
}

/**
 * Campaign → Create orders form: one Google Form per ledger, collecting verified emails, with the order
 * language's short help, a form-bound submit trigger and the hourly catch-up. Run again, it repairs whatever
 * is missing (the form, its settings, its question, its destination, its triggers) and reports success only
 * when every piece reads back as it should.
 */
export function createOrdersForm(spreadsheet: SpreadsheetService): string {
  const { FormApp, PropertiesService } = services();
  const props = PropertiesService.getDocumentProperties();
  const timeZone = spreadsheet.getSpreadsheetTimeZone();
  const settings = readSettings(spreadsheet, timeZone);
  const changes: string[] = [];

  let form = openOrdersForm(props);
  if (!form) {
    form = FormApp.create(formTitle(settings));
    props.setProperty(PROPERTY.formId, form.getId()); // at once, so a run cut short never makes a second form
    changes.push('Created the orders form.');
  } else changes.push('Updated the orders form.');

  applyTurn(form, settings, timeZone);
  form.setConfirmationMessage(CONFIRMATION).setAllowResponseEdits(false).setPublishingSummary(false);
  const types = FormApp.EmailCollectionType;
  if (types && form.setEmailCollectionType) form.setEmailCollectionType(types.VERIFIED);
  else form.setCollectEmail(true);
  try {
    if (!form.requiresLogin()) form.setRequireLogin(true);
  } catch {
    changes.push(
      'Responses are not limited to your domain: that needs a Google Workspace account. Verified emails still require players to sign in with Google.',
    );
  }
  const question = form.getItems().find((item) => item.getTitle() === ORDERS_QUESTION);
  const paragraph = question
    ? question.asParagraphTextItem()
    : form.addParagraphTextItem().setTitle(ORDERS_QUESTION);
  paragraph.setHelpText(ORDER_HELP_TEXT).setRequired(true);

  if (destinationOf(form) !== spreadsheet.getId()) {
    form.setDestination(FormApp.DestinationType.SPREADSHEET, spreadsheet.getId());
    changes.push(
      'Linked it to this ledger (the responses tab is a copy for you; orders are read from the form).',
    );
  }
  if (form.isPublished && !form.isPublished()) {
    form.setPublished?.(true);
    changes.push('Published it.');
  }
  form.setAcceptingResponses(true);
  changes.push(...installTriggers(form.getId()));

  const intake = loadIntake(props);
  noteTurnSeen(intake.state, settings.turn);
  intake.save();

  const problems = checkForm(form, spreadsheet);
  if (problems.length > 0)
    throw new Error(`The orders form is not ready: ${problems.join(' ')} Run it again.`);
  changes.push(`Players answer at: ${form.getPublishedUrl()}`);
  changes.push(
    'Never share this spreadsheet with players: anyone who can open it reads every player’s orders.',
  );
  return changes.join('\n');
}

/** One form-bound submit trigger for this form and one hourly catch-up; stale ones (older forms) removed. */
function installTriggers(formId: string): string[] {
  const { ScriptApp } = services();
  const changes: string[] = [];
  let submit = false;
  let hourly = false;
  for (const trigger of ScriptApp.getProjectTriggers()) {
    const handler = trigger.getHandlerFunction();
    if (handler === SUBMIT_HANDLER) {
      if (!submit && trigger.getTriggerSourceId() === formId) submit = true;
      else ScriptApp.deleteTrigger(trigger); // the spreadsheet-bound one of earlier versions, or a duplicate
    } else if (handler === HOURLY_HANDLER) {
      if (hourly) ScriptApp.deleteTrigger(trigger);
      hourly = true;
    }
  }
  if (!submit) {
    ScriptApp.newTrigger(SUBMIT_HANDLER).forForm(formId).onFormSubmit().create();
    changes.push('Installed the form-submit trigger.');
  }
  if (!hourly) {
    ScriptApp.newTrigger(HOURLY_HANDLER).timeBased().everyHours(1).create();
    changes.push('Installed the hourly catch-up (late responses, reminders).');
  }
  return changes;
}

/** What reads back wrong after Create orders form. */
function checkForm(form: FormService, spreadsheet: SpreadsheetService): string[] {
  const problems: string[] = [];
  if (!collectsVerifiedEmails(form))
    problems.push(
      'It does not collect verified emails (Settings → Responses → Collect email addresses → Verified).',
    );
  if (form.canEditResponse()) problems.push('It lets respondents edit their responses.');
  if (destinationOf(form) !== spreadsheet.getId()) problems.push('It is not linked to this ledger.');
  const triggers = services()
    .ScriptApp.getProjectTriggers()
    .filter((t) => t.getHandlerFunction() === SUBMIT_HANDLER && t.getTriggerSourceId() === form.getId());
  if (triggers.length !== 1) problems.push('Its submit trigger is missing.');
  return problems;
}

/** A form with no destination yet throws on getDestinationId (as Google's does). */
function destinationOf(form: FormService): string {
  try {
    return form.getDestinationId();
  } catch {
    return '';
  }
}
