/**
 * Magic Items (book 002, DESIGNING A NATION): items "are assigned to a character at once" and never transferred.
 * The review's case: Rune of Warding captured by Ostmark sat in its spare items for good.
 */
import { assignSpareItems } from '../../../src/engine/wm/magic-items';
import type { WmExpedition } from '../../../src/engine/wm/model';
import { keepRecords } from '../../../src/engine/wm/rebellion';
import { nationOf, stateOf } from './fixtures';

const ostmark = nationOf('Ostmark', {
  spareItems: ['Rune of Warding', 'Orc Banner'],
  characters: [
    { name: 'Graf Wulf', type: 'General', status: 'active', items: ['Sword of Might'] },
    { name: 'Graf Otto', type: 'General', status: 'dead', items: [] },
    { name: 'Captain Voss', type: 'Hero', status: 'active', items: [] },
    { name: 'Magister Holst', type: 'Magic User', status: 'active', items: [] },
  ],
});
const state = stateOf({ nations: [ostmark, nationOf('Red Fang')] });

describe('spare magic items are assigned at once (Magic Items)', () => {
  it('each to the active character with the fewest items, in roster order: Voss, then Holst', () => {
    const r = assignSpareItems(state);
    const n = r.state.nations[0];
    expect(n?.spareItems).toEqual([]);
    expect(n?.characters.map((c) => [c.name, c.items])).toEqual([
      ['Graf Wulf', ['Sword of Might']],
      ['Graf Otto', []],
      ['Captain Voss', ['Rune of Warding']],
      ['Magister Holst', ['Orc Banner']],
    ]);
    // Seen by Ostmark alone: the subject is the nation, the step not a public one.
    expect(r.events.map((e) => [e.step, e.subject, e.effect])).toEqual([
      ['NY6 Roster', 'Ostmark', 'Rune of Warding is assigned to Captain Voss (Hero)'],
      ['NY6 Roster', 'Ostmark', 'Orc Banner is assigned to Magister Holst (Magic User)'],
    ]);
  });
  it('not to a character at sea (Expedition Army), and kept while no one is at home', () => {
    const fleet: WmExpedition = {
      name: 'Sea Wolves',
      nation: 'Ostmark',
      port: 'Ostwald',
      destination: 'Old World',
      general: 'Graf Wulf',
      admiral: 'Jarl Hafen',
      units: [],
      boats: 3,
      advantages: 0,
      characters: ['Captain Voss', 'Magister Holst'],
      healer: false,
      status: 'at sea',
      area: null,
      result: '',
      mutinied: 0,
      piratesSunk: 0,
      monster: null,
      monsterResult: null,
      ally: null,
      exodus: false,
    };
    const r = assignSpareItems({ ...state, expeditions: [fleet] });
    expect(r.state.nations[0]?.spareItems).toEqual(['Rune of Warding', 'Orc Banner']);
    expect(r.events).toEqual([]);
  });
  it('after every stage (keepRecords): the review’s Rune of Warding no longer waits', () => {
    const r = keepRecords(state);
    expect(r.state.nations[0]?.characters.find((c) => c.name === 'Captain Voss')?.items).toEqual([
      'Rune of Warding',
    ]);
  });
});
