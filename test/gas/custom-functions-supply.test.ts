import { armySupply, createSupplyOracle, unitSupply } from '../../src/engine/cs42/supply';
import type { Army, CampaignState, City, MapHex } from '../../src/engine/model';
import { formatHex, Hex } from '../../src/engine/hex';
import { loadBundle } from '../../src/local/bundle';
import { Emulation } from '../../src/local/emulation';
import { syntheticCampaign } from '../../src/local/synthetic';
import { recalculate, syntheticLedger } from '../../src/local/synthetic-ledger';
import { DIST } from '../bundle/entry-points';

// The sheet's supply columns through dist/Code.js under the emulation: they judge every row as the resolver
// does (issue 12: the sheet applied the Blackblood bonus by the owner's race, the resolver by the army's), and
// Sheets' cache of custom function results (by arguments) never serves a result from another ledger.

type Ledger = ReturnType<typeof syntheticLedger>;

function column(ledger: Ledger, tab: string, header: string): unknown[] {
  return ledger.emulation.world.calls.uncounted(() => {
    const values = ledger.spreadsheet.getSheetByName(tab)?.getDataRange().getValues() ?? [];
    const c = values[0].map(String).indexOf(header);
    return values.slice(1).map((row) => row[c]);
  });
}

/** Half the armies of Blackblood race whatever their owner's race; every ninth a flyer (syntheticCampaign). */
function mixedRaces(): CampaignState {
  const state = syntheticCampaign({
    players: 8,
    width: 30,
    height: 30,
    cities: 30,
    armies: 400,
    units: 200,
    seed: 'races',
  });
  return {
    ...state,
    armies: state.armies.map((a, i) => ({ ...a, race: i % 2 === 0 ? 'Blackblood' : 'Firstborn' })),
  };
}

describe('the supply columns agree with the resolver, row by row', () => {
  const state = mixedRaces();
  const ledger = syntheticLedger(state, { dist: DIST });
  recalculate(ledger);
  const oracle = createSupplyOracle(state);
  const distance = (d: number | null) => (d === null ? 'none' : d);
  const blackbloodPlayers = new Set(state.players.filter((p) => p.race === 'Blackblood').map((p) => p.name));

  it('armies: range and status as armySupply gives them (the army’s race, flyers, water)', () => {
    const range = column(ledger, 'Armies', 'Supply range').slice(0, state.armies.length);
    const status = column(ledger, 'Armies', 'Supply status').slice(0, state.armies.length);
    const reports = state.armies.map((a) => armySupply(oracle, a));
    expect(range).toEqual(reports.map((r) => distance(r.distance)));
    expect(status).toEqual(reports.map((r) => r.status));
  });

  it('at the band edges the army’s own race decides (RULINGS 12), not the owner’s', () => {
    const range = column(ledger, 'Armies', 'Supply range');
    const status = column(ledger, 'Armies', 'Supply status');
    const edges = state.armies
      .map((a, i) => ({ a, d: range[i], s: status[i] }))
      .filter(({ a, d }) => a.mobility !== 'FLYER' && (d === 6 || d === 11 || d === 16));
    const byArmy = edges.filter(({ a }) => a.race === 'Blackblood' && !blackbloodPlayers.has(a.player));
    const byOwner = edges.filter(({ a }) => a.race !== 'Blackblood' && blackbloodPlayers.has(a.player));
    expect(byArmy.length).toBeGreaterThan(0);
    expect(byOwner.length).toBeGreaterThan(0);
    const plus1 = { 6: 'Regular', 11: 'Long', 16: 'Extended' } as Record<number, string>;
    const plain = { 6: 'Long', 11: 'Extended', 16: 'Out of Supply' } as Record<number, string>;
    for (const { d, s } of byArmy) expect([d, s]).toEqual([d, plus1[d as number]]);
    for (const { d, s } of byOwner) expect([d, s]).toEqual([d, plain[d as number]]);
  });

  it('units: range and status as unitSupply gives them (the owner’s race)', () => {
    const range = column(ledger, 'Units', 'Supply range').slice(0, state.units.length);
    const status = column(ledger, 'Units', 'Supply status').slice(0, state.units.length);
    const reports = state.units.map((u) => unitSupply(oracle, u));
    expect(range).toEqual(reports.map((r) => distance(r.distance)));
    expect(status).toEqual(reports.map((r) => r.status));
  });
});

/** A 10 x 10 plain with one city each for Red and Blue; Blue Host stands in Red's city (no declarations:
 * Unknown, so enemies, RULINGS 11). */
function heldCity(): CampaignState {
  const hexes = new Map<string, MapHex>();
  for (let col = 1; col <= 10; col++)
    for (let row = 1; row <= 10; row++) {
      const hex = { col, row };
      hexes.set(formatHex(hex), {
        hex,
        terrain: 'Plains',
        road: false,
        rivers: [],
        bridges: [],
        fords: [],
        special: null,
        mine: false,
      });
    }
  const city = (name: string, player: string, hex: Hex): City => ({
    name,
    player,
    hex,
    size: 4,
    improvements: [],
    conquered: false,
    besieged: false,
    corruption: 0,
  });
  const army = (name: string, player: string, hex: Hex): Army => ({
    name,
    player,
    hex,
    points: 600,
    mobility: 'FOOT',
    race: 'Firstborn',
    site: 'field',
  });
  const player = (name: string) => ({
    name,
    email: `${name}@example.com`,
    race: 'Firstborn',
    colour: '#808080',
  });
  const state: CampaignState = {
    turn: 1,
    map: { width: 10, height: 10, hexes },
    players: [player('Red'), player('Blue')],
    diplomacy: [],
    cities: [city('Redholm', 'Red', { col: 2, row: 2 }), city('Bluetown', 'Blue', { col: 2, row: 8 })],
    armies: [
      army('Red Host', 'Red', { col: 2, row: 2 }),
      army('Red Guard', 'Red', { col: 3, row: 2 }),
      army('Blue Host', 'Blue', { col: 2, row: 2 }),
    ],
    units: [],
    structures: [],
  };
  return state;
}

