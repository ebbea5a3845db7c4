/**
 * Plays the WarMaster demo (The Border Princes) through the staged-ruleset seam as the sidebar and the form do:
 * each submission checked with checkOrders and stored on the Orders tab with its receipt, the stage run with
 * runStage, the outcome written back into the tabs (test/ledger/wm/tabs.ts applyOutcome). The dice the story needs
 * are fixed by key (the moderator's overrides); every other die comes from the demo's seed. Pure: the same script
 * gives the same tabs.
 */
import type { StageOutcome, TabValues } from '../../../src/ledger/stage-ruleset';
import { WM_STAGE_RULESET as R } from '../../../src/ledger/wm/ruleset';
import { applyOutcome, demoTabs, submit } from '../../ledger/wm/tabs';

export interface WmStep {
  readonly turn: number;
  /** The stage the clock must point at (a check on the script). */
  readonly stage: string;
  readonly send?: Readonly<Record<string, readonly string[]>>;
  readonly overrides?: Readonly<Record<string, number>>;
}

export interface WmPlayed {
  readonly turn: number;
  readonly stage: string;
  readonly rejected: readonly string[];
  readonly outcome: StageOutcome;
  readonly tabs: TabValues;
}

const O = 'Ostmark';
const D = 'Karak Dum';
const F = 'Red Fang';

/** A year: 12 months, the New Year of year 2 and its first two months (orders ahead are on in the demo). */
export const WM_SCRIPT: readonly WmStep[] = [
  {
    turn: 1,
    stage: 'orders',
    send: {
      [O]: ['Ostmark Army - Move Averheim'],
      [D]: ['Karak Dum Host - Move Blackfire Pass crossing'],
      [F]: ['Red Fang Horde - Move Barren Hills'],
    },
  },
  {
    turn: 2,
    stage: 'orders',
    send: { [O]: ['Ostmark Army - Move Stirland'], [F]: ['Red Fang Horde - Move Tilea Road pick 3'] },
    overrides: { 'delay:Red Fang Horde:Tilea Road': 3 },
  },
  {
    turn: 3,
    stage: 'orders',
    send: {
      [O]: ['Ostmark Army - Move Border Keep pick 4, hold Population Center'],
      [F]: ['Red Fang Horde - Move Border Keep, hold'],
    },
    overrides: { 'delay:Ostmark Army:Border Keep': 4 },
  },
  {
    turn: 3,
    stage: 'locations',
    send: { [O]: ['Ostmark Army - Location Countryside'], [F]: ['Red Fang Horde - Location Countryside'] },
  },
  {
    turn: 3,
    stage: 'reports',
    send: {
      [O]: [
        'T3-01 - Killed 600',
        'T3-01 - Objective',
        'T3-01 - Lost Halberdiers 2',
        'T3-01 - Lost Knights 1',
      ],
      [F]: [
        'T3-01 - Killed 300',
        'T3-01 - Lost Orc Warriors destroyed',
        'T3-01 - Lost Goblins 3',
        'T3-01 - Lost Wolf Riders 2',
        'T3-01 - Retreat Tilea Road',
      ],
      // Karak Dum, not in the campaign battle, commands the demo's lesser race in a pick-up game (MINOR NATIONS).
      [D]: ['Nation - Pick-up won 2000 commanding Elves'],
    },
    overrides: {
      'survival:T3-01:Ostmark:Halberdiers#1': 3,
      'survival:T3-01:Red Fang:Orc Warriors#1': 5,
      'survival:T3-01:Red Fang:Goblins#1': 2,
      'survival:T3-01:Red Fang:Wolf Riders#1': 4,
    },
  },
  {
    turn: 4,
    stage: 'orders',
    send: { [F]: ['Red Fang Horde - Move Barren Hills pick 2, hold'] },
    overrides: { 'delay:Red Fang Horde:Barren Hills': 1 },
  },
  { turn: 5, stage: 'orders', send: { [O]: ['Ostmark Army - Move Deepvale, Karak Dum, hold'] } },
  {
    turn: 6,
    stage: 'orders',
    send: { [D]: ['Karak Dum Host - Move Karak Dum crossing'], [F]: ['Red Fang Horde - Move Bloodmarsh'] },
  },
  {
    turn: 6,
    stage: 'locations',
    send: {
      [O]: ['Ostmark Army - Location Countryside'],
      [D]: ['Karak Dum Host - Location Population Center'],
    },
  },
  { turn: 7, stage: 'orders', send: { [F]: ['Red Fang Horde - Move Mourn Gate, hold Population Center'] } },
  { turn: 8, stage: 'orders', send: { [O]: ['Ostmark Army - Assault'] } },
  {
    turn: 8,
    stage: 'reports',
    send: {
      [O]: ['T8-01 - Killed 700', 'T8-01 - Objective', 'T8-01 - Lost Crossbowmen 3'],
      [D]: [
        'T8-01 - Killed 250',
        'T8-01 - Lost Warriors destroyed',
        'T8-01 - Lost Thunderers 2',
        'T8-01 - Retreat Stonewatch',
      ],
    },
    overrides: {
      'survival:T8-01:Ostmark:Crossbowmen#1': 6,
      'survival:T8-01:Karak Dum:Warriors#1': 4,
      'survival:T8-01:Karak Dum:Thunderers#1': 4,
    },
  },
  { turn: 9, stage: 'orders', send: { [O]: ['Ostmark Army - Hold Countryside'] } },
  { turn: 10, stage: 'orders' },
  { turn: 11, stage: 'orders' },
  { turn: 12, stage: 'orders' },
  {
    turn: 13,
    stage: 'new-year',
    send: {
      [O]: [
        'Nation - Town Averheim',
        'Nation - Buy 2 Halberdiers',
        'Nation - Buy 1 Knights',
        'Nation - Dismiss Sergeant Fuchs',
        'Nation - Character Admiral Jarl Hafen',
        'Sea Wolves - Go to sea from Ostwald to Old World; general Graf Otto; admiral Jarl Hafen; units 4 Halberdiers, 2 Knights; boats 6 Crossbowmen; characters Captain Voss',
      ],
      [D]: ['Karak Dum Host - Place Karak Dum under Thane Borri'],
      [F]: [
        'Nation - Buy 2 Wolf Riders',
        'Nation - Buy 1 Rock Lobber',
        'Red Fang Horde - Place Fang Rock under Warboss Grishnak',
      ],
    },
  },
  // Year 2: Ostmark's expedition at sea two months, then ashore on Red Fang's coast (EXPEDITIONS & EXPLORING).
  {
    turn: 13,
    stage: 'orders',
    send: { [O]: ['Sea Wolves - Sail storm boat'] },
    overrides: { 'expedition:Sea Wolves': 15 },
  },
  {
    turn: 14,
    stage: 'orders',
    send: { [O]: ['Sea Wolves - Sail land Wolf Steppe'] },
    overrides: { 'expedition:Sea Wolves': 19 },
  },
];

