/**
 * CT-R14 through the built bundle (dist/Code.js under the emulation), as the moderator plays it: the Broken
 * Crowns demo with Last round 1, no stakes (both battles void), then pre-battle, post-battle and purchases each
 * previewed and resolved. The last purchases must resolve and set Over and Winner; before, the Resolve was
 * refused "The Campaign tab has no row 'Over', 'Winner'" and Set up ledger had nothing to add. Needs `npm run build`.
 */
import { loadBundle } from '../../../src/local/bundle';
import { Emulation } from '../../../src/local/emulation';
import type { ResolvedStageView, StageView } from '../../../src/gas/stages/sidebar-api';
import { DIST } from '../../bundle/entry-points';

describe('CT-R14: the last round finishes through Resolve', () => {
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet('CT last round');
  const script = loadBundle(emulation, DIST);
  const uncounted = <T>(work: () => T): T => emulation.world.calls.uncounted(work);
  uncounted(() =>
    spreadsheet
      .insertSheet('Campaign')
      .getRange(1, 1, 2, 3)
      .setValues([
        ['Setting', 'Value', 'About'],
        ['Ruleset', 'Chronopia', ''],
      ]),
  );
  script.call('menuSetUpLedger');
  script.call('menuLoadDemo');
  const campaign = () => uncounted(() => spreadsheet.getSheetByName('Campaign')!.getDataRange().getValues());
  const value = (setting: string) => campaign().find((r) => r[0] === setting)?.[1];
  uncounted(() => {
    const row = campaign().findIndex((r) => r[0] === 'Last round');
    spreadsheet
      .getSheetByName('Campaign')!
      .getRange(row + 1, 2)
      .setValue(1);
  });

  it('a new ledger has Over FALSE and a blank Winner', () => {
    expect(value('Over')).toBe(false);
    expect(value('Winner')).toBe('');
  });

  it('pre-battle, post-battle and purchases resolve; the Preview of the last says the campaign is over', () => {
    const views: StageView[] = [];
    for (let i = 0; i < 3; i++) {
      const view = script.call('previewStageTurn', [{}]) as StageView;
      views.push(view);
      const done = script.call('resolveStageTurn', [view.clock, {}, view.fingerprint]) as ResolvedStageView;
      expect(done.view.clock).toEqual(view.clock);
    }
    expect(views.map((v) => v.clock.stage)).toEqual(['pre-battle', 'post-battle', 'purchases']);
    const said = views[2].summaries.flatMap((s) => s.lines);
    expect(said.some((l) => l.startsWith('The campaign is over: '))).toBe(true);
    expect(value('Over')).toBe(true);
    expect(String(value('Winner'))).not.toBe('');
  });

  it('Set up ledger adds Over and Winner back to a ledger made without them', () => {
    uncounted(() => {
      const sheet = spreadsheet.getSheetByName('Campaign')!;
      // An old ledger: the two rows' cells emptied (the emulation deletes no rows).
      for (const name of ['Winner', 'Over'])
        sheet.getRange(campaign().findIndex((r) => r[0] === name) + 1, 1, 1, 3).setValues([['', '', '']]);
    });
    expect(value('Over')).toBeUndefined();
    script.call('menuSetUpLedger');
    expect(campaign().map((r) => r[0])).toEqual(expect.arrayContaining(['Over', 'Winner']));
  });
});
