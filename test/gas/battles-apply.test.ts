import type { UndoneTurn } from '../../src/gas/sidebar-api';
import { battleCampaign } from './battles-helpers';

// Issue 12 through dist/Code.js: orders → Resolve → the moderator's battle choices → Apply battle results → the
// next turn; Apply never applies a battle twice and Undo puts the ledger back exactly.

const army = (c: ReturnType<typeof battleCampaign>, name: string) =>
  c.rows('Armies').find((a) => a.Army === name);

describe('Apply battle results', () => {
  it('lists an incomplete battle with what is missing and applies nothing', () => {
    const c = battleCampaign();
    const before = c.book();
    const view = c.preview();
    expect(view.applied).toEqual([]);
    expect(view.incomplete).toEqual([{ id: 'T1-B1', messages: ['Battle T1-B1: no result entered yet'] }]);
    expect(() => c.apply()).toThrow(
      'No battle has a complete result yet: Battle T1-B1: no result entered yet',
    );
    c.set('Battles', 'T1-B1', { 'Attacker choice': 'fight' });
    expect(c.preview().incomplete).toEqual([
      { id: 'T1-B1', messages: ["Battle T1-B1: Gorthak Horde's choice is missing (fight, truce or run)"] },
    ]);
    c.set('Battles', 'T1-B1', { 'Attacker choice': '' });
    expect(c.book()).toBe(before);
  });

  it('a fought battle: losses, the loser retreats, Applied is set; never applied twice; Undo restores exactly', () => {
    const c = battleCampaign();
    c.set('Battles', 'T1-B1', {
      'Attacker choice': 'fight',
      'Defender choice': 'fight',
      Winner: 'Aurelian Throne',
      'Points lost': 'Knights of the Dawn: 100; Bloodfang Wolf Riders: 200',
      'Turns played': 6,
    });
    const entered = c.book();
    const preview = c.preview();
    expect(preview.applied).toEqual(['T1-B1']);
    expect(c.book()).toBe(entered);
    const { view, state } = c.apply();
    expect(view).toEqual(preview);
    expect(state.canUndo).toBe(true);
    expect(army(c, 'Knights of the Dawn')).toMatchObject({ Points: 400 });
    // Table 17, Fight/Fight with a winner: the loser retreats one hex (Retreats: it did not come from a hex next
    // door, so toward its nearest city, Skullrock 1114), each army loses what the moderator entered.
    expect(army(c, 'Bloodfang Wolf Riders')).toMatchObject({
      Hex: '1107',
      Points: 400,
      'Battle losses': 200,
    });
    // Table 19: the winner takes 5 x the loser's size (6) in d20, each die logged under its key.
    const spoils = view.rolls.filter((r) => r.key.startsWith('battle:T1-B1:spoils:'));
    expect(spoils.map((r) => r.die)).toEqual(['d20', 'd20', 'd20', 'd20', 'd20', 'd20']);
    const guilders = 5 * spoils.reduce((sum, r) => sum + Number(r.result), 0);
    const journal = c.rows('Treasury').filter((r) => r.Category === 'Spoils');
    expect(journal.map((r) => [r.Turn, r.Player, r.Amount])).toEqual([[1, 'Aurelian Throne', guilders]]);
    const logged = c.rows('Log').filter((r) => String(r.Key).startsWith('battle:T1-B1:spoils:'));
    expect(logged.map((r) => [r.Turn, r.Key, String(r.Result)])).toEqual(
      spoils.map((r) => [1, r.key, r.result]),
    );
    // An override of one die changes only that die (one die per key).
    const first = spoils[0].key;
    c.script.call('undoLastTurn');
    const overridden = c.preview({ [first]: 20 });
    expect(overridden.rolls.find((r) => r.key === first)?.result).toBe('20');
    expect(overridden.rolls.filter((r) => r.key !== first)).toEqual(
      view.rolls.filter((r) => r.key !== first),
    );
    c.apply();
    // Never twice.
    expect(() => c.apply()).toThrow('There are no battles to apply.');
    const undone = c.script.call('undoLastTurn') as UndoneTurn;
    expect(undone.message).toBe(
      'The battle results applied after turn 1 were undone: the ledger is back as it was before they were applied.',
    );
    expect(c.book()).toBe(entered);
    // The Resolve before them can still be undone: the Battles tab's rows (and what was entered) go with it.
    c.script.call('undoLastTurn');
    expect(c.rows('Battles')).toEqual([]);
    expect(army(c, 'Knights of the Dawn')).toMatchObject({ Hex: '1107', Points: 500 });
  });

  it('a truce: nothing moves, and the armies standing together are not a battle again the next turn', () => {
    const c = battleCampaign();
    c.set('Battles', 'T1-B1', { 'Attacker choice': 'truce', 'Defender choice': 'truce' });
    const { view } = c.apply();
    expect(view.applied).toEqual(['T1-B1']);
    expect(army(c, 'Knights of the Dawn')).toMatchObject({ Hex: '1106', Points: 500 });
    expect(army(c, 'Bloodfang Wolf Riders')).toMatchObject({ Hex: '1106', Points: 600 });
    c.script.call('resolveTurn', [2, {}]);
    expect(c.rows('Battles').map((b) => b.Id)).toEqual(['T1-B1']);
    // The truce held for one turn: on turn 3 they are a battle again if they still stand together.
    c.script.call('resolveTurn', [3, {}]);
    expect(c.rows('Battles').map((b) => b.Id)).toEqual(['T1-B1', 'T3-B1']);
  });

  it('a battle not played by its deadline is resolved abstractly (Appendix D), every roll logged', () => {
    const c = battleCampaign();
    c.set('Battles', 'T1-B1', {
      'Attacker choice': 'fight',
      'Defender choice': 'fight',
      'Attacker strategy': 'Flank Attack',
      'Defender strategy': 'Hold',
    });
    expect(c.preview().incomplete).toEqual([
      {
        id: 'T1-B1',
        messages: [expect.stringContaining('may be resolved abstractly only after its deadline')],
      },
    ]);
    c.emulation.world.advanceClock(8 * 24 * 60 * 60 * 1000); // past the 7-day Battle deadline
    const { view } = c.apply();
    expect(view.applied).toEqual(['T1-B1']);
    const outcome = view.rolls.filter((r) => r.key.startsWith('battle:T1-B1:'));
    expect(outcome.length).toBeGreaterThan(0);
    const logged = c.rows('Log').filter((r) => String(r.Key).startsWith('battle:T1-B1:'));
    expect(logged.map((r) => r.Key)).toEqual(view.rolls.map((r) => r.key));
  });

  it('Campaign → Apply battle results says what it applied, and what it left with what is missing', () => {
    const c = battleCampaign();
    const ui = c.emulation.services.Ui;
    c.script.call('menuApplyBattleResults');
    expect(ui.alerts[ui.alerts.length - 1].prompt).toBe(
      'Apply battle results stopped: No battle has a complete result yet: Battle T1-B1: no result entered yet',
    );
    c.set('Battles', 'T1-B1', { 'Attacker choice': 'run', 'Defender choice': 'truce' });
    c.script.call('menuApplyBattleResults');
    const said = String(ui.alerts[ui.alerts.length - 1].prompt);
    expect(said.split('\n')[0]).toBe('Applied 1 battle: T1-B1.');
    expect(c.rows('Battles')[0].Applied).toBe('turn 2');
  });

  it('a bad battle cell is named by Check ledger and stops Resolve and Apply', () => {
    const c = battleCampaign();
    c.set('Armies', 'Knights of the Dawn', { Broken: 'maybe' });
    const column = String.fromCharCode(65 + c.values('Armies')[0].indexOf('Broken'));
    const row = c.values('Armies').findIndex((r) => r[0] === 'Knights of the Dawn') + 1;
    const problem = `Armies!${column}${row}: Broken must be TRUE or FALSE, got 'maybe'`;
    c.script.call('menuCheckLedger');
    const ui = c.emulation.services.Ui;
    expect(ui.alerts[ui.alerts.length - 1].prompt).toContain(problem);
    expect(() => c.script.call('resolveTurn', [2, {}])).toThrow(problem);
    expect(() => c.preview()).toThrow(problem);
  });

  it('the next turn heals a wounded individual; Undo of that turn gives back the ledger as Apply left it', () => {
    const c = battleCampaign();
    c.sheet('Individuals')
      .getRange(2, 1, 1, 12)
      .setValues([
        [
          'Ser Aldric',
          'Aurelian Throne',
          'Knights of the Dawn',
          'Aurelian Throne',
          3,
          3,
          2,
          8,
          0,
          0,
          true,
          'active',
        ],
      ]);
    c.set('Battles', 'T1-B1', {
      'Attacker choice': 'fight',
      'Defender choice': 'fight',
      Winner: 'Aurelian Throne',
      'Points lost': 'Knights of the Dawn: 0; Bloodfang Wolf Riders: 100',
      Individuals: 'Ser Aldric: 2',
      'Spells cast': 'Ser Aldric: 1',
      'Turns played': 6,
    });
    c.apply();
    const aldric = () => c.rows('Individuals').find((i) => i.Name === 'Ser Aldric');
    // Wounded twice, and a spell cast is 1 experience (EXPERIENCE).
    expect(aldric()).toMatchObject({ Wounds: 2, Status: 'active' });
    expect(Number(aldric()?.Experience)).toBeGreaterThanOrEqual(1);
    const applied = c.book();
    c.script.call('resolveTurn', [2, {}]);
    // "recover one wound each turn, starting with the turn after they were wounded".
    expect(aldric()).toMatchObject({ Wounds: 1 });
    c.script.call('undoLastTurn');
    expect(c.book()).toBe(applied);
  });

  it('Apply refuses a ledger changed since its Preview, and changes nothing', () => {
    const c = battleCampaign();
    c.set('Battles', 'T1-B1', { 'Attacker choice': 'truce', 'Defender choice': 'truce' });
    const shown = c.preview();
    c.set('Battles', 'T1-B1', { 'Defender choice': 'run' });
    const edited = c.book();
    expect(() => c.script.call('applyBattleResults', [{}, shown.fingerprint])).toThrow(
      'The ledger changed since the Preview of battle results (a result, an army or the treasury was edited). Nothing was applied: Preview again.',
    );
    expect(c.book()).toBe(edited);
    const again = c.preview();
    expect(again.fingerprint).not.toBe(shown.fingerprint);
    c.script.call('applyBattleResults', [{}, again.fingerprint]);
    expect(c.rows('Battles')[0].Applied).toBe('turn 2');
  });
});
