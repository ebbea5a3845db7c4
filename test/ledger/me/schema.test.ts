import { ME_CELL_FUNCTIONS } from '../../../src/ledger/me/custom-functions';
import { ME_ARMIES_TAB, ME_MAP_TAB, ME_TABS, meTextColumnPositions } from '../../../src/ledger/me/schema';
import { columnLetter } from '../../../src/ledger/setup-plan';

describe('ME tabs (rulesets-design §5)', () => {
  it("has the design's tabs and the agreements tab the model needs", () => {
    expect(ME_TABS.map((t) => t.name)).toEqual([
      'Map',
      'Kingdoms',
      'Armies',
      'Characters',
      'Neutral kingdoms',
      'Mercenaries',
      'Carry',
      'Diplomacy',
    ]);
  });

  it('gives every column a note and no tab the same header twice', () => {
    for (const tab of ME_TABS) {
      const headers = tab.columns.map((c) => c.header.toLowerCase());
      expect(new Set(headers).size).toBe(headers.length);
      for (const c of tab.columns) expect(c.note.length).toBeGreaterThan(10);
    }
  });

  it('calls only the ME custom functions, each with its listed number of arguments', () => {
    const letter = (tab: (typeof ME_TABS)[number]) => (header: string) =>
      columnLetter(tab.columns.findIndex((c) => c.header === header) + 1);
    const calls = ME_TABS.flatMap((tab) =>
      tab.columns
        .filter((c) => c.formula)
        .map((c) => (c.formula as (col: (h: string) => string) => string)(letter(tab))),
    );
    expect(calls).toEqual([
      '=ME_ORPHANED(A2:A, F2:F, LedgerVersion)',
      '=ME_SUPPORT(A2:A, LedgerVersion)',
      '=ME_ENTITLEMENTS(A2:A, LedgerVersion)',
      '=ME_EFFECTIVE_POWER(A2:A, LedgerVersion)',
      '=ME_TOTAL_SIZE(C2:C)',
    ]);
    for (const call of calls) {
      const [, name, args] = /^=(\w+)\((.*)\)$/.exec(call) ?? [];
      const spec = ME_CELL_FUNCTIONS.find((f) => f.name === name);
      expect(spec?.params.length).toBe(args?.split(',').length);
    }
  });

  it("finds the text columns by header in the sheet's own order", () => {
    expect(meTextColumnPositions(ME_ARMIES_TAB.name, ['Notes', 'Basic size', 'army', 'List'])).toEqual([
      2, 3,
    ]);
    expect(meTextColumnPositions(ME_MAP_TAB.name, ['Hex', 'Terrain'])).toEqual([0]);
    expect(meTextColumnPositions('Nothing', ['Hex'])).toEqual([]);
  });
});
