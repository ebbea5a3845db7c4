import { WM_STAGE_RULESET } from '../../src/ledger/wm/ruleset';
import { stageCampaign } from './stages-helpers';

// A reviewer's finding: founding another country (Establish Another Country) stopped Resolve with "The data you
// entered in cell I2 violates the data validation rules set on this cell": the Areas tab was rewritten with the
// new nation as Grimwood's Owner, whose dropdown lists the Players tab, before the new Players row was appended.
// Apps Script refuses such a SpreadsheetApp write as the emulation does. Appends now come before rewrites.

describe('a country founded at the New Year through the sheet (Establish Another Country)', () => {
  it('Resolve writes the new Players row before the Areas tab naming it as an owner', () => {
    const c = stageCampaign(WM_STAGE_RULESET, 'WM country');
    c.demo();
    const set = (tab: string, key: string, cells: Record<string, unknown>): void =>
      c.uncounted(() => {
        const values = c.values(tab);
        const header = (values[0] ?? []).map(String);
        const at = values.findIndex((r) => r[0] === key);
        if (at < 1) throw new Error(`no ${key} on ${tab}`);
        const sheet = c.spreadsheet.getSheetByName(tab);
        for (const [h, v] of Object.entries(cells))
          sheet?.getRange(at + 1, header.indexOf(h) + 1).setValue(v);
      });
    set('Campaign', 'Stage', { Value: 'new-year' });
    set('Areas', 'Grimwood', { Landmass: 'Lustria', Pop: 'Village' });
    set('Areas', 'Border Keep', { Owner: 'Ostmark' });
    set('Areas', 'Tilea Road', { Owner: 'Ostmark' });
    expect(
      c.submit('Ostmark', 'Nation - Town Grimwood\nNation - Country Grimwood as New Lustria race Lizardmen'),
    ).toEqual([]);
    const view = c.preview();
    expect(view.clock.stage).toBe('new-year');
    c.resolve(view.clock);
    expect(c.rows('Players').map((p) => p.Player)).toContain('New Lustria');
    expect(c.rows('Areas').find((a) => a.Area === 'Grimwood')?.Owner).toBe('New Lustria');
  });
});
