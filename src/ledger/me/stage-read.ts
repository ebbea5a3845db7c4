/**
 * A Mighty Empires ledger read from its tabs (TabValues) for the stages: the clock (Campaign Turn, Stage, Round),
 * the settings, the seed, the campaign state (readMeState), the GM's mercenary offers of the turn (2.1A), the
 * turn's work kept between stages (the hidden work tab) and the battles on record that choices and reports name.
 */
import type { Clock } from '../../engine/core/stage';
import type { Force } from '../../engine/me/battle/matching';
import type { MercenaryOffer } from '../../engine/me/mercenaries';
import type { MeState } from '../../engine/me/model';
import type { MeBattleOnRecord } from '../../engine/me/orders/types';
import { DEFAULT_ME_SETTINGS, meStages, type MeSettings } from '../../engine/me/ruleset';
import { newTurnWork, type MeTurnBattle, type MeTurnWork } from '../../engine/me/stages/turn';
import type { TabValues } from '../stage-ruleset';
import { cellText, readRows, type CellIssue } from '../tab';
import { readMeState } from './read-state';
import { readMeEnd, readMeSettings } from './stage-settings';
import { ME_OFFERS_TAB, ME_WORK_TAB } from './stage-tabs';
import { campaignInteger, campaignRows, campaignText, tabOf, type CampaignRows } from './stage-values';

/** The stage ids of the turn, in order (004 2.0A). */
export const ME_STAGE_IDS: readonly string[] = meStages(DEFAULT_ME_SETTINGS).map((s) => s.id);
export const FIRST_STAGE = ME_STAGE_IDS[0] as string;

/** The clock the Campaign tab holds; a blank Stage is the turn's first. */
export function readClock(rows: CampaignRows, issues: CellIssue[]): Clock {
  const turn = campaignInteger(rows, 'Turn', 1, 1, issues);
  const round = campaignInteger(rows, 'Round', 1, 1, issues);
  const text = campaignText(rows, 'Stage').toLowerCase();
  const stage = text === '' ? FIRST_STAGE : ME_STAGE_IDS.find((s) => s === text);
  if (stage === undefined)
    issues.push({
      tab: 'Campaign',
      cell: rows.cellOf('Stage'),
      message: `Stage must be one of ${ME_STAGE_IDS.join(', ')} (or blank for ${FIRST_STAGE}); got '${campaignText(rows, 'Stage')}'`,
    });
  return { turn, stage: stage ?? FIRST_STAGE, round };
}

/** Everything the stages and the form read, and every problem found on the way. */
export interface MeLedger {
  readonly rows: CampaignRows;
  readonly clock: Clock;
  readonly settings: MeSettings;
  readonly seed: string;
  readonly state: MeState;
  readonly issues: readonly CellIssue[];
}

export function readMeLedger(tabs: TabValues): MeLedger {
  const issues: CellIssue[] = [];
  const rows = campaignRows(tabs);
  if (!tabs.has('Campaign'))
    issues.push({ tab: 'Campaign', cell: 'A1', message: 'the Campaign tab is missing; run Set up ledger' });
  const clock = readClock(rows, issues);
  const settings = readMeSettings(rows, issues);
  const end = readMeEnd(rows, issues);
  const read = readMeState({ turn: clock.turn, ...end, tab: (name) => tabOf(tabs, name) });
  issues.push(...read.issues);
  return { rows, clock, settings, seed: campaignText(rows, 'Seed'), state: read.state, issues };
}

/** The mercenaries offered for `turn`'s orders (Mercenary offers tab). */
export function readOffers(tabs: TabValues, turn: number, issues: CellIssue[]): MercenaryOffer[] {
  const tab = tabOf(tabs, ME_OFFERS_TAB.name);
  if (!tab) return [];
  const r = readRows(tab, (row) => ({
    turn: row.integer('Turn', 'the turn', 1, 100000),
    unit: row.text('Unit', 'the unit'),
    baseCost: row.integer('Base cost', 'the base cost', 0, 100000),
    powerCost: row.integer('Power cost', 'the Power cost', 0, 1000, 0),
  }));
  issues.push(...r.issues);
  return r.items
    .filter((o) => o.turn === turn)
    .map((o) => ({ unit: o.unit, baseCost: o.baseCost, powerCost: o.powerCost }));
}

