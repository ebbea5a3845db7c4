import { Dice } from '../../../src/engine/dice';
import type { WmArmy, WmBoundary } from '../../../src/engine/wm/model';
import {
  delayOutcome,
  moveArmy,
  advanceDelay,
  sameNationReturns,
  startOver,
} from '../../../src/engine/wm/movement';
import { inSupply } from '../../../src/engine/wm/supply';
import { areaOf, nationOf, stateOf } from './fixtures';

const armyAt = (name: string, nation: string, where: string, patch: Partial<WmArmy> = {}): WmArmy => ({
  name,
  nation,
  general: `${name} general`,
  area: where,
  location: 'Countryside',
  status: 'normal',
  cameFrom: null,
  ...patch,
});

// Home (town) - Field - Peak across a mountain boundary; Peak - Beyond (Blue); Field - Marsh (uncontrolled).
const boundaries: WmBoundary[] = [
  { a: 'Home', b: 'Field', delay: null },
  { a: 'Field', b: 'Peak', delay: 'mountains', crossing: true },
  { a: 'Peak', b: 'Beyond', delay: null },
  { a: 'Field', b: 'Marsh', delay: 'swamp' },
];
const map = () =>
  stateOf({
    areas: [
      areaOf('Home', 'Red', 'Town'),
      areaOf('Field', 'Red'),
      areaOf('Peak', null, 'Village', { terrain: 'mountains' }),
      areaOf('Beyond', 'Blue'),
      areaOf('Marsh', null, 'Village', { terrain: 'swamp' }),
    ],
    boundaries,
    nations: [nationOf('Red', { habitats: ['swamp'] }), nationOf('Blue')],
    armies: [armyAt('Horde', 'Red', 'Field')],
  });

describe('Terrain delay check (002 MOVEMENT, Terrain effects)', () => {
  it.each([
    [3, 3, { kind: 'crosses' }],
    [2, 5, { kind: 'delayed', turns: 3 }],
    [1, 6, { kind: 'delayed', turns: 5 }],
    [6, 4, { kind: 'losses', units: 2 }],
    [5, 1, { kind: 'losses', units: 4 }],
  ])('picked %i, rolled %i (WM-R3: a loss replaces the delay)', (picked, rolled, outcome) => {
    expect(delayOutcome(picked, rolled)).toEqual(outcome);
  });

  it('a mountain boundary: picked 2, rolled 4 keeps the army in Field, delayed 2 turns, then it crosses', () => {
    const dice = new Dice('t', new Map([['delay:Horde:Peak', 4]]));
    const moved = moveArmy(map(), { army: 'Horde', to: 'Peak', picked: 2 }, dice);
    expect(moved.state.armies[0]).toMatchObject({ area: 'Field', delay: { turns: 2, to: 'Peak' } });
    expect(moved.events[0]).toMatchObject({ key: 'delay:Horde:Peak', result: 4 });
    const wait = advanceDelay(moved.state, 'Horde');
    expect(wait.state.armies[0]).toMatchObject({ area: 'Field', delay: { turns: 1, to: 'Peak' } });
    const go = advanceDelay(wait.state, 'Horde');
    expect(go.state.armies[0]).toMatchObject({ area: 'Peak', cameFrom: 'Field', delay: null });
  });

  it('picked 5, rolled 2: 3 units off the roster, and the army crosses (WM-R3, WM-R5)', () => {
    const dice = new Dice('t', new Map([['delay:Horde:Peak', 2]]));
    const moved = moveArmy(map(), { army: 'Horde', to: 'Peak', picked: 5 }, dice);
    expect(moved.unitsLost).toBe(3);
    expect(moved.state.armies[0]?.area).toBe('Peak');
  });

  it('WM-R4: using the marked pass waives the check; no pick needed', () => {
    const moved = moveArmy(map(), { army: 'Horde', to: 'Peak', useCrossing: true }, new Dice('t'));
    expect(moved.state.armies[0]?.area).toBe('Peak');
    expect(moved.events.every((e) => e.key === '')).toBe(true);
  });

  it('natural habitat: rolled 5 moved down 2 to 3 matches a pick of 3 into the swamp', () => {
    const dice = new Dice('t', new Map([['delay:Horde:Marsh', 5]]));
    const moved = moveArmy(map(), { army: 'Horde', to: 'Marsh', picked: 3, habitat: -2 }, dice);
    expect(moved.state.armies[0]?.area).toBe('Marsh');
    expect(moved.unitsLost).toBe(0);
    // Either side of the boundary counts (our reading of Terrain effects): Field and Peak are neither.
    expect(() => moveArmy(map(), { army: 'Horde', to: 'Peak', picked: 3, habitat: 2 }, dice)).toThrow(
      'neither Field nor Peak is a natural habitat of Red',
    );
  });

  it('refuses a move to an area not adjacent, and a crossing with no pick', () => {
    expect(() => moveArmy(map(), { army: 'Horde', to: 'Beyond' }, new Dice('t'))).toThrow(
      'not adjacent to Field',
    );
    expect(() => moveArmy(map(), { army: 'Horde', to: 'Peak' }, new Dice('t'))).toThrow(
      'pick a number from 1 to 6',
    );
  });
});

