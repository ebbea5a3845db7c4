import { StateIndex } from '../../../src/engine/cs42/orders/state-index';
import { sharedSupplyOracle } from '../../../src/engine/cs42/supply';
import { formatHex, hexKey } from '../../../src/engine/hex';
import type { City } from '../../../src/engine/model';
import { campaign } from './orders/fixture';

/** Issue 9: what every player's check shares is built once, and indexes by hex stay exact on any map. */

describe('shared indexes', () => {
  it('one supply oracle per unchanged state, a new one when its lists change', () => {
    const state = campaign();
    expect(sharedSupplyOracle(state)).toBe(sharedSupplyOracle(state));
    expect(new StateIndex(state).oracle).toBe(sharedSupplyOracle(state));
    const moved = { ...state, armies: state.armies.slice(1) };
    expect(sharedSupplyOracle(moved)).not.toBe(sharedSupplyOracle(state));
  });

  it('hexes past column or row 99 have distinct keys, though their addresses coincide', () => {
    const a = { col: 101, row: 5 };
    const b = { col: 10, row: 105 };
    expect(formatHex(a)).toBe(formatHex(b));
    expect(hexKey(a)).not.toBe(hexKey(b));
    const city = (name: string, hex: { col: number; row: number }): City => ({
      name,
      player: 'Ann',
      hex,
      size: 3,
      improvements: [],
      conquered: false,
      besieged: false,
      corruption: 0,
    });
    const index = new StateIndex({ ...campaign(), cities: [city('East', a), city('South', b)] });
    expect(index.citiesAt(a).map((c) => c.name)).toEqual(['East']);
    expect(index.citiesAt(b).map((c) => c.name)).toEqual(['South']);
  });
});