/**
 * The turn's work as the last stage left it for `clock`: a fresh turn (with the offers) at the first stage, the
 * work tab's pieces otherwise. Throws, naming the tab and cell, when the work is missing or not this turn's.
 */
export function readWork(tabs: TabValues, clock: Clock, offers: readonly MercenaryOffer[]): MeTurnWork {
  if (clock.stage === FIRST_STAGE) return newTurnWork(clock.turn, offers);
  const tab = tabOf(tabs, ME_WORK_TAB.name);
  const where = `${ME_WORK_TAB.name}!A2`;
  if (!tab) throw new Error(`${ME_WORK_TAB.name}!A1: the tab is missing; run Set up ledger`);
  const at = (h: string): number => tab.headers.findIndex((x) => x.trim().toLowerCase() === h.toLowerCase());
  const [t, s, p, d] = ['Turn', 'Stage', 'Part', 'Data'].map(at) as [number, number, number, number];
  if ([t, s, p, d].some((i) => i < 0))
    throw new Error(`${ME_WORK_TAB.name}!A1: the columns Turn, Stage, Part and Data are needed`);
  const pieces = tab.rows
    .filter((r) => Number(r[t]) === clock.turn && cellText(r[s]).toLowerCase() === clock.stage)
    .map((r) => ({ part: Number(r[p]), data: cellText(r[d]) }))
    .sort((a, b) => a.part - b.part);
  if (pieces.length === 0)
    throw new Error(
      `${where}: no work of turn ${clock.turn} for the ${clock.stage} stage; resolve the stages before it first (the Campaign tab's Stage may have been changed by hand)`,
    );
  try {
    const work = JSON.parse(pieces.map((x) => x.data).join('')) as MeTurnWork;
    if (work.turn !== clock.turn) throw new Error(`it is turn ${work.turn}'s`);
    return work;
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(`${where}: the turn's work cannot be read (${why}); it must not be edited by hand`, {
      cause: error,
    });
  }
}

/** The players a force fights for (neutral kingdoms' armies and the Beast are no players). */
function playersOf(f: Force, battles: readonly MeTurnBattle[], players: ReadonlySet<string>): string[] {
  if (f.kind === 'army') return f.players.filter((p) => players.has(p));
  if (f.kind !== 'winner of') return [];
  const b = battles.find((x) => x.id === f.battle);
  if (!b) return [];
  return [
    ...playersOf(b.matchup.attacker, battles, players),
    ...playersOf(b.matchup.defender, battles, players),
  ];
}

function armiesOf(f: Force, battles: readonly MeTurnBattle[]): string[] {
  if (f.kind === 'army') return [...f.armies];
  if (f.kind !== 'winner of') return [];
  const b = battles.find((x) => x.id === f.battle);
  return b ? [...armiesOf(b.matchup.attacker, battles), ...armiesOf(b.matchup.defender, battles)] : [];
}

/**
 * The potential battles as choices and reports name them: at Fight or Flight every one is open; at the Battles
 * stage those already settled by flight, Lost Cause or no battle take no more choices. Strategies are taken for
 * any battle still to fight: it is resolved by App. D if no report comes (2.5A).
 */
export function battlesOnRecord(work: MeTurnWork, state: MeState, stage: string): MeBattleOnRecord[] {
  const players = new Set(state.kingdoms.map((k) => k.player));
  return work.battles.map((b) => {
    const m = b.matchup;
    const settled =
      b.status === 'applied' || b.status === 'void' || (stage === 'battles' && b.mode !== 'tabletop');
    return {
      id: b.id,
      hex: m.hex,
      attackers: playersOf(m.attacker, work.battles, players),
      defenders: playersOf(m.defender, work.battles, players),
      armies: [...armiesOf(m.attacker, work.battles), ...armiesOf(m.defender, work.battles)],
      abstract: !settled,
      settled,
    };
  });
}
