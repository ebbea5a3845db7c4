import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TabValues } from '../../../src/ledger/stage-ruleset';
import { campaignValue } from '../../ledger/cp/tabs';
import { CP_STAGE_RULESET as R } from '../../../src/ledger/cp/ruleset';
import { cpSummary, playCp } from './cp-chain';

// Chained golden turns of the Campaign points demo (The Kjell Marches): two turns through every stage, each
// outcome fed back into the tabs. The figures that matter are worked by hand from 003 below; the whole record is
// kept in cp-turns.golden.json (re-record with UPDATE_GOLDEN=1 after a rules change, and review the diff).

const FILE = path.join(__dirname, 'cp-turns.golden.json');
const played = playCp();
const after = (turn: number, stage: string, round = 1): TabValues => {
  const p = played.find((x) => x.turn === turn && x.stage === stage && x.round === round);
  if (!p) throw new Error(`no ${stage} ${round} in turn ${turn}`);
  return p.tabs;
};
/** A tab's rows as records by header. */
const rows = (tabs: TabValues, tab: string): Record<string, unknown>[] => {
  const [header = [], ...body] = tabs.get(tab) ?? [];
  return body.map((r) => Object.fromEntries(header.map((h, i) => [String(h), r[i]])));
};
const row = (tabs: TabValues, tab: string, key: string, name: string) =>
  rows(tabs, tab).find((r) => r[key] === name) ?? {};
const cpOf = (tabs: TabValues): unknown[] =>
  ['Ostland', 'Reikland', 'Middenland'].map((p) => row(tabs, 'Order of play', 'Player', p).CP);

