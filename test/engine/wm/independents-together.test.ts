/**
 * Two Independent lesser-race armies in one area (MINOR NATIONS; WM-R23). A forced retreat into another Independent
 * army is "a campaign battle" in the book, but neither has a player or a roster; two placed or left together the book
 * does not mention. The engine moves neither and tells the moderator once, naming the area and the races.
 */
import type { MinorNation, WmArmy, WmState } from '../../../src/engine/wm/model';
import { ORDERS_STAGE } from '../../../src/engine/wm/stages/orders-stage';
import type { WmOrder } from '../../../src/engine/wm/stages/model';
import { areaOf, nationOf, stateOf } from './fixtures';

const redArmy: WmArmy = {
  name: 'Red Army',
  nation: 'Red',
  general: 'Grom',
  area: 'P',
  location: 'Countryside',
  status: 'normal',
  cameFrom: null,
};
const independent = (race: string, area: string): MinorNation => ({
  race,
  box: 'Independent',
  markers: {},
  area,
});
/*
 * Home (Red's town) - P - I - B1, and I - B2 where B2 holds a town, so a race forced out of I by an army from P has
 * B1 alone to go to (directly away from P, never a town or city area).
 */
const map = (minors: MinorNation[]): WmState =>
  stateOf({
    areas: [
      areaOf('Home', 'Red', 'Town'),
      areaOf('P', 'Red'),
      areaOf('I', 'Blue'),
      areaOf('B1', null),
      areaOf('B2', null, 'Town'),
    ],
    boundaries: [
      { a: 'Home', b: 'P', delay: null },
      { a: 'P', b: 'I', delay: null },
      { a: 'I', b: 'B1', delay: null },
      { a: 'I', b: 'B2', delay: null },
    ],
    nations: [nationOf('Red'), nationOf('Blue')],
    armies: [redArmy],
    minors,
  });
const run = (s: WmState, orders: WmOrder[] = []) =>
  ORDERS_STAGE.run({
    state: { state: s, battles: [] },
    clock: { turn: 1, stage: 'orders', round: 1 },
    orders: new Map([['Red', orders]]),
    reports: [],
    seed: 'independents-together',
    overrides: new Map(),
  });
const moderator = (r: ReturnType<typeof run>): string[] =>
  r.events.filter((e) => e.subject === 'moderator').map((e) => e.effect);
const RECORD =
  'records it on the Lesser races tab (a beaten race: Box 0 and its Area cleared; one moved off: its new Area) (MINOR NATIONS; WM-R23)';
const move: WmOrder = { kind: 'move', army: 'Red Army', to: 'I', ahead: [] };

test('the Goblins, forced out of I, retreat into B1 where the Orcs stand: one note naming B1 and both races', () => {
  // Listed first, the Goblins were silent before: the old check found the Goblins themselves in B1.
  for (const minors of [
    [independent('Goblins', 'I'), independent('Orcs', 'B1')],
    [independent('Orcs', 'B1'), independent('Goblins', 'I')],
  ]) {
    const r = run(map(minors), [move]);
    expect(r.state.state.minors?.map((m) => [m.race, m.area])).toEqual(minors.map((m) => [m.race, 'B1']));
    expect(r.state.battles).toEqual([]);
    expect(moderator(r)).toEqual([
      `B1: Goblins (Independent), forced to retreat, meets Orcs (Independent): the book makes it a campaign battle, but no player commands either: the moderator settles it and ${RECORD}`,
    ]);
  }
});

test('the Goblins and the Orcs placed together in B1, no player army near: the moderator is told, nothing moves', () => {
  const minors = [independent('Goblins', 'B1'), independent('Orcs', 'B1')];
  const r = run(map(minors));
  expect(r.state.state.minors?.map((m) => [m.race, m.area])).toEqual([
    ['Goblins', 'B1'],
    ['Orcs', 'B1'],
  ]);
  expect(moderator(r)).toEqual([
    `B1: Goblins (Independent) and Orcs (Independent) stand together: the book says nothing of two Independent armies meeting: the moderator decides (a battle between them, one moves off, or they share the area) and ${RECORD}`,
  ]);
});

test('in different areas: no note', () => {
  expect(moderator(run(map([independent('Goblins', 'I'), independent('Orcs', 'B1')])))).toEqual([]);
});
