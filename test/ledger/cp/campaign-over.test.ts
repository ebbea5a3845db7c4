/**
 * 003 A Turn: "Players should decide beforehand of the victory conditions … First Player who captures 50% of the
 * territories": the first to meet it wins, it stands, and the campaign is over.
 */
import { cpPlayersWaited } from '../../../src/ledger/cp/players-waited';
import { CP_STAGE_RULESET as R } from '../../../src/ledger/cp/ruleset';
import type { StageOutcome, TabValues } from '../../../src/ledger/stage-ruleset';
import { CP_SCRIPT, playCp, send } from '../../cases/golden/cp-chain';
import { applyOutcome, campaignValue, demoTabs, withCell } from './tabs';

const none = { overrides: new Map<string, number>() };
/** The Log as a stage of `turn` reads it: only that turn's rows and later. */
const presentOnly = (tabs: TabValues, turn: number): TabValues => {
  const [h = [], ...rows] = tabs.get('Log') ?? [];
  const at = h.indexOf('Turn');
  return new Map(tabs).set('Log', [h, ...rows.filter((r) => Number(r[at]) >= turn)]);
};
/** Every player sends Give up: the spend stage runs. */
const giveUp = (tabs: TabValues): TabValues =>
  ['Ostland', 'Reikland', 'Middenland'].reduce((t, p) => send(t, p, [`${p} - Give up`], p).tabs, tabs);
const settingRow = (tabs: TabValues, setting: string): number =>
  (tabs.get('Campaign') ?? []).findIndex((r) => r[0] === setting) + 1;
const setSetting = (tabs: TabValues, setting: string, value: unknown): TabValues =>
  withCell(tabs, 'Campaign', settingRow(tabs, setting), 'Value', value);

/** Turn 1 of the demo script to its battle, then T1-01 reported by both its players (Reikland Host wins). */
function turnOne(start: TabValues): { tabs: TabValues; outcome: StageOutcome } {
  const played = playCp(CP_SCRIPT.slice(0, 6), start);
  let tabs = played.at(-1)?.tabs as TabValues;
  tabs = send(tabs, 'Reikland', ['T1-01 - Winner Reikland Host'], 'r').tabs;
  tabs = send(tabs, 'Middenland', ['T1-01 - Winner Reikland Host'], 'm').tabs;
  const outcome = R.runStage(tabs, { overrides: new Map([['cp:retreat:Wolf Guard', 1]]) });
  return { tabs: applyOutcome(tabs, outcome), outcome };
}

