import { formatHex } from '../../../../src/engine/hex';
import type { Army, CampaignState, City, Unit } from '../../../../src/engine/model';
import { resolveTurn } from '../../../../src/engine/cs42/turn/pipeline';
import { submissionRecords } from '../../../../src/ledger/orders';
import { turnOrders } from '../../../../src/ledger/turn-orders';
import { BO, campaign, check, hex, one } from './fixture';

/**
 * The receipt gives the resolver's answers (issue 12): what Resolve refuses is refused here with its reason.
 * Hexes worked by hand on the fixture's plains (odd-q layout: from odd column 11, direction 5 is 1003, 6 is 1002,
 * 3 is 1203). Ann's nearest city to Far Legion (1103) is Karak Varn (0303), 8 hexes; 1003 and 1002 are 7, 1203
 * is 9.
 */

function withCity(name: string, change: Partial<City>): CampaignState {
  const s = campaign();
  return { ...s, cities: s.cities.map((c) => (c.name === name ? { ...c, ...change } : c)) };
}

function withArmy(name: string, change: Partial<Army>, units: Unit[] = []): CampaignState {
  const s = campaign();
  return {
    ...s,
    armies: s.armies.map((a) => (a.name === name ? { ...a, ...change } : a)),
    units: [...s.units, ...units],
  };
}

describe('a city abandoned last turn (CITY ACTIONS, Abandon City)', () => {
  // The fixture's turn is 5: abandoned on turn 4 is "the following turn".
  const abandoned = withCity('Karak Varn', { abandonedTurn: 4 });

  it('takes no action: the line is refused with the resolver’s reason', () => {
    const l = one('Karak Varn - Build Granary', { state: abandoned });
    expect(l).toMatchObject({ status: 'rejected', code: 'O068' });
    expect(l.message).toBe(
      'Karak Varn was abandoned on turn 4: it collects no income and takes no action this turn (CITY ACTIONS, Abandon City).',
    );
    expect(one('Karak Varn - Raise Troops 100 New Guard', { state: abandoned }).code).toBe('O068');
  });

  it('acts as usual when abandoned two turns ago', () => {
    const l = one('Karak Varn - Build Granary', { state: withCity('Karak Varn', { abandonedTurn: 3 }) });
    expect(l.status).toBe('ok');
  });

  it('no army recruits there this turn or the next (O069)', () => {
    for (const turn of [4, 5]) {
      const l = one('Iron Host - Recruit 100', { state: withCity('Karak Varn', { abandonedTurn: turn }) });
      expect(l).toMatchObject({ status: 'rejected', code: 'O069' });
      expect(l.message).toContain(`Karak Varn is being abandoned (abandoned on turn ${turn})`);
    }
    expect(one('Iron Host - Recruit 100').status).toBe('ok');
  });
});

describe('a Broken army’s moves as the resolver cuts them (Broken Armies)', () => {
  it('an army Broken by a battle (not by size) that moves away turns toward its nearest city instead', () => {
    const l = one('Far Legion - Move 3', { state: withArmy('Far Legion', { broken: true }) });
    expect(l.status).toBe('ok');
    expect(l.notes.map((n) => n.code)).toEqual(['W003', 'W003']);
    expect(l.notes[0].message).toBe(
      'Far Legion is Broken: it stops short in 1103, as 1203 does not bring it nearer its nearest city (Broken Armies).',
    );
    expect(l.notes[1].message).toBe(
      'Far Legion must move at least one hex: it turns toward its nearest city and moves to 1003 instead (Broken Armies).',
    );
    expect(l.message).toContain('ends this action in 1003');
  });

  it('stops short of a hex holding another player’s unit, and steps to the next hex toward its city', () => {
    const bo: Unit = { name: 'Bo Scouts', player: BO, type: 'Scout', hex: hex('1003'), size: 1 };
    const l = one('Far Legion - Move 5', { state: withArmy('Far Legion', { broken: true }, [bo]) });
    expect(l.notes.map((n) => n.code)).toEqual(['W013', 'W003']);
    expect(l.notes[0].message).toBe(
      'Far Legion is Broken: it stops short in 1103, as 1003 holds an unfriendly unit (Broken Armies).',
    );
    expect(l.notes[1].message).toContain('moves to 1002 instead');
  });

  it('once it has moved this turn, a later cut move leaves it where it stands', () => {
    // Remnant (300 points, Broken by size) in 0606; its nearest city is Low Hollow (0308), 3 hexes. Action 1,
    // direction 2 (even column: 0706, 4 from 0308), is cut and it turns to 0507 (2 from 0308). Action 2,
    // direction 2 from odd column 5 (0606, 3 again), is cut and, having moved already, it stays in 0507.
    const r = check('Remnant - Move 2\nRemnant - Move 2');
    expect(r.lines.map((l) => l.status)).toEqual(['ok', 'ok']);
    expect(r.lines[0].notes.map((n) => n.message)).toEqual([
      'Remnant is Broken: it stops short in 0606, as 0706 does not bring it nearer its nearest city (Broken Armies).',
      'Remnant must move at least one hex: it turns toward its nearest city and moves to 0507 instead (Broken Armies).',
    ]);
    expect(r.lines[1].notes.map((n) => n.message)).toEqual([
      'Remnant is Broken: it stops short in 0507, as 0606 does not bring it nearer its nearest city (Broken Armies).',
    ]);
    expect(r.lines[1].message).toContain('ends this action in 0507');
  });

  it('Resolve puts the army in the hex the receipt names', () => {
    const resolved = (state: CampaignState, text: string, army: string): string => {
      const balances = new Map([
        ['ann', 5000],
        ['bo', 5000],
      ]);
      const orders = turnOrders(state, submissionRecords(5, 'Ann', text), balances, 'table');
      const result = resolveTurn({
        state,
        orders: orders.orders,
        balances,
        settings: { seed: 'broken', replacementCosts: 'table', settlersBeyondRegular: 'table' },
        overrides: new Map(),
      });
      const hexAfter = result.state.armies.find((a) => a.name === army)?.hex;
      return hexAfter === undefined ? 'gone' : formatHex(hexAfter);
    };
    expect(resolved(withArmy('Far Legion', { broken: true }), 'Far Legion - Move 3', 'Far Legion')).toBe(
      '1003',
    );
    expect(resolved(campaign(), 'Remnant - Move 2\nRemnant - Move 2', 'Remnant')).toBe('0507');
  });

  it('a move toward its city is left alone', () => {
    const l = one('Far Legion - Move 5', { state: withArmy('Far Legion', { broken: true }) });
    expect(l.notes).toEqual([]);
    expect(l.message).toContain('moves 1 hex(es) to 1003');
  });

  it('with only Hold, it is told it will still move one hex (W004)', () => {
    const legion = (text: string, state?: CampaignState): string[] =>
      check(text, state === undefined ? {} : { state })
        .warnings.filter((w) => w.code === 'W004' && w.message.startsWith('Far Legion'))
        .map((w) => w.message);
    expect(legion('Far Legion - Hold', withArmy('Far Legion', { broken: true }))).toEqual([
      'Far Legion is Broken (Broken Armies): it must move at least one hex, so it will move one hex toward its nearest city.',
    ]);
    expect(legion('Far Legion - Hold')).toEqual([]);
  });
});
