/**
 * runStage of WarMaster (the seam, rulesets-design.md 3.5): a stage that cannot run throws naming tab, cell and why;
 * the moderator's overrides come from the Log's Override by Key; the dice from the Campaign Seed through stageSeed;
 * each player's report holds only his side.
 */
import { stageSeed } from '../../../src/engine/core/stage';
import { Dice } from '../../../src/engine/dice';
import { WM_STAGE_RULESET as R } from '../../../src/ledger/wm/ruleset';
import { addRow, demoAt, editRow, setCampaign, submit } from './tabs';

const KEY = 'delay:Karak Dum Host:Hochland';

function crossing(): ReturnType<typeof demoAt> {
  const t = demoAt(1, 'orders');
  editRow(t, 'Armies', 'Army', 'Karak Dum Host', { Area: 'Ironpeak' });
  submit(t, 'Karak Dum', 'Karak Dum Host - Move Hochland pick 3');
  return t;
}

describe('runStage', () => {
  test('a bad cell stops the stage, named by tab and cell', () => {
    const t = demoAt(1, 'orders');
    editRow(t, 'Areas', 'Area', 'Grimwood', { Terrain: 'lava' });
    expect(() => R.runStage(t, { overrides: new Map() })).toThrow(
      "The stage cannot run: Areas!B2: Terrain must be one of plains, hills, forest, mountains, swamp, desert; got 'lava'",
    );
  });

  test('an Orders line from someone not on the Players tab stops it, named', () => {
    const t = demoAt(1, 'orders');
    addRow(t, 'Orders', {
      Turn: 1,
      Stage: 'orders',
      Player: 'Bretonnia',
      Line: 1,
      Text: 'X - Move Y',
      Status: 'ok',
    });
    expect(() => R.runStage(t, { overrides: new Map() })).toThrow(
      "Orders: line 1 of turn 1 is from 'Bretonnia', not a player on the Players tab",
    );
  });

  test('the dice come from the Campaign Seed through stageSeed, keyed by what they decide', () => {
    const out = R.runStage(crossing(), { overrides: new Map() });
    const row = out.append.get('Log')?.find((r) => r.Key === KEY);
    const expected = new Dice(stageSeed('border-princes-1', { turn: 1, stage: 'orders' })).roll(KEY, 6);
    expect(row).toMatchObject({ Die: 'd6', Result: expected, Table: '002 MOVEMENT, Terrain effects' });
    expect(R.runStage(crossing(), { overrides: new Map() })).toEqual(out);
  });

  test('an Override on the Log row of this turn replaces that die alone: 6 against 3 delays 3 turns', () => {
    const t = crossing();
    addRow(t, 'Log', {
      Turn: 1,
      Phase: 'M2 Move',
      Subject: 'Karak Dum Host',
      Key: KEY,
      Result: 2,
      Override: 6,
    });
    addRow(t, 'Log', {
      Turn: 0,
      Phase: 'M2 Move',
      Subject: 'Karak Dum Host',
      Key: KEY,
      Result: 2,
      Override: 1,
    });
    const out = R.runStage(t, { overrides: new Map() });
    expect(out.append.get('Log')?.find((r) => r.Key === KEY)?.Effect).toBe(
      'picked 3, rolled 6: delayed 3 turn(s) before crossing mountains',
    );
    expect(out.rewrite.get('Armies')?.find((r) => r.Army === 'Karak Dum Host')).toMatchObject({
      Area: 'Ironpeak',
      Delay: 3,
      'Delay to': 'Hochland',
    });
  });

  test('a different seed is a different campaign: the stage still runs, deterministic for its seed', () => {
    const t = crossing();
    setCampaign(t, 'Seed', 'another');
    const row = R.runStage(t, { overrides: new Map() })
      .append.get('Log')
      ?.find((r) => r.Key === KEY);
    expect(row?.Result).toBe(new Dice(stageSeed('another', { turn: 1, stage: 'orders' })).roll(KEY, 6));
  });

  test('reports: each player reads his own survival rolls, not the other side’s (our reading: rosters are a nation’s own)', () => {
    const t = demoAt(2, 'reports');
    editRow(t, 'Armies', 'Army', 'Ostmark Army', { Area: 'Blackfire Pass', 'Came from': 'Averheim' });
    editRow(t, 'Armies', 'Army', 'Karak Dum Host', { Area: 'Blackfire Pass', 'Came from': 'Karak Dum' });
    addRow(t, 'Battles', {
      Battle: 'T2-01',
      Turn: 2,
      Area: 'Blackfire Pass',
      Armies: 'Ostmark Army vs Karak Dum Host',
      Status: 'to fight',
      Engagement: 'battle',
    });
    submit(t, 'Ostmark', 'T2-01 - Killed 250\nT2-01 - Lost Knights 2');
    submit(t, 'Karak Dum', 'T2-01 - Killed 100\nT2-01 - Lost Warriors 2');
    const reports = R.runStage(t, { overrides: new Map() }).reports;
    const ostmark = (reports.get('Ostmark') ?? []).join('\n');
    expect(ostmark).toContain('Ostmark Knights #1: 2 stands lost');
    expect(ostmark).not.toContain('Karak Dum Warriors');
    expect(ostmark).toContain('T2-01: Ostmark Army wins a major victory, 250 to 100 VP');
    expect((reports.get('Karak Dum') ?? []).join('\n')).not.toContain('Ostmark Knights');
  });

  test('playerView: a player sees his own pending orders, never another’s (TURN ORDER: orders are revealed at the Move step)', () => {
    const t = demoAt(1, 'orders');
    submit(t, 'Ostmark', 'Ostmark Army - Move Averheim');
    submit(t, 'Red Fang', 'Red Fang Horde - Move Barren Hills');
    const view = R.playerView(t, 'Ostmark').join('\n');
    expect(view).toContain('Ostmark Army - Move Averheim [ok]');
    expect(view).not.toContain('Barren Hills [');
    expect(R.playerView(t, 'Red Fang').join('\n')).not.toContain('Move Averheim');
  });
});
