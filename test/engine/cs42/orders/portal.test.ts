import { checkOrders } from '../../../../src/engine/cs42/orders/check';
import { readAction } from '../../../../src/engine/cs42/orders/language';
import { formatArgs } from '../../../../src/engine/cs42/orders/text';
import { resolveTurn } from '../../../../src/engine/cs42/turn/pipeline';
import { formatHex } from '../../../../src/engine/hex';
import { submissionRecords } from '../../../../src/ledger/orders';
import { turnOrders } from '../../../../src/ledger/turn-orders';
import { caseState, RuleCase } from '../../../cases/case-format';

/**
 * Enter Portal (SPECIAL TERRAIN TYPES, Mystic Portal): how the line reads, and what the receipt promises (the
 * resolver keeps it).
 */

const portal = (name: string, discoveredBy: string[]) => ({
  special: 'Mystic Portal',
  portal: { name, discoveredBy },
});

const base: RuleCase = {
  name: 'portal receipts',
  rules: ['SPECIAL TERRAIN TYPES, Mystic Portal'],
  map: {
    width: 12,
    height: 4,
    hexes: { '0202': portal('A', ['Red']), '1003': portal('B', ['Red']) } as RuleCase['map']['hexes'],
  },
  players: [{ name: 'Red' }],
  cities: [{ name: 'Redholm', player: 'Red', hex: '0602', size: 4 }],
  armies: [
    { name: 'Wayfarers', player: 'Red', hex: '0202', points: 600 },
    // Size 3: Broken (RULINGS 6), so it must move one hex toward its city unless it steps into the portal first.
    { name: 'Stragglers', player: 'Red', hex: '0202', points: 300 },
  ],
  expect: {},
};
const state = caseState(base);

describe('reading Enter Portal', () => {
  it.each([
    ['Enter Portal B', 'B'],
    ['enter portal to B', 'B'],
    ['Portal Gate of Dusk', 'Gate of Dusk'],
    ['Through portal B', 'B'],
    ['Use portal b', 'b'],
    ['Enter Mystic Portal 1003', '1003'],
  ])('“%s” names the exit %s, and costs no action', (text, exit) => {
    const r = readAction('army', text);
    expect(r).toMatchObject({
      ok: true,
      spec: { id: 'EnterPortal', actions: 0 },
      args: { type: 'portal', exit },
    });
    if (r.ok) expect(formatArgs(r.args)).toBe(exit);
  });

  it('alone, it leaves the exit to the die', () => {
    expect(readAction('army', 'Enter Portal')).toMatchObject({
      ok: true,
      args: { type: 'portal', exit: null },
    });
  });

  it('is an army order only', () => {
    expect(readAction('scout', 'Enter Portal B')).toMatchObject({ ok: false, code: 'O006' });
  });
});

describe('the receipt of Enter Portal', () => {
  const check = (text: string) => checkOrders({ state, player: 'Red', text, treasury: 1000 });

  it('an army that steps into a portal is not listed as holding (it was, before)', () => {
    const receipt = check('Wayfarers - Enter Portal B\nStragglers - Move 4');
    expect(receipt.lines.map((l) => l.status)).toEqual(['ok', 'ok']);
    expect(receipt.holds.map((h) => h.name)).not.toContain('Wayfarers');
  });

  it('a Broken army stepping in before any action gets no “must move” warning, and the resolver takes it through', () => {
    const receipt = check('Stragglers - Enter Portal B');
    expect(receipt.warnings.filter((w) => w.code === 'W004')).toEqual([]);
    const records = submissionRecords(1, 'Red', 'Stragglers - Enter Portal B');
    const balances = new Map([['red', 1000]]);
    const result = resolveTurn({
      state,
      orders: turnOrders(state, records, balances, 'table').orders,
      balances,
      settings: { seed: 'p', replacementCosts: 'table', settlersBeyondRegular: 'table' },
      overrides: new Map([['calamity:Red', 10]]),
    });
    const stragglers = result.state.armies.find((a) => a.name === 'Stragglers');
    expect(stragglers && formatHex(stragglers.hex)).toBe('1003');
  });

  it('a Broken army that holds first keeps the warning: it moves toward its city before it could step in', () => {
    const receipt = check('Stragglers - Hold\nStragglers - Enter Portal B');
    expect(receipt.warnings.map((w) => w.code)).toContain('W004');
  });

  it('names the portal and the exit, or the number of undiscovered portals for a random exit', () => {
    const three = caseState({
      ...base,
      map: {
        ...base.map,
        hexes: {
          ...base.map.hexes,
          '0604': portal('C', []),
          '1204': portal('D', []),
        } as RuleCase['map']['hexes'],
      },
    });
    const receipt = checkOrders({
      state: three,
      player: 'Red',
      text: 'Wayfarers - Enter Portal',
      treasury: 0,
    });
    expect(receipt.lines[0].message).toBe(
      'Wayfarers enters Mystic Portal A (0202) and appears next turn at a portal you have not discovered, chosen at random (one of 2), with all its actions (SPECIAL TERRAIN TYPES, Mystic Portal).',
    );
  });

  it('O084 says so when there is no other portal at all', () => {
    const alone = caseState({
      ...base,
      map: { ...base.map, hexes: { '0202': portal('A', ['Red']) } as RuleCase['map']['hexes'] },
    });
    const receipt = checkOrders({
      state: alone,
      player: 'Red',
      text: 'Wayfarers - Enter Portal',
      treasury: 0,
    });
    expect(receipt.lines[0]).toMatchObject({
      code: 'O084',
      message:
        'There is no other Mystic Portal on the map for Wayfarers to appear at (SPECIAL TERRAIN TYPES, Mystic Portal).',
    });
  });
});
