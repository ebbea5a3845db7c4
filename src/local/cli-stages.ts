import { rulesetByName } from '../engine/core/ruleset';
import type { Clock } from '../engine/core/stage';
import { playerTabName } from '../gas/player-tabs';
import { REGISTERED } from '../gas/rulesets';
import type {
  ResolvedStageView,
  StageSidebarState,
  StageView,
  UndoneStageView,
} from '../gas/stages/sidebar-api';
import { cardLines, unrecordedText } from '../gas/stages/sidebar-text';
import type { Outcome } from './cli-commands';
import { setSeed } from './cli-commands';
import { LedgerError, Session } from './playground/session';
import { playerTabColumn } from './playground/stage-player-page';

/**
 * The command-line tool on a staged ledger (issue 14: Mighty Empires, Campaign points, Chronopia territories,
 * WarMaster): status, orders, preview, resolve, undo and report through the stage sidebar's own globals
 * (getStageState, previewStageTurn, resolveStageTurn, undoStageTurn) and the orders form, as a moderator does.
 */

/** True when the ledger's Ruleset cell names a book played in stages (every book but Campaign System v4.2). */
export function isStaged(session: Session): boolean {
  return rulesetByName(session.rulesetName())?.id !== 'cs42';
}

function state(session: Session): StageSidebarState {
  return session.call('getStageState') as StageSidebarState;
}

/** The clock, or an error naming what the ledger's Campaign tab must fix. */
function clockOf(s: StageSidebarState): Clock {
  if (s.clock === null)
    throw new LedgerError(
      `the Campaign tab's clock cannot be read: ${s.issues[0] ?? 'run campaign-ledger check'}`,
    );
  return s.clock;
}

/** The Campaign tab's displayed value of `setting` ('' when absent). */
function campaignSetting(session: Session, setting: string): string {
  const [header = [], ...rows] = session.tab('Campaign') ?? [];
  const at = header.indexOf('Value');
  const row = rows.find((r) => r[header.indexOf('Setting')]?.trim() === setting);
  return row && at >= 0 ? row[at].trim() : '';
}

/** The turn, the stage and what it waits for, whose lines are in and whose are missing. */
export function status(session: Session): Outcome {
  const s = state(session);
  // The turn is said once, on the Stage line (`Stage: turn 1, interim results`).
  const lines = [`${s.campaign} · ${s.ruleset}`];
  if (s.stage && s.clock) {
    lines.push(`Stage: ${s.clockText}`);
    lines.push(
      s.stage.waits === 'nothing'
        ? 'Waits for: nothing from the players: resolve it (campaign-ledger resolve).'
        : `Waits for: the players' ${s.stage.waits}.`,
    );
    const deadline = campaignSetting(session, 'Order deadline');
    if (s.stage.waits !== 'nothing')
      lines.push(`Order deadline: ${deadline !== '' ? deadline : 'none set (Campaign tab, Order deadline)'}`);
    if (s.stage.waits !== 'nothing') {
      lines.push('', `Lines for this stage:`);
      for (const sent of s.sent) {
        const rejected = sent.lines - sent.accepted;
        lines.push(
          `  ${sent.player}: in (${sent.lines} line${sent.lines === 1 ? '' : 's'}${rejected > 0 ? `, ${rejected} rejected` : ''})`,
        );
      }
      for (const player of s.missing) lines.push(`  ${player}: missing`);
    }
  }
  // Responses the form holds that no trigger has recorded yet: the sidebar says it too.
  if (s.unrecorded > 0) lines.push('', unrecordedText(s.unrecorded));
  lines.push('', s.canUndo ? `Undo would undo ${s.undoText}.` : 'Nothing to undo.');
  if (s.inProgress !== '') lines.push('', s.inProgress);
  if (s.notes.length > 0) lines.push('', ...s.notes);
  if (s.issueCount > 0) {
    lines.push('', `Needs attention (${s.issueCount}):`, ...s.issues.map((i) => `  - ${i}`));
    if (s.issueCount > s.issues.length) lines.push(`  … and ${s.issueCount - s.issues.length} more`);
  }
  return { lines, save: false };
}