describe('CP golden: the Kjell Marches, turns 1 and 2', () => {
  test('every submitted line is accepted by the form, and the clock walks the stages', () => {
    expect(played.flatMap((p) => p.rejected)).toEqual([]);
    expect(played.map((p) => `${p.turn}:${p.stage}:${p.round}`)).toEqual([
      '1:start:1',
      '1:spend:1',
      '1:spend:2',
      '1:spend:3',
      '1:spend:4',
      '1:battles:1',
      '1:results:1',
      '2:start:1',
      '2:spend:1',
      '2:spend:2',
      '2:spend:3',
      '2:spend:4',
      '2:battles:1',
    ]);
    expect(played.at(-1)?.outcome.clock).toEqual({ turn: 3, stage: 'start', round: 1 });
    for (const p of played) expect(R.check(p.tabs)).toEqual([]);
  });

  test('turn 1 start: the order drawn, D3+1 each (CP-R3): 3+1, 3+1, 2+1', () => {
    const t = after(1, 'start');
    expect(rows(t, 'Order of play').map((r) => [r.Player, r.Position, r.CP])).toEqual([
      ['Ostland', 1, 4],
      ['Reikland', 2, 4],
      ['Middenland', 3, 3],
    ]);
  });

  test('round 1: one CP each in order of play; Eastgate DV 1 → 0 taken at once (Decrease DV, CP-R5); Sabotage pending (CP-R1)', () => {
    const t = after(1, 'spend', 1);
    expect(cpOf(t)).toEqual([3, 3, 2]);
    expect(row(t, 'Territories', 'Territory', 'Eastgate')).toMatchObject({ DV: 0, Owner: 'Ostland' });
    expect(row(t, 'Territories', 'Territory', 'Greyhold')).toMatchObject({ DV: 1, Owner: '' });
    expect(row(t, 'Order of play', 'Player', 'Middenland')).toMatchObject({
      'Pending action': 'Sabotage',
      'Pending target': 'Ostland',
      'Pending round': 1,
    });
    expect(row(t, 'Order of play', 'Player', 'Ostland')).toMatchObject({ 'Lines read': 1 });
  });

  test('round 2: Fortify Settlement Eastgate DV 1; Greyhold DV 0 captured by Reikland; Sabotage D6 2 "ONE LESS CP"', () => {
    const t = after(1, 'spend', 2);
    expect(cpOf(t)).toEqual([2, 2, 1]);
    expect(row(t, 'Territories', 'Territory', 'Eastgate').DV).toBe(1);
    expect(row(t, 'Territories', 'Territory', 'Greyhold')).toMatchObject({ DV: 0, Owner: 'Reikland' });
    expect(row(t, 'Order of play', 'Player', 'Ostland')['Next modifier']).toBe(-1);
    expect(row(t, 'Order of play', 'Player', 'Middenland')['Pending action']).toBe('');
  });

  test('round 3: two 2-CP actions started; Wolf Guard FREE MOVE off Raven Pass (4+, CP-R16) then into Millbrook, stopped (CP-R5)', () => {
    const t = after(1, 'spend', 3);
    expect(cpOf(t)).toEqual([1, 1, 0]);
    expect(row(t, 'Order of play', 'Player', 'Ostland')).toMatchObject({
      'Pending action': 'Build Roads',
      'Pending target': 'Riverholm-Eastgate',
    });
    expect(row(t, 'Order of play', 'Player', 'Reikland')).toMatchObject({
      'Pending action': 'Fortify Castle',
      'Pending target': 'Greyhold',
    });
    expect(row(t, 'Territories', 'Territory', "Kjell's Ford").Owner).toBe('Middenland');
    expect(row(t, 'Armies', 'Army', 'Wolf Guard')).toMatchObject({
      Territory: 'Millbrook',
      Stopped: true,
      'Came from': "Kjell's Ford",
    });
  });

  test('round 4: the second CPs: Riverholm-Eastgate MD 3 → 2 (Build Roads), Greyhold DV 0 → 1 (Fortify Castle); spending over', () => {
    const t = after(1, 'spend', 4);
    expect(cpOf(t)).toEqual([0, 0, 0]);
    expect(row(t, 'Roads', 'From', 'Riverholm')).toMatchObject({ To: 'Eastgate', MD: 2 });
    expect(row(t, 'Territories', 'Territory', 'Greyhold').DV).toBe(1);
    expect(campaignValue(t, 'Stage')).toBe('battles');
  });

  test('Resolve Battles: Millbrook (Market Town) D6 5 → the 4-6 scenario, Meeting Engagement by CP-R14’s default', () => {
    expect(rows(after(1, 'battles'), 'Battles')).toEqual([
      {
        Battle: 'T1-01',
        Turn: 1,
        Territory: 'Millbrook',
        Attacker: 'Wolf Guard',
        Defender: 'Reikland Host',
        Mover: 'Wolf Guard',
        Scenario: 'Meeting Engagement',
        Notes: '',
        Result: '',
      },
    ]);
  });

  test('results: Reikland wins and takes Millbrook; Wolf Guard retreats to Kjell’s Ford (MD 2 beats MD 3, CP-R12), D6 1 fails: broken', () => {
    const t = after(1, 'results');
    expect(row(t, 'Battles', 'Battle', 'T1-01').Result).toBe('Reikland Host');
    expect(row(t, 'Territories', 'Territory', 'Millbrook').Owner).toBe('Reikland');
    expect(row(t, 'Armies', 'Army', 'Wolf Guard')).toMatchObject({
      Territory: "Kjell's Ford",
      Status: 'broken',
      Stopped: false,
    });
    expect(row(t, 'Order of play', 'Player', 'Reikland')['Battles won']).toBe(1);
    // Resolve Battles a: Ostland Host on the unclaimed DV 0 Oakfield takes it.
    expect(row(t, 'Territories', 'Territory', 'Oakfield').Owner).toBe('Ostland');
  });

  test('turn 2 start: order Middenland, Reikland, Ostland; Reikland 2+1 +1 (Market Town 6); Ostland 3+1 −1 (Sabotage), Eastgate 3 < 4', () => {
    const t = after(2, 'start');
    expect(rows(t, 'Order of play').map((r) => [r.Player, r.Position, r.CP, r['Next modifier']])).toEqual([
      ['Ostland', 3, 3, 0],
      ['Reikland', 2, 4, 0],
      ['Middenland', 1, 4, 0],
    ]);
  });

  test('turn 2: rebuild first (Broken → Defeated after 2 CP, CP-R2; then Defeated → normal); a line refused in its round passes on', () => {
    expect(row(after(2, 'spend', 1), 'Armies', 'Army', 'Wolf Guard').Status).toBe('broken');
    expect(row(after(2, 'spend', 2), 'Armies', 'Army', 'Wolf Guard').Status).toBe('defeated');
    const r3 = played.find((p) => p.turn === 2 && p.stage === 'spend' && p.round === 3);
    expect(r3?.outcome.append.get('Log')?.[0]?.Effect).toContain('must rebuild Wolf Guard first');
    expect(row(after(2, 'spend', 3), 'Armies', 'Army', 'Wolf Guard').Status).toBe('normal');
    expect(r3?.outcome.warnings).toEqual([
      'Middenland: Move an army refused: Middenland must rebuild Wolf Guard first ("You are not allowed to choose different actions until all your armies are rebuild")',
    ]);
  });

  test('turn 2: Give up, and a round with no action ends the spending; no battle, so the turn ends at Resolve Battles', () => {
    expect(cpOf(after(2, 'spend', 2))).toEqual([1, 0, 2]);
    expect(cpOf(after(2, 'spend', 4))).toEqual([0, 0, 0]);
    const t = after(2, 'battles');
    expect(row(t, 'Territories', 'Territory', 'Blackwall')).toMatchObject({ DV: 2, Owner: '' });
    expect(row(t, 'Territories', 'Territory', 'Four Ways').Owner).toBe('Reikland');
    expect(row(t, 'Armies', 'Army', 'Ostland Host')).toMatchObject({
      Territory: 'Blackwall',
      Stopped: false,
    });
  });

  test('the player view says how far his list is read (the rounds read one line each)', () => {
    expect(R.playerView(after(1, 'spend', 1), 'Ostland')).toContain(
      "Your Spend CP's lines: 1 of 4 read; next: Eastgate - Fortify",
    );
    expect(R.playerView(after(1, 'spend', 4), 'Ostland')).toContain(
      "Spend CP's is over for turn 1 (your lines: 4 of 4 read).",
    );
  });

  test('the Journal adds up: each player’s CP entries of a turn sum to 0 (generated, then spent or given up)', () => {
    for (const turn of [1, 2]) {
      const sums = new Map<string, number>();
      for (const p of played.filter((x) => x.turn === turn))
        for (const j of p.outcome.append.get('Journal') ?? [])
          sums.set(String(j.Player), (sums.get(String(j.Player)) ?? 0) + Number(j.Amount));
      expect([...sums.values()]).toEqual([0, 0, 0]);
    }
  });

  test('every die is logged with its key, and matches its recorded output', () => {
    for (const p of played)
      for (const l of p.outcome.append.get('Log') ?? [])
        if (l.Die !== '') expect(String(l.Key)).toMatch(/^cp:/);
    const now = played.map(cpSummary);
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(FILE, `${JSON.stringify(now, null, 1)}\n`);
    expect(JSON.parse(JSON.stringify(now))).toEqual(JSON.parse(readFileSync(FILE, 'utf8')));
  });

  test('played twice, identical', () => {
    expect(JSON.stringify(playCp().map(cpSummary))).toBe(JSON.stringify(played.map(cpSummary)));
  });
});
