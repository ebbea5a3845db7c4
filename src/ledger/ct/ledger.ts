/**
 * The whole Chronopia ledger as one read (each tab once): the campaign, the settings and the clock, and every
 * bad cell. What check, checkOrders, runStage and playerView start from.
 */
import type { Clock } from '../../engine/core/stage';
import { everyoneIn, type CtCampaign } from '../../engine/ct/campaign';
import { nextFigureOf } from '../../engine/ct/figure-ids';
import type { CtPlayer, CtSettings } from '../../engine/ct/model';
import { DEFAULT_CT_SETTINGS } from '../../engine/ct/model';
import { readCtSettings } from '../../engine/ct/settings';
import { CT_FIRST_STAGE, CT_STAGE_INFO } from '../../engine/ct/stages/clock';
import type { TabValues } from '../stage-ruleset';
import type { CellIssue } from '../tab';
import { readCtLedger, type ArmyListEntry, type CtPlayerRow } from './read-state';
import { CT_VICTORIES, LAST_ROUND, VICTORY, XP_PER_ROLL, type CtVictory } from './settings';
import { usedFigureIds } from './used-ids';
import { campaignCells } from './values';

export interface CtRead {
  readonly campaign: CtCampaign;
  readonly armyLists: readonly ArmyListEntry[];
  readonly players: readonly CtPlayerRow[];
  readonly clock: Clock;
  readonly settings: CtSettings;
  readonly victory: CtVictory;
  readonly lastRound: number;
  readonly seed: string;
  readonly issues: readonly CellIssue[];
  /** Stopping no stage (a Preview's warning): CT-R6 unset asks each Advance order for its cost (CT-R6's fallback). */
  readonly notes: readonly CellIssue[];
  /** Figure ids the Log rows read name: never given to a recruit (the present only; Next figure keeps the past). */
  readonly usedIds: ReadonlySet<string>;
  /** Players (lower case) with a row left out for a bad cell: Check does not judge their force whole. */
  readonly partial: ReadonlySet<string>;
  /** Where a Campaign setting's value is: `Campaign!B8`. */
  readonly cellOf: (setting: string) => string;
}

/**
 * Every warband's Next figure; a blank one (a ledger from before the column) is one past the highest of its
 * series among the Figures tab (captives too) and the Log rows read: the first stage writes it down.
 */
function withNextFigures(players: readonly CtPlayer[], logIds: ReadonlySet<string>): CtPlayer[] {
  const known = [
    ...logIds,
    ...players.flatMap((p) => [
      ...p.warbands.flatMap((w) => w.figures.map((f) => f.id)),
      ...p.captives.map((c) => c.figure.id),
    ]),
  ];
  return players.map((p) => ({
    ...p,
    warbands: p.warbands.map((w) => ({ ...w, nextFigure: nextFigureOf(w, known) })),
  }));
}

const whole = (text: string): number | null => (/^\s*\d+\s*$/.test(text) ? Number(text) : null);

/** The clock alone (Turn, Stage, Round), with an issue per bad cell. */
export function readClock(tabs: TabValues, issues: CellIssue[] = []): Clock {
  const cell = campaignCells(tabs);
  const at = (setting: string, message: string): void => {
    issues.push({ tab: 'Campaign', cell: cell(setting).cell, message });
  };
  const turnText = cell('Turn').value;
  const turn = whole(turnText);
  if (turn === null || turn < 1) at('Turn', `Turn must be a whole number from 1, got '${turnText}'`);
  const stageText = cell('Stage').value.toLowerCase();
  const stage = stageText === '' ? CT_FIRST_STAGE : stageText;
  if (!CT_STAGE_INFO.some((s) => s.id === stage))
    at('Stage', `'${stageText}' is not a stage; the stages are ${CT_STAGE_INFO.map((s) => s.id).join(', ')}`);
  const roundText = cell('Round').value;
  const round = roundText === '' ? 1 : whole(roundText);
  if (round === null || round < 1) at('Round', `Round must be a whole number from 1, got '${roundText}'`);
  return {
    turn: turn !== null && turn >= 1 ? turn : 1,
    stage,
    round: round !== null && round >= 1 ? round : 1,
  };
}

export function readCt(tabs: TabValues): CtRead {
  const issues: CellIssue[] = [];
  const cell = campaignCells(tabs);
  const clock = readClock(tabs, issues);
  const read = readCtLedger(tabs);
  issues.push(...read.issues);
  const names = ['XP per advancement roll', 'Starting territory die', 'Devout ally only with Devout'];
  const s = readCtSettings(Object.fromEntries(names.map((n) => [n, cell(n).value])));
  let settings = DEFAULT_CT_SETTINGS;
  if (s.ok) settings = s.value;
  else {
    const bad = names.find((n) => s.error.includes(`"${n}"`)) ?? XP_PER_ROLL;
    issues.push({ tab: 'Campaign', cell: cell(bad).cell, message: s.error });
  }
  const notes: CellIssue[] = [];
  if (settings.xpPerAdvancementRoll === null && s.ok)
    notes.push({
      tab: 'Campaign',
      cell: cell(XP_PER_ROLL).cell,
      message: `${XP_PER_ROLL} is not set: the book lost the XP cost of an advancement roll, so the moderator should set it (a whole number above 0); until then each Advance order names its cost (“Advance CC 20”) and the ledger checks only that the warband holds it (CT-R6)`,
    });
  const victoryText = cell(VICTORY).value;
  const victory = CT_VICTORIES.find((v) => v.toLowerCase() === victoryText.toLowerCase()) ?? CT_VICTORIES[0];
  if (victoryText !== '' && victory.toLowerCase() !== victoryText.toLowerCase())
    issues.push({
      tab: 'Campaign',
      cell: cell(VICTORY).cell,
      message: `'${victoryText}' is not one of: ${CT_VICTORIES.join('; ')} (CT-R14)`,
    });
  const lastText = cell(LAST_ROUND).value;
  const last = lastText === '' ? 6 : whole(lastText);
  if (last === null || last < 1)
    issues.push({
      tab: 'Campaign',
      cell: cell(LAST_ROUND).cell,
      message: `${LAST_ROUND} must be a whole number from 1, got '${lastText}' (CT-R14)`,
    });
  const usedIds = usedFigureIds(tabs);
  return {
    campaign: {
      state: { turn: clock.turn, players: withNextFigures(read.campaign.players, usedIds), settings },
      battles: read.campaign.battles,
    },
    armyLists: read.armyLists,
    players: read.players,
    clock,
    settings,
    victory,
    lastRound: last ?? 6,
    seed: cell('Seed').value,
    issues,
    notes,
    usedIds,
    partial: read.partial,
    cellOf: (setting) => `Campaign!${cell(setting).cell}`,
  };
}

/**
 * The players a stage waits for: every player, but after the battles only those of a battle fought this round
 * (a declined or void battle has nothing to report, [Battles] 4.b.2); a round whose every battle is void waits for
 * nobody.
 */
export function ctPlayersWaited(read: CtRead): string[] {
  const all = read.players.map((p) => p.player);
  if (read.clock.stage !== 'post-battle') return all;
  const fought = new Set(
    read.campaign.battles
      .filter((b) => b.turn === read.clock.turn && b.status === 'to fight')
      .flatMap((b) => everyoneIn(b)),
  );
  return all.filter((p) => fought.has(p));
}
