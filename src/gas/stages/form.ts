import type { Clock } from '../../engine/core/stage';
import type { StageInfo, StageRuleset } from '../../ledger/stage-ruleset';
import { openOrdersForm } from '../orders-form';
import { setUpOrdersForm } from '../orders-form-setup';
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
  const props = services().PropertiesService.getDocumentProperties();
  const run = openRun(spreadsheet, ruleset);
  const shown: FormStage = run;
  return setUpOrdersForm(spreadsheet, props, {
    title: stageFormTitle(shown),
    show: (form) => showStage(form, shown),
    confirmation: STAGE_CONFIRMATION,
    help: ruleset.ordersHelp,
    hourly: 'responses a busy moment left unrecorded',
    noteShown: () => {
      const store = loadStageIntake(props);
      if (noteStageSeen(store.openings, run.clock)) store.save();
    },
  });
}
