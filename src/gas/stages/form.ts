import type { Clock } from '../../engine/core/stage';
import type { StageInfo, StageRuleset } from '../../ledger/stage-ruleset';
import {
  collectsVerifiedEmails,
  HOURLY_HANDLER,
  openOrdersForm,
  ORDERS_QUESTION,
  PROPERTY,
  SUBMIT_HANDLER,
} from '../orders-form';
import { FormService, PropertiesStore, services, SpreadsheetService } from '../services';
import { loadStageIntake } from './intake-store';
import { noteStageOpened, noteStageSeen } from './intake-openings';
import { stageName } from './intake-receipt';
import { openRun } from './intake-record';

/** What the form shows: the campaign, the stage the clock points at, and its deadline. */
export interface FormStage {
  readonly campaign: string;
  readonly clock: Clock;
  readonly stage: StageInfo;
  /** Names the stage in its words (the ruleset). */
  readonly ruleset: Pick<StageRuleset, 'stage'>;
  readonly deadline: Date | null;
  readonly timeZone: string;
}

/** What the form says once sent: a staged book's orders are for a stage, not a whole turn (CS42's say turn). */
export const STAGE_CONFIRMATION =
  'Your orders were received. Your receipt, with each line checked, is emailed to you shortly. Sending the form again replaces your orders for this stage.';

export function stageFormTitle(s: FormStage): string {
  return `${s.campaign} — orders for ${stageName(s.clock, s.ruleset)}`;
}

function stageFormDescription(s: FormStage): string {
  const deadline = s.deadline
    ? `Orders are due by ${services().Utilities.formatDate(s.deadline, s.timeZone, 'yyyy-MM-dd HH:mm')} (${s.timeZone}); later ones are refused.`
    : 'No deadline is set.';
  const takes =
    s.stage.waits === 'nothing'
      ? 'This stage takes no orders: the moderator resolves it. Wait until the form shows the next stage.'
      : `This stage takes ${s.stage.waits}. Orders sent while the form shows another stage are refused.`;
  return [
    `${s.campaign}, ${stageName(s.clock, s.ruleset)}. ${deadline}`,
    takes,
    `Sending the form again REPLACES your earlier orders for this stage: send every order each time. The receipt lists what was replaced.`,
    'Sign in with the Google account on the Players tab: your orders are matched to you by that verified email only. Your receipt is emailed to you.',
  ].join('\n\n');
}

/** Updates the title and description when they differ (true when they did). */
export function showStage(form: FormService, s: FormStage): boolean {
  const title = stageFormTitle(s);
  const description = stageFormDescription(s);
  if (form.getTitle() === title && form.getDescription() === description) return false;
  form.setTitle(title).setDescription(description);
  return true;
}

/**
 * Puts the stage the clock now points at on the form, and notes when it started showing it, so a response sent
 * before is known to be for the stage before. The stage runner calls it after Resolve and Undo (under their
 * lock), with the clock it wrote; returns a note for the moderator when it failed ([] when fine or no form).
 */
export function refreshStageForm(
  spreadsheet: SpreadsheetService,
  ruleset: StageRuleset,
  props: PropertiesStore = services().PropertiesService.getDocumentProperties(),
): string[] {
  try {
    const form = openOrdersForm(props);
    if (!form) return [];
    const run = openRun(spreadsheet, ruleset);
    showStage(form, run);
    const store = loadStageIntake(props);
    if (noteStageOpened(store.openings, run.clock, Date.now())) store.save();
    return [];
  } catch (error) {
    return [
      `The orders form still shows the previous stage (${error instanceof Error ? error.message : String(error)}): run Campaign → Create orders form to update it.`,
    ];
  }
}

/**
 * Campaign → Create orders form for a staged ruleset: one Google Form per ledger collecting verified emails
 * (as CS42's), the ruleset's order help, the stage the clock points at, the submit trigger installed once and
 * the hourly catch-up. Run again, it repairs what is missing and succeeds only when every piece reads back.
 */
export function createStageForm(spreadsheet: SpreadsheetService, ruleset: StageRuleset): string {
  const { FormApp, PropertiesService } = services();
  const props = PropertiesService.getDocumentProperties();
  const run = openRun(spreadsheet, ruleset);
  const shown: FormStage = run;
  const changes: string[] = [];
  let form = openOrdersForm(props);
  if (!form) {
    form = FormApp.create(stageFormTitle(shown));
    props.setProperty(PROPERTY.formId, form.getId()); // at once, so a run cut short never makes a second form
    changes.push('Created the orders form.');
  } else changes.push('Updated the orders form.');
  showStage(form, shown);
  form.setConfirmationMessage(STAGE_CONFIRMATION).setAllowResponseEdits(false).setPublishingSummary(false);
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
  paragraph.setHelpText(ruleset.ordersHelp).setRequired(true);
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
  const store = loadStageIntake(props);
  if (noteStageSeen(store.openings, run.clock)) store.save();
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
      else ScriptApp.deleteTrigger(trigger);
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
    changes.push('Installed the hourly catch-up (responses a busy moment left unrecorded).');
  }
  return changes;
}

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
