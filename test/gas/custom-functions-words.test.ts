import { loadBundle } from '../../src/local/bundle';
import { Emulation } from '../../src/local/emulation';
import { demoCampaign } from '../../src/ledger/demo';
import { formatHex } from '../../src/engine/hex';
import { DIST } from '../bundle/entry-points';

// Issue 11: a cell holding `constructor` (any Object.prototype name) errored the whole =UPKEEP column, because
// cell words were looked up in plain objects. Every text argument of every custom function, through the bundle:
// the bad cell answers its own `#` message and the good row beside it keeps its value.

const WORDS = Object.getOwnPropertyNames(Object.prototype);

function start() {
  const emulation = new Emulation();
  emulation.newActiveSpreadsheet('Words');
  const script = loadBundle(emulation, DIST);
  script.call('menuLoadDemo');
  const call = (name: string, ...args: unknown[]): unknown => {
    const fn = script.fn(name);
    if (!fn) throw new Error(`${name} is not in the bundle`);
    return emulation.world.invokeGlobal(name, args);
  };
  return { call };
}

const army = demoCampaign().state.armies[0];
const hex = formatHex(army.hex);

/** Each function with one text argument replaced by the word, beside a good row, and the good row's value. */
const CASES: readonly {
  readonly label: string;
  readonly name: string;
  readonly args: (word: string) => unknown[];
}[] = [
  {
    label: 'ARMY_UPKEEP site',
    name: 'ARMY_UPKEEP',
    args: (w) => [
      [[1000], [1000]],
      [['city'], [w]],
    ],
  },
  { label: 'ARMY_SIZE points', name: 'ARMY_SIZE', args: (w) => [[[1000], [w]]] },
  { label: 'UPKEEP item', name: 'UPKEEP', args: (w) => [[['Engineer'], [w]]] },
  { label: 'UPKEEP list item', name: 'UPKEEP', args: (w) => [[['Engineer'], [`Granary, ${w}`]]] },
  {
    label: 'UPKEEP size',
    name: 'UPKEEP',
    args: (w) => [
      [['Settler'], ['Settler']],
      [[2], [w]],
    ],
  },
  {
    label: 'CITY_INCOME improvements',
    name: 'CITY_INCOME',
    args: (w) => [
      [[4], [4]],
      [['Granary'], [w]],
    ],
  },
  {
    label: 'CITY_INCOME status',
    name: 'CITY_INCOME',
    args: (w) => [
      [[4], [4]],
      [[''], ['']],
      [[''], [w]],
    ],
  },
  {
    label: 'CITY_INCOME corruption',
    name: 'CITY_INCOME',
    args: (w) => [
      [[4], [4]],
      [[''], ['']],
      [[''], ['']],
      [[0], [w]],
    ],
  },
  {
    label: 'SUPPLY_RANGE hex',
    name: 'SUPPLY_RANGE',
    args: (w) => [[[hex], [w]], [[army.player], [army.player]], 1],
  },
  {
    label: 'SUPPLY_RANGE player',
    name: 'SUPPLY_RANGE',
    args: (w) => [[[hex], [hex]], [[army.player], [w]], 1],
  },
  { label: 'SUPPLY_STATUS distance', name: 'SUPPLY_STATUS', args: (w) => [[[3], [w]]] },
  {
    label: 'SUPPLY_STATUS hex',
    name: 'SUPPLY_STATUS',
    args: (w) => [[[hex], [w]], [[army.player], [army.player]], 1],
  },
  {
    label: 'SUPPLY_STATUS player',
    name: 'SUPPLY_STATUS',
    args: (w) => [[[hex], [hex]], [[army.player], [w]], 1],
  },
];

describe('every Object.prototype name in every text argument of every custom function', () => {
  const { call } = start();
  for (const c of CASES) {
    it(`${c.label}: the bad cell gets its own # message, the good cell keeps its value`, () => {
      const good = (call(c.name, ...c.args('')) as unknown[][])[0][0];
      expect(typeof good === 'number' || (typeof good === 'string' && !good.startsWith('#'))).toBe(true);
      for (const word of WORDS) {
        let result: unknown;
        try {
          result = call(c.name, ...c.args(word));
        } catch (error) {
          result = `threw: ${error instanceof Error ? error.message : String(error)}`;
        }
        expect([word, result]).toEqual([
          word,
          [[good], [expect.stringMatching(new RegExp(`^#${c.name}: `))]],
        ]);
      }
    });
  }
});
