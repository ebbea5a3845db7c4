import type { WmArmy } from '../../../src/engine/wm/model';
import { retreat, retreatTarget, routMove } from '../../../src/engine/wm/retreat';
import { areaOf, nationOf, stateOf } from './fixtures';

const at = (name: string, nation: string, area: string, patch: Partial<WmArmy> = {}): WmArmy => ({
  name,
  nation,
  general: 'g',
  area,
  location: 'Countryside',
  status: 'normal',
  cameFrom: null,
  ...patch,
});

/*
 * A line: RedTown(Red town) - Mine(Red) - Battle(Blue) - Wild(none)
 *         Battle - BlueV(Blue village, one step nearer RedTown? no: joined to Mine) - BlueT(Blue town)
 */
const map = (armies: WmArmy[]) =>
  stateOf({
    areas: [
      areaOf('RedTown', 'Red', 'Town'),
      areaOf('Mine', 'Red'),
      areaOf('Battle', 'Blue'),
      areaOf('Wild', null),
      areaOf('BlueV', 'Blue'),
      areaOf('BlueT', 'Blue', 'Town'),
      areaOf('Far', 'Blue'),
    ],
    boundaries: [
      { a: 'RedTown', b: 'Mine', delay: null },
      { a: 'Mine', b: 'Battle', delay: null },
      { a: 'Battle', b: 'Wild', delay: null },
      { a: 'Battle', b: 'BlueV', delay: null },
      { a: 'BlueV', b: 'RedTown', delay: null },
      { a: 'Battle', b: 'BlueT', delay: null },
      { a: 'Battle', b: 'Far', delay: null },
    ],
    nations: [nationOf('Red'), nationOf('Blue')],
    armies,
  });

describe('Retreat priorities (002 POST COMBAT)', () => {
  it('1: back to the area it came from', () => {
    const s = map([at('R', 'Red', 'Battle', { cameFrom: 'Wild' }), at('B', 'Blue', 'Battle')]);
    expect(retreatTarget(s, 'R')).toEqual({ to: 'Wild', priority: 1 });
  });
  it('2: that area occupied, an adjacent area it owns', () => {
    const s = map([at('R', 'Red', 'Battle', { cameFrom: 'Wild' }), at('X', 'Blue', 'Wild')]);
    expect(retreatTarget(s, 'R')).toEqual({ to: 'Mine', priority: 2 });
  });
  it('3: no own area free, an adjacent uncontrolled area', () => {
    const s = map([at('R', 'Red', 'Battle'), at('X', 'Blue', 'Mine')]);
    expect(retreatTarget(s, 'R')).toEqual({ to: 'Wild', priority: 3 });
  });
  it("4 (WM-R31): another player's area with no town, strictly closer to a Red town (BlueV: 1 step, from 2)", () => {
    const s = map([at('R', 'Red', 'Battle'), at('X', 'Blue', 'Mine'), at('Y', 'Blue', 'Wild')]);
    // BlueT has a town; Far is 3 steps from RedTown (farther): only BlueV qualifies.
    expect(retreatTarget(s, 'R')).toEqual({ to: 'BlueV', priority: 4 });
  });
  it('a routed army shares an area: it does not occupy it', () => {
    const s = map([
      at('R', 'Red', 'Battle', { cameFrom: 'Wild' }),
      at('X', 'Blue', 'Wild', { status: 'routed' }),
    ]);
    expect(retreatTarget(s, 'R')).toEqual({ to: 'Wild', priority: 1 });
  });
  it('no option: routed, and it makes its first move toward the nearest free Red town the same turn', () => {
    const s = map([
      at('R', 'Red', 'Battle'),
      at('X', 'Blue', 'Mine'),
      at('Y', 'Blue', 'Wild'),
      at('Z', 'Blue', 'BlueV'),
    ]);
    const out = retreat(s, 'R');
    const r = out.state.armies.find((a) => a.name === 'R');
    // Mine and BlueV (both 2 steps to RedTown) hold armies, but a routed army may share an area; ties go by map order: Mine.
    expect(r).toMatchObject({ status: 'routed', area: 'Mine' });
    expect(out.events[0]?.effect).toBe('cannot retreat: routed');
  });
  it('a routed army reforms after one full turn standing still, uncontacted, at its town', () => {
    const s = map([at('R', 'Red', 'RedTown', { status: 'routed', still: 0 })]);
    expect(routMove(s, 'R', true).state.armies[0]).toMatchObject({ status: 'routed', still: 0 });
    expect(routMove(s, 'R').state.armies[0]).toMatchObject({ status: 'normal' });
  });
});
