import { readAction, GRAMMARS } from '../../../../src/engine/cs42/orders/language';
import type { OrderArgs, OrderKind } from '../../../../src/engine/cs42/orders/types';
import { one } from './fixture';

/** Every action of the book reads with its qualifiers, kind by kind, citing the book's table. */
type Row = [string, string, string, Partial<OrderArgs> | Record<string, unknown>];
const rows = (kind: OrderKind, list: Row[]): [OrderKind, ...Row][] => list.map((r) => [kind, ...r]);

const TABLE_7_ARMY = rows('army', [
  ['Hold', 'Hold', 'Hold', { type: 'none' }],
  ['Move 3', 'Move', 'Move', { directions: [3] }],
  ['move north', 'Move', 'Move', { directions: [1] }],
  ['Move 4 follow Red Banner', 'Move', 'Move', { follow: 'Red Banner' }],
  ['Move 4 engage', 'Move', 'Move', { engage: true, engageTarget: null }],
  ['Move 4 NO ENGAGE', 'Move', 'Move', { noEngage: true }],
  ['Move 4 no-engage', 'Move', 'Move', { noEngage: true }],
  ['Move 3 - Destroy', 'Move', 'Move', { destroy: true }],
  ['March 2 3', 'March', 'March', { directions: [2, 3] }],
  ['March 23', 'March', 'March', { directions: [2, 3] }],
  ['March 2, 3 engage Red Banner', 'March', 'March', { engage: true, engageTarget: 'Red Banner' }],
  ['Join Red Host', 'Join', 'Join', { target: 'Red Host' }],
  ['Recruit 300', 'Recruit', 'Recruit', { points: 300 }],
  ['Recruit Troops 300 pts', 'Recruit', 'Recruit', { points: 300 }],
  [
    'Split Iron Guard 400, Iron Reserve 300',
    'Split',
    'Split',
    {
      parts: [
        { name: 'Iron Guard', points: 400 },
        { name: 'Iron Reserve', points: 300 },
      ],
    },
  ],
  ['Besiege Karak Varn', 'Besiege', 'Besiege', { target: 'Karak Varn' }],
  ['Siege Karak Varn', 'Besiege', 'Besiege', { target: 'Karak Varn' }],
  ['Besiege City Karak Varn', 'Besiege', 'Besiege', { target: 'Karak Varn' }],
  ['Patrol', 'Patrol', 'Patrol', { extended: false }],
  ['Patrol /M', 'Patrol', 'Patrol', { extended: true }],
  ['patrol/m', 'Patrol', 'Patrol', { extended: true }],
  ['Disband', 'Disband', 'Disband', { points: null, note: null }],
  ['Disband 200', 'Disband', 'Disband', { points: 200 }],
  ['Disband the archers', 'Disband', 'Disband', { note: 'the archers' }],
  ['Destroy', 'Destroy', 'Destroy', { type: 'none' }],
  ['Enslave Gorthak Settlers', 'Enslave', 'Enslave', { target: 'Gorthak Settlers' }],
  ['No upkeep', 'NoUpkeep', 'No upkeep', { type: 'none' }],
]);
const TABLE_9_ENGINEER = rows('engineer', [
  ['Build Bridge 2', 'BuildBridge', 'Build Bridge', { direction: 2 }],
  ['Build Road', 'BuildRoad', 'Build Road', { direction: null }],
  ['Build Road 3', 'BuildRoad', 'Build Road', { direction: 3 }],
  ['Build Supply Depot', 'BuildSupplyDepot', 'Build Supply Depot', { type: 'none' }],
  ['Build Supply Stash', 'BuildSupplyDepot', 'Build Supply Depot', { type: 'none' }],
  ['Build Temple', 'BuildTemple', 'Build Temple', { type: 'none' }],
  ['Dig Tunnel 4', 'DigTunnel', 'Dig Tunnel', { direction: 4 }],
  ['Dig Entrance', 'DigEntrance', 'Dig Entrance', { type: 'none' }],
  ['Build watchtower', 'BuildWatchtower', 'Build Watchtower', { type: 'none' }],
  ['Hold', 'Hold', 'Hold', { type: 'none' }],
  ['Move 1', 'Move', 'Move', { directions: [1] }],
  ['Work Mine', 'WorkMine', 'Work Mine', { type: 'none' }],
]);
const TABLE_10_SETTLER = rows('settler', [
  ['Found City New Varn', 'FoundCity', 'Found City', { name: 'New Varn' }],
  ['Hold', 'Hold', 'Hold', { type: 'none' }],
  ['Move 5', 'Move', 'Move', { directions: [5] }],
]);
const SCOUTS = rows('scout', [
  ['Move 2', 'Move', 'Move', { directions: [2] }],
  ['March 1 2', 'March', 'March', { directions: [1, 2] }],
  ['Hold', 'Hold', 'Hold', { type: 'none' }],
]);
const SPY_ACTIONS = rows('spy', [
  ['Spy on City Lotus Spire', 'SpyOnCity', 'Spy on City', { target: 'Lotus Spire' }],
  [
    'Destroy Lotus Spire Marketplace',
    'SpyDestroy',
    'Destroy',
    { city: 'Lotus Spire', improvement: 'Marketplace' },
  ],
  [
    'Destroy Military Academy in Lotus Spire',
    'SpyDestroy',
    'Destroy',
    { city: 'Lotus Spire', improvement: 'Military Academy' },
  ],
  ['Disrupt Lotus Spire', 'Disrupt', 'Disrupt', { target: 'Lotus Spire' }],
  ['Hold', 'Hold', 'Hold', { type: 'none' }],
]);
const TABLE_16_CITY = rows('city', [
  ['Build Marketplace', 'Build', 'Build', { improvement: 'Marketplace' }],
  ['Build Granary', 'Build', 'Build', { improvement: 'Granary' }],
  ['Build Courthouse', 'Build', 'Build', { improvement: 'Courthouse' }],
  ['Build Harbour', 'Build', 'Build', { improvement: 'Harbor' }],
  ['Build Cathedral', 'Build', 'Build', { improvement: 'Cathedral' }],
  ['Build Military Academy', 'Build', 'Build', { improvement: 'Military Academy' }],
  ['Build Barracks', 'Build', 'Build', { improvement: 'Barracks' }],
  ['Build Aqueduct', 'Build', 'Build', { improvement: 'Aqueduct' }],
  ['Capitulate', 'Capitulate', 'Capitulate', { type: 'none' }],
  ['Counter Espionage', 'CounterEspionage', 'Counter Espionage', { type: 'none' }],
  ['Grow', 'Grow', 'Grow', { type: 'none' }],
  ['Raise Engineer Sappers II', 'RaiseEngineer', 'Raise Engineer', { name: 'Sappers II' }],
  ['Raise Engineer Battalion Sappers II', 'RaiseEngineer', 'Raise Engineer', { name: 'Sappers II' }],
  ['Raise Spy Whisper', 'RaiseSpy', 'Raise Spy', { name: 'Whisper' }],
  ['Raise Troops 300 New Guard', 'RaiseTroops', 'Raise Troops', { points: 300, name: 'New Guard' }],
  ['Abandon City', 'AbandonCity', 'Abandon City', { type: 'none' }],
  ['Commission Scouts Far Eyes', 'CommissionScouts', 'Commission Scouts', { name: 'Far Eyes' }],
  ['Commission Scout Far Eyes', 'CommissionScouts', 'Commission Scouts', { name: 'Far Eyes' }],
  ['Spawn Settlers 1 Pilgrims', 'SpawnSettlers', 'Spawn Settlers', { size: 1, name: 'Pilgrims' }],
  ['Hold', 'Hold', 'Hold', { type: 'none' }],
]);

