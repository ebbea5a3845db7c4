import { stageMapView } from '../../src/gas/stage-map';
import { CP_STAGE_RULESET } from '../../src/ledger/cp/ruleset';
import { WM_STAGE_RULESET } from '../../src/ledger/wm/ruleset';
import { mapRequest } from '../../src/gas/player-report-map-view';
import { stageCampaign } from './stages-helpers';

// Issue 15: the sidebar's Map panel (getMapView through stageMapView) draws a book whose map is a graph as nodes
// and edges, where it said "The CP ledger has no hex map." before. Each tab it needs is read once.

describe('the Map panel on the Campaign points demo', () => {
  const c = stageCampaign(CP_STAGE_RULESET, 'CP graph map');
  c.demo();
  c.emulation.world.calls.reset();
  const view = c.run(() => stageMapView(CP_STAGE_RULESET, mapRequest({ player: '', supply: '' })));
  const calls = c.emulation.world.calls.byMethod();

  it('draws the 13 territories and 17 roads in place of "no hex map"', () => {
    expect(view.svg).not.toContain('no hex map');
    expect(view.svg.match(/<g><title>/g)).toHaveLength(13);
    expect(view.svg.match(/<line /g)).toHaveLength(17);
    expect(view.players).toEqual(['Ostland', 'Reikland', 'Middenland']);
  });

  it('reads the Players, Territories, Roads and Armies tabs once each, and no other', () => {
    expect(calls['Sheet.getSheetValues'] ?? 0).toBe(4);
    expect(calls['Spreadsheet.getSheetByName']).toBe(4);
  });

  it('a player’s map is the whole board (003: nothing is secret)', () => {
    const ostland = c.run(() =>
      stageMapView(CP_STAGE_RULESET, mapRequest({ player: 'Ostland', supply: '' })),
    );
    expect(ostland.player).toBe('Ostland');
    expect(ostland.svg).toBe(view.svg);
  });
});

describe('the Map panel on the WarMaster demo', () => {
  const c = stageCampaign(WM_STAGE_RULESET, 'WM graph map');
  c.demo();
  const whole = c.run(() => stageMapView(WM_STAGE_RULESET, mapRequest({ player: '', supply: '' })));
  const ostmark = c.run(() => stageMapView(WM_STAGE_RULESET, mapRequest({ player: 'Ostmark', supply: '' })));

  it('draws the 30 areas and 49 boundaries, each in its owner’s colour', () => {
    expect(whole.svg.match(/<g><title>/g)).toHaveLength(30);
    expect(whole.svg.match(/<line /g)).toHaveLength(49);
    // Ostwald is Ostmark's (#c0392b on the demo's Players tab).
    expect(whole.svg).toMatch(
      /<title>Ostwald\nheld by Ostmark\n[^<]*<\/title><rect [^>]*\/><rect [^>]*fill="#c0392b"/,
    );
  });

  it('Ostmark’s map: Karak Dum’s army where it stands, without its General; the moderator’s with him', () => {
    expect(whole.svg).toContain('Thane Borri');
    expect(ostmark.svg).toContain('>• Karak Dum Host (Karak Dum)</text>');
    expect(ostmark.svg).not.toContain('Thane Borri');
    expect(ostmark.svg).toContain('Graf Otto');
  });
});