describe('CP: the campaign ends when the victory condition is met (003 A Turn)', () => {
  // Share 10%: at the end of turn 1 Ostland and Reikland hold 2 of 13 each (2 × 100 ≥ 10 × 13), Middenland 1.
  const ended = turnOne(setSetting(demoTabs(R), 'Victory value', 10));
  const over = 'The campaign is over: Ostland, Reikland share the win';

  test('a tie on the same stage is a shared win, named in the Log, every report and every card', () => {
    expect(ended.outcome.campaign.get('Winner')).toBe('Ostland, Reikland');
    const log = (ended.outcome.append.get('Log') ?? []).map(
      (r) => `${String(r.Subject)}: ${String(r.Effect)}`,
    );
    expect(log).toContain(
      `Ostland, Reikland: meets the victory condition (the first to capture 10% of the territories). ${over}: no later stage runs`,
    );
    for (const p of ['Ostland', 'Reikland', 'Middenland'])
      expect(ended.outcome.reports.get(p)?.at(-1)).toBe(over);
    expect(ended.outcome.summaries.map((s) => s.lines.at(-1))).toEqual([over, over, over]);
  });

  test('no later stage runs (it failed before: turn 2 started and rewrote the Winner); Check names why', () => {
    // The Campaign tab has the Over row (CP_SETTINGS, after Winner): the stage set it TRUE with Winner.
    expect(settingRow(ended.tabs, 'Over')).toBe(settingRow(ended.tabs, 'Winner') + 1);
    expect(ended.outcome.campaign.get('Over')).toBe(true);
    const cell = `B${settingRow(ended.tabs, 'Over')}`;
    expect(() => R.runStage(ended.tabs, none)).toThrow(
      `Campaign!${cell}: ${over}: no stage runs (003 A Turn: the first to meet the victory condition wins); clear Over to play on`,
    );
    expect(R.check(ended.tabs).map((i) => `${i.tab}!${i.cell}: ${i.message}`)).toContain(
      `Campaign!${cell}: ${over}: no stage runs (003 A Turn: the first to meet the victory condition wins); clear Over to play on`,
    );
  });

  test('the moderator clears Over (FALSE) to play on', () => {
    const cleared = setSetting(ended.tabs, 'Over', false);
    expect(R.runStage(cleared, none).clock).toEqual({ turn: 2, stage: 'spend', round: 1 });
  });

  test('the player view says it first (it began with the turn before)', () => {
    for (const p of ['Ostland', 'Reikland', 'Middenland']) expect(R.playerView(ended.tabs, p)[0]).toBe(over);
    expect(R.playerView(ended.tabs, 'Ostland')[1]).toBe("Turn 2: Determine Order and Generate CP's.");
  });

  test('a submission is refused with it (it was refused only as the start stage taking no orders)', () => {
    const receipt = R.checkOrders(ended.tabs, 'Ostland', 'Ostland Host - Move Riverholm\nOstland - Give up');
    expect(receipt.lines.map((l) => [l.status, l.code, l.message])).toEqual(
      [1, 2].map(() => [
        'rejected',
        'CP-O015',
        `${over}: no stage runs, so no orders are taken (003 A Turn); the moderator clears Over to play on.`,
      ]),
    );
  });

  test('a ledger made without the Over row: the Winner written ends it; clearing Winner plays on', () => {
    const base = setSetting(demoTabs(R), 'Victory value', 10);
    const noOver = new Map(base).set(
      'Campaign',
      (base.get('Campaign') ?? []).filter((r) => r[0] !== 'Over'),
    );
    const done = turnOne(noOver);
    expect([done.outcome.campaign.has('Over'), done.outcome.campaign.get('Winner')]).toEqual([
      false,
      'Ostland, Reikland',
    ]);
    expect(() => R.runStage(done.tabs, none)).toThrow(
      `Campaign!B${settingRow(done.tabs, 'Winner')}: ${over}: no stage runs (003 A Turn: the first to meet the victory condition wins); clear Winner to play on`,
    );
    expect(R.runStage(setSetting(done.tabs, 'Winner', ''), none).clock.stage).toBe('spend');
  });

  test('the reviewer’s case, most battles won: Reikland meets it and it stands; no next turn rewrites the Winner', () => {
    // Most battles won after 1 turn: Reikland Host won T1-01 (Battles won 1), the others none.
    const start = setSetting(
      setSetting(demoTabs(R), 'Victory condition', 'most battles won'),
      'Victory value',
      1,
    );
    const won = turnOne(start);
    expect(won.outcome.campaign.get('Winner')).toBe('Reikland');
    expect(won.outcome.reports.get('Ostland')?.at(-1)).toBe('The campaign is over: Reikland wins');
    expect(() => R.runStage(won.tabs, none)).toThrow('The campaign is over: Reikland wins: no stage runs');
  });

  test('no winner yet: the campaign goes on to turn 2', () => {
    const on = turnOne(demoTabs(R));
    expect(on.outcome.campaign.has('Winner')).toBe(false);
    expect(on.outcome.reports.get('Ostland')?.some((l) => l.startsWith('The campaign is over'))).toBe(false);
    expect(campaignValue(on.tabs, 'Turn')).toBe(2);
  });
});