describe.each([
  ['Table 7: Army Actions (and Move qualifiers, Destroy, Enslave, upkeep)', TABLE_7_ARMY],
  ['Table 9: Engineer Actions', TABLE_9_ENGINEER],
  ['Table 10: Settler Actions', TABLE_10_SETTLER],
  ['Scouts (Move 2, March 3)', SCOUTS],
  ['SPY ACTIONS (Tables 11-13)', SPY_ACTIONS],
  ['Table 16: City Actions', TABLE_16_CITY],
])('%s', (_title, table) => {
  it.each(table)('%s: “%s” reads as %s', (kind, text, id, label, args) => {
    const r = readAction(kind, text);
    expect(r).toMatchObject({ ok: true, spec: { id, label } });
    if (r.ok) expect(r.args).toMatchObject(args);
  });
});

it('every action of every kind has an example that reads', () => {
  for (const [kind, g] of Object.entries(GRAMMARS))
    for (const a of g.actions) {
      const action = a.example.slice(a.example.indexOf(' - ') + 3);
      expect({ kind, example: a.example, r: readAction(kind as OrderKind, action) }).toMatchObject({
        r: { ok: true, spec: { id: a.id } },
      });
    }
});

describe('malformed lines get the right code (checked against the test campaign)', () => {
  it.each([
    ['Iron Host Move 3', 'O001', /Put a dash after the name: “Iron Host - Move 3”/],
    ['- Move 3', 'O002', /name before the dash/],
    ['Iron Host -', 'O003', /action after the dash/],
    ['Iron Hots - Move 3', 'O004', /Did you mean “Iron Host”/],
    ['Gorthak Horde - Move 3', 'O004', /no unit or city called/],
    ['Iron Host - Fly 3', 'O005', /not an action of armies/],
    ['Iron Host - Mvoe 3', 'O005', /Did you mean “Move”/],
    ['Pilgrims - March 2 3', 'O006', /Settler bands cannot March/],
    ['Sappers - Patrol', 'O006', /Engineer battalions cannot Patrol/],
    ['Karak Varn - Build Watchtower', 'O006', /Cities cannot Build Watchtower/],
    ['Whisper - Move 3', 'O006', /Spies cannot Move/],
    ['Iron Host - Move 0', 'O007', /“0” is not a direction/],
    ['Iron Host - Move 7', 'O007', /“7” is not a direction/],
    ['Iron Host - Move x', 'O007', /“x” is not a direction/],
    ['Sappers - Build Bridge 9', 'O007', /not a direction/],
    ['Iron Host - Move', 'O008', /needs a direction/],
    ['Iron Host - Join', 'O008', /needs the name/],
    ['Iron Host - Recruit', 'O008', /needs the points/],
    ['Karak Varn - Raise Troops New Guard', 'O008', /needs the points and a name/],
    ['Karak Varn - Raise Troops 300', 'O008', /needs a name/],
    ['Whisper - Destroy Lotus Spire', 'O008', /needs a city and then one of/],
    ['Iron Host - Hold and wait', 'O009', /remove “and wait”/],
    ['Iron Host - Move 3 quickly', 'O009', /does not take “quickly”/],
    ['Iron Host - Patrol /X', 'O009', /only “\/M”/],
    ['Iron Host - Recruit lots', 'O010', /whole number/],
    ['Iron Host - Recruit 9000', 'O010', /1 to 2599/],
    ['Iron Host - March 3', 'O011', /takes 2 to 4 direction/],
    ['Iron Host - Move 1 2 3 4', 'O011', /takes 1 to 3 direction/],
    ['Iron Host - March 2 3 destroy', 'O012', /goes with a Move, not a March/],
    ['Pilgrims - Move 3 engage', 'O012', /for armies/],
    ['Karak Varn - Build Palace', 'O030', /not a city upgrade/],
  ])('%j -> %s', (text, code, message) => {
    const l = one(text);
    expect(l).toMatchObject({ status: 'rejected', code, text });
    expect(l.message).toMatch(message);
  });
});
