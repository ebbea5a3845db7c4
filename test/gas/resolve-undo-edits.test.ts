import { loadBundle } from '../../src/local/bundle';
import { Emulation } from '../../src/local/emulation';
import { DIST } from '../bundle/entry-points';
import { workbookSnapshot } from '../support/workbook-snapshot';
import type { UndoneTurn } from '../../src/gas/sidebar-api';

// Undo after a hand edit: a moderator fixes a cell the Resolve wrote (a typo in Armies); Undo used to put the
// values from before the Resolve over it without a word. Now it refuses once, naming the cell, and goes on
// when run again with the cells as they were then; edits nobody made (submissions after the Resolve) and cells
// the Resolve did not write never stop it.

const ORDERS: Record<string, string> = {
  'firstborn@example.com':
    'Firstborn Expeditionary Force - Move 3\nAurelia - Grow\nRoyal Sappers - Build Road',
  'dwarves@example.com': 'Hammerguard of Karak Varn - Hold\nKarak Varn - Build Marketplace',
};

function resolved() {
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet('Undo edits test');
  const script = loadBundle(emulation, DIST);
  script.call('menuLoadDemo');
  script.call('menuCreateOrdersForm');
  const { FormApp } = emulation.services;
  const submit = (email: string, text: string) =>
    FormApp.submit(FormApp.forms[0].id, email, { Orders: text });
  for (const [email, text] of Object.entries(ORDERS)) submit(email, text);
  const book = (): string =>
    JSON.stringify(
      (workbookSnapshot(emulation, spreadsheet) as { name: string }[]).filter((s) => s.name !== '_undo'),
    );
  const before = book();
  script.call('resolveTurn', [1, {}]);
  const uncounted = <T>(work: () => T): T => emulation.world.calls.uncounted(work);
  const sheet = (name: string) => {
    const found = spreadsheet.getSheetByName(name);
    if (!found) throw new Error(`no ${name} tab`);
    return found;
  };
  /** The A1 of the cell in `header`'s column of the row whose first cell is `key`, and its value. */
  const cellOf = (name: string, key: string, header: string): { a1: string; value: unknown } =>
    uncounted(() => {
      const values = sheet(name).getDataRange().getValues();
      const row = values.findIndex((r) => r[0] === key);
      const column = values[0].indexOf(header);
      if (row < 0 || column < 0) throw new Error(`no ${key} / ${header} on ${name}`);
      return { a1: `${String.fromCharCode(65 + column)}${row + 1}`, value: values[row][column] };
    });
  const edit = (name: string, a1: string, value: unknown): void =>
    uncounted(() => {
      sheet(name).getRange(a1).setValue(value);
    });
  const undo = (): UndoneTurn => script.call('undoLastTurn') as UndoneTurn;
  return { emulation, script, book, before, cellOf, edit, undo, submit };
}

describe('Undo after the cells a Resolve wrote were edited', () => {
  it('refuses once naming the cell, changes nothing, and undoes when run again', () => {
    const c = resolved();
    // The army the turn moved: its row is among those the Resolve rewrote.
    const points = c.cellOf('Armies', 'Firstborn Expeditionary Force', 'Points');
    expect(points.value).toBe(700);
    c.edit('Armies', points.a1, 750);
    const edited = c.book();
    expect(() => c.undo()).toThrow(
      new RegExp(
        `^Nothing was undone: Armies!${points.a1} was changed after turn 1 was resolved \\(a hand edit\\?\\).*run Undo last turn again to undo the turn anyway\\.$`,
      ),
    );
    expect(c.book()).toBe(edited);
    expect(c.undo().message).toBe('Turn 1 was undone: the ledger is back as it was before it was resolved.');
    expect(c.book()).toBe(c.before);
  });

  it('asks again when the cells changed after it asked', () => {
    const c = resolved();
    const points = c.cellOf('Armies', 'Firstborn Expeditionary Force', 'Points');
    c.edit('Armies', points.a1, 750);
    expect(() => c.undo()).toThrow(/Armies!/);
    c.edit('Armies', points.a1, 800);
    expect(() => c.undo()).toThrow(new RegExp(`Armies!${points.a1} was changed`));
    c.undo();
    expect(c.book()).toBe(c.before);
  });

  it('names every tab changed', () => {
    const c = resolved();
    const points = c.cellOf('Armies', 'Firstborn Expeditionary Force', 'Points');
    // Aurelia grew (Grow): its row is among those the Resolve rewrote on the Cities tab.
    const size = c.cellOf('Cities', 'Aurelia', 'Size');
    c.edit('Armies', points.a1, 750);
    c.edit('Cities', size.a1, Number(size.value) + 1);
    expect(() => c.undo()).toThrow(
      new RegExp(`Cities!${size.a1} and Armies!${points.a1} were changed after turn 1`),
    );
  });

  it('goes on at once when an edit was put back, or after submissions for the next turn', () => {
    const c = resolved();
    const points = c.cellOf('Armies', 'Firstborn Expeditionary Force', 'Points');
    c.edit('Armies', points.a1, 750);
    c.edit('Armies', points.a1, 700);
    c.submit('dwarves@example.com', 'Hammerguard of Karak Varn - Hold');
    expect(c.undo().message).toMatch(/^Turn 1 was undone/);
  });
});
