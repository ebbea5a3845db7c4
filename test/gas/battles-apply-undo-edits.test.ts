import type { UndoneTurn } from '../../src/gas/sidebar-api';
import { battleCampaign } from './battles-helpers';

// Undo after Apply battle results and a hand edit: Apply kept no prints of the cells it wrote, so Undo put the
// values from before it over a moderator's later fix without a word. Now it refuses once naming the cell, as
// after a Resolve (resolve-undo-edits.test.ts), and undoes the battle results when run again.

function applied() {
  const c = battleCampaign();
  // Table 17, Fight/Fight with a winner: each army loses what the moderator entered (battles-apply.test.ts).
  c.set('Battles', 'T1-B1', {
    'Attacker choice': 'fight',
    'Defender choice': 'fight',
    Winner: 'Aurelian Throne',
    'Points lost': 'Knights of the Dawn: 100; Bloodfang Wolf Riders: 200',
    'Turns played': 6,
  });
  const before = c.book();
  c.apply();
  const uncounted = <T>(work: () => T): T => c.emulation.world.calls.uncounted(work);
  /** The A1 of `header`'s cell in the row of `tab` whose first cell is `key`, and its value. */
  const cellOf = (tab: string, key: string, header: string): { a1: string; value: unknown } =>
    uncounted(() => {
      const values = c.values(tab);
      const row = values.findIndex((r) => r[0] === key);
      const column = values[0].indexOf(header);
      if (row < 0 || column < 0) throw new Error(`no ${key} / ${header} on ${tab}`);
      return { a1: `${String.fromCharCode(65 + column)}${row + 1}`, value: values[row][column] };
    });
  const edit = (tab: string, a1: string, value: unknown): void =>
    uncounted(() => {
      c.sheet(tab).getRange(a1).setValue(value);
    });
  const undo = (): UndoneTurn => c.script.call('undoLastTurn') as UndoneTurn;
  return { ...c, before, cellOf, edit, undo };
}

describe('Undo after the cells Apply battle results wrote were edited', () => {
  it('refuses once naming the cell, changes nothing, and undoes the battle results when run again', () => {
    const c = applied();
    // The loser's points: 600 - 200 lost, written by Apply (its row is among those it rewrote).
    const points = c.cellOf('Armies', 'Bloodfang Wolf Riders', 'Points');
    expect(points.value).toBe(400);
    c.edit('Armies', points.a1, 450);
    const edited = c.book();
    expect(() => c.undo()).toThrow(
      new RegExp(
        `^Nothing was undone: Armies!${points.a1} was changed after the battle results of turn 1 were applied \\(a hand edit\\?\\)\\. Undo puts back every cell Apply battle results wrote as it was before they were applied, so that change would be lost: note it to make again after the Undo, then run Undo last turn again to undo the battle results anyway\\.$`,
      ),
    );
    expect(c.book()).toBe(edited);
    expect(c.undo().message).toBe(
      'The battle results applied after turn 1 were undone: the ledger is back as it was before they were applied.',
    );
    expect(c.book()).toBe(c.before);
  });

  it('goes on at once when nothing it wrote was changed since', () => {
    const c = applied();
    const points = c.cellOf('Armies', 'Bloodfang Wolf Riders', 'Points');
    c.edit('Armies', points.a1, 450);
    c.edit('Armies', points.a1, 400);
    expect(c.undo().message).toMatch(/^The battle results applied after turn 1 were undone/);
    expect(c.book()).toBe(c.before);
  });
});