describe('RULINGS 31 in the sheet’s supply columns', () => {
  // "A source with an enemy army in its hex: units standing on that city or linked depot keep distance 0 and
  // Regular supply; the hex supplies nothing beyond itself (it blocks paths, ruling 11)."
  const ledger = syntheticLedger(heldCity(), { dist: DIST });
  recalculate(ledger);
  const range = column(ledger, 'Armies', 'Supply range').slice(0, 3);
  const status = column(ledger, 'Armies', 'Supply status').slice(0, 3);

  it('an army at its own city keeps distance 0 and Regular when an enemy army is in the hex', () => {
    expect([range[0], status[0]]).toEqual([0, 'Regular']);
  });

  it('the city supplies nothing beyond its hex: Red Guard next to it (0302), with no other source, is cut off', () => {
    expect([range[1], status[1]]).toEqual(['none', 'Out of Supply']);
    // Blue Host, 6 hexes up the column from Bluetown (0208 to 0202, a free path), is supplied as before.
    expect([range[2], status[2]]).toEqual([6, 'Long']);
  });
});

describe('Sheets caches a custom function’s result by its arguments', () => {
  it('Resolve, Undo, then a hand edit: the supply columns show the edited ledger, not the resolved one', () => {
    const emulation = new Emulation();
    const spreadsheet = emulation.newActiveSpreadsheet('Stale');
    const script = loadBundle(emulation, DIST);
    script.call('menuLoadDemo');
    const units = (header: string): unknown[] =>
      emulation.world.calls.uncounted(() => {
        const values = spreadsheet.getSheetByName('Units')?.getDataRange().getValues() ?? [];
        const c = values[0].map(String).indexOf(header);
        return values
          .slice(1)
          .filter((row) => row[0] !== '')
          .map((row) => row[c]);
      });
    expect(units('Supply range').every((d) => typeof d === 'number')).toBe(true);
    script.call('resolveTurn', [1, {}]);
    expect(units('Supply range').every((d) => typeof d === 'number')).toBe(true);
    script.call('undoLastTurn');

    // The moderator clears the Cities tab: no city, so no source and no linked depot for anyone.
    const cities = spreadsheet.getSheetByName('Cities');
    if (!cities) throw new Error('no Cities tab');
    const rows = cities.getLastRow() - 1;
    cities.getRange(2, 1, rows, cities.getLastColumn()).clearContent();
    script.call('onEdit', [{ range: cities.getRange(2, 1) }]);

    expect(units('Supply range').every((d) => d === 'none')).toBe(true);
    expect(units('Supply status').every((s) => s === 'Out of Supply')).toBe(true);
  });

  it('Resolve, Undo, then Resolve on other orders: the second Resolve shows a version never shown before', () => {
    const emulation = new Emulation();
    const spreadsheet = emulation.newActiveSpreadsheet('Stale 2');
    const script = loadBundle(emulation, DIST);
    script.call('menuLoadDemo');
    const version = (): unknown => spreadsheet.getRangeByName('LedgerVersion')?.getValue();
    const before = version();
    script.call('resolveTurn', [1, {}]);
    const first = version();
    script.call('undoLastTurn');
    expect(version()).toBe(before);
    script.call('recordPastedOrders', ['Clan Varn', 'Hammerguard of Karak Varn - Hold']);
    script.call('resolveTurn', [1, {}]);
    expect([before, first]).not.toContain(version());
    // The same inputs resolve to the same ledger: the same version is right, and a replay stays exact.
    script.call('undoLastTurn');
    script.call('resolveTurn', [1, {}]);
    const again = version();
    script.call('undoLastTurn');
    script.call('resolveTurn', [1, {}]);
    expect(version()).toBe(again);
  });

  it('Resolve, a hand edit of a tab Resolve does not rewrite, then Undo: the columns show that edit', () => {
    const emulation = new Emulation();
    const spreadsheet = emulation.newActiveSpreadsheet('Stale 3');
    const script = loadBundle(emulation, DIST);
    script.call('menuLoadDemo');
    const ranges = (): unknown[] =>
      emulation.world.calls.uncounted(() => {
        const values = spreadsheet.getSheetByName('Units')?.getDataRange().getValues() ?? [];
        const c = values[0].map(String).indexOf('Supply range');
        return values
          .slice(1)
          .filter((row) => row[0] !== '')
          .map((row) => row[c]);
      });
    expect(ranges().every((d) => typeof d === 'number')).toBe(true);
    script.call('resolveTurn', [1, {}]);
    ranges();
    // The moderator empties the Players tab: no unit's owner is known any more.
    const players = spreadsheet.getSheetByName('Players');
    if (!players) throw new Error('no Players tab');
    players.getRange(2, 1, players.getLastRow() - 1, players.getLastColumn()).clearContent();
    script.call('onEdit', [{ range: players.getRange(2, 1) }]);
    script.call('undoLastTurn');
    for (const d of ranges()) expect(String(d)).toMatch(/^#SUPPLY_RANGE: unknown player /);
  });
});
