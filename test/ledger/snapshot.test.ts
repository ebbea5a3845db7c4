import { chunkText, decodeSnapshot, encodeSnapshot, LedgerSnapshot } from '../../src/ledger/snapshot';

// The _undo tab holds the snapshot as cells of at most 45,000 characters. A cut between the two halves of a
// surrogate pair (an emoji) leaves each cell with a lone half, which Sheets and the xlsx file cannot keep.

const wellFormed = (text: string): boolean =>
  !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);

describe('the undo snapshot in cells', () => {
  it('never cuts an emoji in two, wherever the cut falls', () => {
    for (let offset = 0; offset < 4; offset++) {
      const text = 'x'.repeat(offset) + '🏰⚔️🐉'.repeat(40);
      const chunks = chunkText(text, 7);
      expect(chunks.every(wellFormed)).toBe(true);
      expect(chunks.join('')).toBe(text);
      expect(chunks.every((c) => c.length <= 7 && c.length > 0)).toBe(true);
    }
  });

  it('round-trips a snapshot with long emoji text across many cells, each well formed', () => {
    const note = `${'🐉'.repeat(30000)} Dragon's lair`;
    const snapshot: LedgerSnapshot = {
      id: 'abc',
      turn: 3,
      rewritten: {
        Armies: {
          from: 2,
          values: [['Host', 'Clan Varn', '0304', 500, note, new Date('2026-12-01T18:00:00Z')]],
          inputs: { '0:4': "'=1+1" },
          computed: { '6': '=SUPPLY_RANGE(C2:C, B2:B, LedgerVersion)' },
          maxRows: null,
        },
      },
      appended: { Log: { rows: 120, maxRows: 500 } },
      inserted: { Ann: { column: 2, maxColumns: 4, maxRows: 1000 } },
    };
    const cells = encodeSnapshot(snapshot);
    expect(cells.length).toBeGreaterThan(1);
    expect(cells.every(wellFormed)).toBe(true);
    expect(cells.every((c) => c.length <= 45001)).toBe(true);
    expect(decodeSnapshot(cells)).toEqual(snapshot);
  });

  it('cells that could read as formulas, numbers or dates are marked, so no cell format changes them', () => {
    const cells = encodeSnapshot({ id: 'x', turn: 1, rewritten: {}, appended: {} });
    expect(cells.every((c) => c.startsWith('~'))).toBe(true);
    expect(decodeSnapshot(['', ''])).toBeNull();
    expect(() => decodeSnapshot(['~{"turn":'])).toThrow('The _undo tab is damaged');
  });
});