export function playWm(script: readonly WmStep[] = WM_SCRIPT): WmPlayed[] {
  let tabs = demoTabs();
  const played: WmPlayed[] = [];
  for (const step of script) {
    const clock = R.clock(tabs);
    if (clock.turn !== step.turn || clock.stage !== step.stage)
      throw new Error(
        `The script expects ${step.turn}:${step.stage}; the clock says ${clock.turn}:${clock.stage}`,
      );
    const rejected: string[] = [];
    for (const [player, lines] of Object.entries(step.send ?? {})) {
      const check = submit(tabs, player, lines.join('\n'));
      for (const l of check.lines)
        if (l.status === 'rejected') rejected.push(`${player}: ${l.text}: ${l.code} ${l.message}`);
    }
    const outcome = R.runStage(tabs, { overrides: new Map(Object.entries(step.overrides ?? {})) });
    tabs = applyOutcome(tabs, outcome);
    played.push({ turn: step.turn, stage: step.stage, rejected, outcome, tabs });
  }
  return played;
}

/** What the stored golden keeps: per stage the clock, the state tabs, and the Log and Journal rows added. */
export function wmSummary(played: readonly WmPlayed[]): unknown {
  return played.map((p) => ({
    at: `${p.turn}:${p.stage}`,
    next: p.outcome.clock,
    log: (p.outcome.append.get('Log') ?? []).map(
      (r) =>
        `${String(r.Subject)}: ${String(r.Effect)}${r.Die ? ` [${String(r.Key)} ${String(r.Result)}]` : ''}`,
    ),
    journal: p.outcome.append.get('Journal') ?? [],
    warnings: p.outcome.warnings,
    state: {
      armies: (p.outcome.rewrite.get('Armies') ?? []).map((r) =>
        [r.Army, r.Area, r.Location, r.Status, r.Delay, r['Orders ahead']].map(String).join(' | '),
      ),
      battles: (p.outcome.rewrite.get('Battles') ?? []).map((r) =>
        [r.Battle, r.Status, r.Engagement, r.Winner, r.Result].map(String).join(' | '),
      ),
      owners: (p.outcome.rewrite.get('Areas') ?? []).map((r) =>
        [r.Area, r.Owner, r.Pop, r.Occupier, r['Occupied turns']].map(String).join(' | '),
      ),
      expeditions: (p.outcome.rewrite.get('Expeditions') ?? []).map((r) =>
        [r.Expedition, r.Status, r.Area, r.Units, r.Boats, r.Advantages, r.Result].map(String).join(' | '),
      ),
      lesser: (p.outcome.rewrite.get('Lesser races') ?? []).map((r) =>
        [r.Race, r.Box, r.Markers, r.Area].map(String).join(' | '),
      ),
      roster: (p.outcome.rewrite.get('Roster') ?? [])
        .filter((r) => Number(r.Lost) > 0)
        .map((r) => [r.Player, r.Unit, r.Bought, r.Lost].map(String).join(' | ')),
    },
  }));
}