/** A stage's view as text: each player's summary, the warnings, the dice with their keys. */
export function stageText(view: StageView): string[] {
  const lines = [`${view.stageText} → next: ${view.nextText}`];
  for (const summary of view.summaries) {
    lines.push('', `${summary.player}:`, ...cardLines(summary).map((line) => `  ${line}`));
  }
  if (view.warnings.length > 0) lines.push('', 'Warnings:', ...view.warnings.map((w) => `  - ${w}`));
  if (view.rolls.length > 0) {
    lines.push('', 'Dice (override one by its key on the Log tab):');
    for (const roll of view.rolls)
      lines.push(
        `  ${roll.key}: ${[roll.subject, `${roll.die} = ${roll.result}`, roll.table, roll.effect]
          .filter((part) => part !== '')
          .join(' · ')}`,
      );
  }
  return lines;
}

/** What the stage would do; nothing saved (a --seed is set in memory only). */
export function preview(session: Session, seed: string | undefined): Outcome {
  if (seed !== undefined) setSeed(session, seed);
  const view = session.call('previewStageTurn', [{}]) as StageView;
  return { lines: ['Preview (nothing changed):', ...stageText(view)], save: false };
}

/** Resolves the stage the clock points at (a --seed is set first) and says the next one. */
export function resolve(session: Session, seed: string | undefined): Outcome {
  if (seed !== undefined) setSeed(session, seed);
  const clock = clockOf(state(session));
  const resolved = session.call('resolveStageTurn', [clock, {}]) as ResolvedStageView;
  const next = resolved.state;
  const lines = [`Resolved ${resolved.view.stageText}.`, ...stageText(resolved.view)];
  lines.push(
    '',
    next.stage && next.clock
      ? `Next: ${next.clockText}, waiting for ${next.stage.waits === 'nothing' ? 'nothing from the players' : `the players' ${next.stage.waits}`}.`
      : `Next: ${resolved.view.nextText}`,
  );
  if (next.notes.length > 0) lines.push('', ...next.notes);
  return { lines, save: true };
}

export function undo(session: Session): Outcome {
  const undone = session.call('undoStageTurn') as UndoneStageView;
  const s = undone.state;
  const lines = [undone.message];
  if (s.stage && s.clock) lines.push(`The ledger is at ${s.clockText}.`);
  if (s.notes.length > 0) lines.push('', ...s.notes);
  return { lines, save: true };
}

/** A player's lines for the current stage, through the orders form (or recorded by the moderator); the receipt. */
export function orders(session: Session, playerName: string, text: string): Outcome {
  const player = session.player(playerName);
  const s = state(session);
  clockOf(s); // a clear error when the Campaign tab's clock cannot be read
  if (s.stage?.waits === 'nothing')
    throw new LedgerError(`${s.clockText} takes no orders: resolve it first (campaign-ledger resolve)`);
  const { via, lines } = session.submitOrders(player.name, text);
  const receipt = via === 'form' ? playerTabColumn(session, player.name, 1) : lines;
  // A refused submission (late, or for another stage) records nothing: say why and keep the file as it was.
  const refused = receipt.find((line) => /^REJECTED \(/.test(line));
  if (refused !== undefined)
    throw new LedgerError(`the orders of ${player.name} were not recorded: ${refused}`);
  const how = via === 'form' ? `through the orders form as ${player.email}` : 'by the moderator';
  return {
    lines: [`Orders of ${player.name} for ${s.clockText} sent ${how}.`, '', ...receipt],
    save: true,
  };
}

/** What the player sees: the ruleset's player view (getStagePlayerView), their latest stage report and their latest receipt. */
export function report(session: Session, playerName: string): Outcome {
  const player = session.player(playerName);
  const id = rulesetByName(session.rulesetName())?.id;
  const entry = REGISTERED.find((r) => r.id === id);
  if (!entry || entry.kind !== 'stages')
    throw new LedgerError(`${session.rulesetName()} is not played in stages by this version`);
  // The script's own global, as the moderator's other commands go (each tab read once, by the bundle).
  const view = session.call('getStagePlayerView', [player.name]) as string[];
  const lines = [`${player.name}${player.email ? ` <${player.email}>` : ''}`, '', ...view];
  const latest = playerTabColumn(session, player.name, 2);
  lines.push('', `Latest report (${playerTabName(player.name)}, column B):`);
  lines.push(...(latest.length > 0 ? latest.map((l) => `  ${l}`) : ['  none yet']));
  const receipt = playerTabColumn(session, player.name, 1);
  lines.push('', `Latest orders receipt (${playerTabName(player.name)}, column A):`);
  lines.push(...(receipt.length > 0 ? receipt.map((l) => `  ${l}`) : ['  none yet']));
  return { lines, save: false };
}
