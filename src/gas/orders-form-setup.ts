import {
  collectsVerifiedEmails,
  HOURLY_HANDLER,
  openOrdersForm,
  ORDERS_QUESTION,
  PROPERTY,
  SUBMIT_HANDLER,
} from './orders-form';
import { FormService, PropertiesStore, services, SpreadsheetService } from './services';

/** What a ruleset's orders form says: CS42's turn, or a staged book's stage. */
export interface OrdersFormText {
  /** The title a new form is created with. */
  readonly title: string;
  /** Puts the campaign's turn or stage (title, description) on the form. */
  show(form: FormService): void;
  readonly confirmation: string;
  /** The order language's short help, under the Orders question. */
  readonly help: string;
  /** What the hourly catch-up does, for the moderator's note when it is installed. */
  readonly hourly: string;
  /** Notes in the intake, once the triggers are in, what the form shows from now. */
  noteShown(): void;
}

/**
 * Campaign → Create orders form, for any ruleset: one Google Form per ledger collecting verified emails, with
 * the order language's short help, a form-bound submit trigger and the hourly catch-up. Run again, it repairs
 * whatever is missing (the form, its settings, its question, its destination, its triggers) and reports success
 * only when every piece reads back as it should.
 */
export function setUpOrdersForm(
  spreadsheet: SpreadsheetService,
  props: PropertiesStore,
  text: OrdersFormText,
): string {
  const { FormApp } = services();
  const changes: string[] = [];
  let form = openOrdersForm(props);
  if (!form) {
    form = FormApp.create(text.title);
    props.setProperty(PROPERTY.formId, form.getId()); // at once, so a run cut short never makes a second form
    changes.push('Created the orders form.');
  } else changes.push('Updated the orders form.');
  text.show(form);
  form.setConfirmationMessage(text.confirmation).setAllowResponseEdits(false).setPublishingSummary(false);
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
  paragraph.setHelpText(text.help).setRequired(true);
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
  changes.push(...installTriggers(form.getId(), text.hourly));
  text.noteShown();
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
function installTriggers(formId: string, hourlyNote: string): string[] {
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
    changes.push(`Installed the hourly catch-up (${hourlyNote}).`);
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