describe('SUPPLY (002; WM-R26)', () => {
  it('an army in Peak next to controlled Field joined to the Home town is in supply', () => {
    expect(inSupply(map(), 'Peak', 'Red')).toBe(true);
  });
  it('an army two areas out (Beyond) is out of supply and may only move into Red areas', () => {
    const state = { ...map(), armies: [armyAt('Horde', 'Red', 'Beyond')] };
    expect(inSupply(state, 'Beyond', 'Red')).toBe(false);
    expect(() => moveArmy(state, { army: 'Horde', to: 'Peak', useCrossing: true }, new Dice('t'))).toThrow(
      'out of supply',
    );
  });
  it('an enemy army in Field does not block the path', () => {
    const state = { ...map(), armies: [armyAt('Host', 'Blue', 'Field')] };
    expect(inSupply(state, 'Peak', 'Red')).toBe(true);
  });
});

describe('WM-R25: two armies of one nation in one area', () => {
  it('the one that did not move stays; the mover returns to its previous area', () => {
    const state = {
      ...map(),
      armies: [armyAt('A', 'Red', 'Field', { cameFrom: 'Home' }), armyAt('B', 'Red', 'Field')],
    };
    const out = sameNationReturns(state);
    expect(out.state.armies.map((a) => [a.name, a.area])).toEqual([
      ['A', 'Home'],
      ['B', 'Field'],
    ]);
  });
  it('both moved: the later-listed returns unless the owner keeps it', () => {
    const state = {
      ...map(),
      armies: [
        armyAt('A', 'Red', 'Field', { cameFrom: 'Home' }),
        armyAt('B', 'Red', 'Field', { cameFrom: 'Marsh' }),
      ],
    };
    expect(sameNationReturns(state).state.armies.map((a) => a.area)).toEqual(['Field', 'Marsh']);
    expect(sameNationReturns(state, ['B']).state.armies.map((a) => a.area)).toEqual(['Home', 'Field']);
  });
});

describe('NPP 1 and a delayed army contacted (002 NPP; Terrain effects)', () => {
  it("no nation may move into an NPP nation's areas", () => {
    const s = map();
    const absent = {
      ...s,
      boundaries: [...s.boundaries, { a: 'Field', b: 'Beyond', delay: null }],
      nations: [nationOf('Red'), nationOf('Blue', { absences: 1 })],
    };
    expect(() => moveArmy(absent, { army: 'Horde', to: 'Beyond' }, new Dice('t'))).toThrow('NPP 1');
  });
  it('a delayed army contacted starts over: its delay is cleared for a new roll or new orders', () => {
    const s = { ...map(), armies: [armyAt('Horde', 'Red', 'Field', { delay: { turns: 2, to: 'Peak' } })] };
    expect(startOver(s, 'Horde').armies[0]?.delay).toBeNull();
  });
});
