import { escapeRoll, portalMove, rally } from '../../../src/engine/wm/aftermath';
import type { WmArmy } from '../../../src/engine/wm/model';
import { areaOf, nationOf, stateOf } from './fixtures';

const at = (name: string, nation: string, area: string, status: WmArmy['status'] = 'normal'): WmArmy => ({
  name,
  nation,
  general: 'g',
  area,
  location: 'Countryside',
  status,
  cameFrom: null,
});

const captive = () =>
  stateOf({
    nations: [
      nationOf('Red', {
        characters: [{ name: 'Ugg', type: 'Hero', status: 'captured', capturedBy: 'Blue', items: [] }],
      }),
    ],
  });

describe('Escape chart results (002 POST COMBAT; WM-R24)', () => {
  it('Escape frees him, Kill kills him, Capture keeps him; an absent owner (NPP 4) does not roll', () => {
    expect(escapeRoll(captive(), 'Red', 'Ugg', 'Escape').state.nations[0]?.characters[0]?.status).toBe(
      'active',
    );
    expect(escapeRoll(captive(), 'Red', 'Ugg', 'Kill').state.nations[0]?.characters[0]?.status).toBe('dead');
    expect(escapeRoll(captive(), 'Red', 'Ugg', 'Capture').state.nations[0]?.characters[0]).toMatchObject({
      status: 'captured',
      capturedBy: 'Blue',
    });
    expect(escapeRoll(captive(), 'Red', 'Ugg', 'Escape', false).events).toEqual([]);
  });
});

describe('Rally (002 POST COMBAT) and the magic portal (THE MAP)', () => {
  const routed = stateOf({
    areas: [areaOf('A', 'Red'), areaOf('T', null, 'Town'), areaOf('V', null)],
    armies: [at('R1', 'Red', 'A', 'routed'), at('R2', 'Red', 'A', 'routed')],
  });
  it('with only routed forces, one army rallies once per game', () => {
    const once = rally(routed, 'Red', 'R1').state;
    expect(once.armies[0]?.status).toBe('normal');
    expect(once.nations[0]?.rallyUsed).toBe(true);
    expect(() => rally({ ...routed, nations: [nationOf('Red', { rallyUsed: true })] }, 'Red', 'R2')).toThrow(
      'already used',
    );
    expect(() => rally(once, 'Red', 'R2')).toThrow('already used');
  });
  it('a nation with an army still formed may not rally', () => {
    const mixed = { ...routed, armies: [...routed.armies, at('F', 'Red', 'V')] };
    expect(() => rally(mixed, 'Red', 'R1')).toThrow('only when all its forces are routed');
  });
  it('the portal leads to any area with no town or city', () => {
    expect(portalMove(routed, 'R1', 'V').state.armies[0]?.area).toBe('V');
    expect(() => portalMove(routed, 'R1', 'T')).toThrow('has a Town');
  });
});