describe('CP: the victory condition is decided beforehand (003 A Turn)', () => {
  test('the Log records it at the first stage; changed after turn 1 is resolved, it is noted once', () => {
    const first = R.runStage(demoTabs(R), none);
    const victoryRows = (o: StageOutcome): string[] =>
      (o.append.get('Log') ?? []).filter((r) => r.Phase === 'Victory condition').map((r) => String(r.Effect));
    expect(victoryRows(first)).toEqual(['decided: the first to capture 50% of the territories']);
    expect(first.warnings).toEqual([]);
    // Recorded on the Campaign tab (rewritten by each stage, put back by Undo), not as a later turn's Log row.
    expect(first.campaign.get('Victory decided')).toBe('the first to capture 50% of the territories');
    const ended = turnOne(demoTabs(R));
    expect((ended.outcome.append.get('Log') ?? []).filter((r) => r.Turn === 2)).toEqual([]);
    // The Apps Script side reads only the present turn's Log rows (gas/stages/present.ts): turn 1's are dropped.
    const turn2 = presentOnly(ended.tabs, 2);
    expect(victoryRows(R.runStage(turn2, none))).toEqual([]); // unchanged: nothing more
    const changed = setSetting(
      setSetting(turn2, 'Victory condition', 'most battles won'),
      'Victory value',
      3,
    );
    const note =
      'changed from "the first to capture 50% of the territories" to "most battles won after 3 turns" after turn 1 was resolved; 003 A Turn has it decided beforehand: played from this stage on';
    const o = R.runStage(changed, none);
    expect(victoryRows(o)).toEqual([note]);
    expect(o.warnings).toContain(`Victory condition ${note}`);
    const next = giveUp(applyOutcome(changed, o));
    expect(victoryRows(R.runStage(next, none))).toEqual([]);
  });

  test('changed during turn 1 (before it is resolved) it is simply recorded, no warning', () => {
    const first = applyOutcome(demoTabs(R), R.runStage(demoTabs(R), none));
    const o = R.runStage(giveUp(setSetting(first, 'Victory value', 40)), none);
    expect(o.warnings).toEqual([]);
    expect((o.append.get('Log') ?? []).find((r) => r.Phase === 'Victory condition')?.Effect).toBe(
      'decided: the first to capture 40% of the territories',
    );
  });
});

describe('CP: a battle waits for both sides’ reports (003 Battle results; as WarMaster’s)', () => {
  const atResults = playCp(CP_SCRIPT.slice(0, 6)).at(-1)?.tabs as TabValues;
  const waits = (who: string, army: string): string =>
    `T1-01 waits for ${who}'s report (${army}): each side sends "T1-01 - Winner <army>" or "T1-01 - Draw"; or enter ${who}'s line on the Orders tab, or type the result on the Battles tab`;

  test('one side’s report alone does not settle it (it did before); Resolve names who is missing', () => {
    const one = send(atResults, 'Reikland', ['T1-01 - Winner Reikland Host'], 'r').tabs;
    expect(() => R.runStage(one, none)).toThrow(`Orders: ${waits('Middenland', 'Wolf Guard')}`);
  });

  test('status and the sidebar wait for the battles’ sides only: Ostland fights none', () => {
    expect(cpPlayersWaited(atResults)).toEqual(['Reikland', 'Middenland']);
    expect(cpPlayersWaited(demoTabs(R))).toEqual(['Ostland', 'Reikland', 'Middenland']);
    // The ruleset's players are what status and the sidebar list (it listed all three before).
    expect(R.players(atResults)).toEqual(['Reikland', 'Middenland']);
    expect(R.players(demoTabs(R))).toEqual(['Ostland', 'Reikland', 'Middenland']);
  });

  test('the moderator enters the missing side’s line on the Orders tab: the battle is settled', () => {
    const one = send(atResults, 'Reikland', ['T1-01 - Winner Reikland Host'], 'r').tabs;
    const both = send(one, 'Middenland', ['T1-01 - Winner Reikland Host'], 'entered by the moderator').tabs;
    const out = R.runStage(both, { overrides: new Map([['cp:retreat:Wolf Guard', 1]]) });
    expect(out.clock).toEqual({ turn: 2, stage: 'start', round: 1 });
  });
});
