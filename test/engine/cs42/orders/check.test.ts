import { acceptedActions, checkOrders } from '../../../../src/engine/cs42/orders/check';
import { armySupply, createSupplyOracle, unitSupply } from '../../../../src/engine/cs42/supply';
import { ANN, BO, campaign, check, one } from './fixture';

const statuses = (text: string) => check(text).lines.map((l) => `${l.status} ${l.code}`);

describe('the test campaign (supply statuses the checks below rely on)', () => {
  it('is as the fixture says', () => {
    const s = campaign();
    const o = createSupplyOracle(s);
    const army = (n: string) =>
      armySupply(
        o,
        s.armies.find((a) => a.name === n)!,
      ).status;
    const unit = (n: string) =>
      unitSupply(
        o,
        s.units.find((u) => u.name === n)!,
      ).status;
    expect(army('Iron Host')).toBe('Regular');
    expect(army('Far Legion')).toBe('Long');
    expect(unit('Sappers')).toBe('Regular');
    expect(unit('Lost Sappers')).toBe('Extended');
  });
});

describe('ownership', () => {
  it('never accepts another player’s unit, and says the same as for a name that does not exist', () => {
    const theirs = one('Gorthak Horde - Hold');
    const nobody = one('Nobody At All - Hold');
    expect(theirs).toMatchObject({ status: 'rejected', code: 'O004', name: null });
    expect(nobody.code).toBe('O004');
    expect(theirs.message).toMatch(/^You have no unit or city called “Gorthak Horde”\.$/);
    // Bo may order it.
    expect(
      checkOrders({ state: campaign(), player: BO, text: 'Gorthak Horde - Hold', treasury: 0 }).lines[0]
        .status,
    ).toBe('ok');
  });

  it('suggests only the player’s own names', () => {
    expect(one('Gorthak Hord - Hold').message).not.toMatch(/Did you mean/);
    expect(one('iron  HOST - hold')).toMatchObject({ status: 'ok', name: 'Iron Host', kind: 'army' });
  });
});

describe('allowance (Table 6 via the supply engine; RULINGS 15 for cities)', () => {
  it('a Regular army has two actions, a third is rejected', () => {
    expect(statuses('Iron Host - Move 3\nIron Host - Move 3\nIron Host - Move 3')).toEqual([
      'ok O000',
      'ok O000',
      'rejected O020',
    ]);
  });
  it('a Long army has one', () => {
    const r = check('Far Legion - Move 1\nFar Legion - Move 1');
    expect(r.lines[1]).toMatchObject({ status: 'rejected', code: 'O020' });
    expect(r.lines[1].message).toMatch(/1 action this turn \(Long supply, Table 6\)/);
  });
  it('No upkeep makes an army Out of Supply: one action, no March', () => {
    const r = check('Iron Host - No upkeep\nIron Host - March 1 1\nIron Host - Move 1\nIron Host - Move 1');
    expect(r.lines.map((l) => l.code)).toEqual(['O000', 'O022', 'O000', 'O020']);
    expect(r.lines[0].notes[0].code).toBe('W009');
    expect(r.lines[0].actionsUsed).toBe(0);
  });
  it('an Extended engineer battalion is destroyed (Table 6): its orders are void', () => {
    expect(one('Lost Sappers - Hold')).toMatchObject({ status: 'rejected', code: 'O024' });
  });
  it('a size 7 city has two actions, a size 3 city one', () => {
    expect(statuses('Karak Varn - Grow\nKarak Varn - Counter Espionage\nKarak Varn - Hold')).toEqual([
      'ok O000',
      'ok O000',
      'rejected O020',
    ]);
    expect(statuses('Low Hollow - Grow\nLow Hollow - Grow')).toEqual(['ok O000', 'rejected O020']);
  });
  it('settlers and spies have one action', () => {
    expect(statuses('Pilgrims - Move 1\nPilgrims - Move 1')).toEqual(['ok O000', 'rejected O020']);
    expect(statuses('Whisper - Spy on City Lotus Spire\nWhisper - Disrupt Lotus Spire')).toEqual([
      'ok O000',
      'rejected O020',
    ]);
  });
});

describe('two Marches (ORDERS: the second becomes a Move)', () => {
  it('corrects the second March to a Move when it leaves clear or road hexes', () => {
    // 0204 is forest: Iron Host (0303) Marches 1 1, then 5 5 through the forest.
    const r = check('Iron Host - March 4 4\nIron Host - March 6 1');
    expect(r.lines[1]).toMatchObject({
      status: 'corrected',
      code: 'O021',
      action: 'Move',
      actionId: 'Move',
      argsText: '6',
    });
    expect(r.lines[1].message).toMatch(/second March becomes “Move 6”/);
  });
  it('keeps both when every hex entered is clear or road (with double penalties)', () => {
    const r = check('Riders - March 1 1\nRiders - March 2 2');
    expect(r.lines[1]).toMatchObject({ status: 'ok', action: 'March' });
    expect(r.lines[1].notes.map((n) => n.code)).toContain('W010');
  });
});

describe('Patrol uses both actions', () => {
  it('is accepted alone with two actions', () => {
    expect(one('Iron Host - Patrol /M')).toMatchObject({ status: 'ok', actionsUsed: 2, argsText: '/M' });
  });
  it('is rejected with another order or one action', () => {
    expect(statuses('Iron Host - Patrol\nIron Host - Hold')).toEqual(['rejected O023', 'ok O000']);
    expect(one('Far Legion - Patrol').code).toBe('O023');
  });
});

describe('multi-turn work must be consecutive', () => {
  // Sappers stand on a mine in the fixture, where only roads are built (O086): here they stand beside it.
  const offTheMine = (): ReturnType<typeof campaign> => {
    const s = campaign();
    return {
      ...s,
      units: s.units.map((u) => (u.name === 'Sappers' ? { ...u, hex: { col: 4, row: 5 } } : u)),
    };
  };
  it('two Build Watchtower actions in one turn complete it; the cost is paid on the first', () => {
    const r = check('Sappers - Build Watchtower\nSappers - Build Watchtower', { state: offTheMine() });
    expect(r.lines.map((l) => [l.step, l.cost])).toEqual([
      [{ n: 1, of: 2 }, 100],
      [{ n: 2, of: 2 }, 0],
    ]);
    expect(r.lines[1].message).toMatch(/completes a Watchtower/);
  });
  it('Found City started last turn completes this turn', () => {
    const l = one('Pilgrims - Found City New Varn', { previous: { pilgrims: ['FoundCity'] } });
    expect(l.step).toEqual({ n: 2, of: 2 });
    expect(l.message).toMatch(/founds New Varn/);
    expect(one('Pilgrims - Found City New Varn').step).toEqual({ n: 1, of: 2 });
  });
  it('interrupting the work is flagged', () => {
    const r = check('Sappers - Move 1', { previous: { Sappers: ['Move', 'BuildWatchtower'] } });
    expect(r.lines[0].notes.map((n) => n.code)).toContain('W002');
    const held = check('', { previous: { Pilgrims: ['FoundCity'] } });
    expect(held.warnings.map((w) => w.code)).toContain('W002');
  });
  it('a new underground entrance takes four consecutive actions', () => {
    const r = check('Deep Diggers - Dig Entrance\nDeep Diggers - Dig Entrance', {
      previous: { 'Deep Diggers': ['DigEntrance', 'DigEntrance'] },
    });
    expect(r.lines.map((l) => l.step)).toEqual([
      { n: 3, of: 4 },
      { n: 4, of: 4 },
    ]);
  });
  it('acceptedActions gives next turn’s previous orders', () => {
    const r = check('Sappers - Build Watchtower\nIron Host - Move 9', { state: offTheMine() });
    expect(acceptedActions(r)).toEqual({ Sappers: ['BuildWatchtower'] });
  });
});

describe('placement and limits', () => {
  it.each([
    ['Wanderers - Found City Too Close', 'O040'],
    ['Sappers - Work Mine', 'O000'],
    ['Deep Diggers - Work Mine', 'O044'],
    ['Sappers - Dig Tunnel 1', 'O061'],
    ['Sappers - Build Bridge 3', 'O000'],
    ['Sappers - Build Bridge 1', 'O043'],
    ['Iron Host - Recruit 700', 'O000'],
    ['Iron Host - Recruit 800', 'O046'],
    ['Remnant - Recruit 100', 'O045'],
    ['Karak Varn - Raise Troops 350 New Guard', 'O000'],
    ['Karak Varn - Raise Troops 400 New Guard', 'O047'],
    ['Karak Varn - Raise Troops 200 A\nKarak Varn - Raise Troops 200 B', 'O047'],
    ['Karak Varn - Raise Spy Ears', 'O000'],
    ['Karak Varn - Raise Spy Ears\nHigh Keep - Raise Spy Eyes', 'O049'],
    ['Low Hollow - Raise Spy Ears', 'O048'],
    ['Karak Varn - Spawn Settlers 2 Pioneers', 'O000'],
    ['Karak Varn - Spawn Settlers 3 Pioneers', 'O052'],
    ['Karak Varn - Spawn Settlers 1 A\nKarak Varn - Spawn Settlers 1 B', 'O051'],
    ['Karak Varn - Build Marketplace', 'O056'],
    ['Karak Varn - Build Granary\nKarak Varn - Build Barracks', 'O057'],
    ['Karak Varn - Raise Troops 100 Iron Host', 'O033'],
    ['Karak Varn - Raise Troops 100 Lotus Spire', 'O033'],
    ['Iron Host - Split Iron Guard 400, Iron Reserve 300', 'O000'],
    ['Far Legion - Split A 500, B 500', 'O059'],
    ['Far Legion - Split A 900', 'O059'],
    ['Far Legion - Split A 300, B 300, C 300', 'O058'],
    ['Far Legion - Split A 300', 'O000'],
    ['Iron Host - Besiege Lotus Spire', 'O030'],
    ['Iron Host - Besiege Karak Varn', 'O031'],
    ['Iron Host - Enslave Red Banner', 'O034'],
    ['Iron Host - Enslave Gorthak Settlers', 'O000'],
    ['Iron Host - Join Far Legion', 'O000'],
    ['Far Legion - Join Iron Host', 'O032'],
    ['Iron Host - Disband 900', 'O060'],
    ['Low Hollow - Abandon City', 'O055'],
    ['Whisper - Spy on City Karak Varn', 'O031'],
    ['Whisper - Disrupt Lotus Spir', 'O030'],
    ['Iron Host - Move 1\nIron Host - Move 1\n', 'O000'],
    ['Iron Host - Move 5 5 5', 'O025'],
    ['Iron Host - Move 4 4', 'O000'],
  ])('%j: last line %s', (text, code) => {
    const r = check(text);
    expect(r.lines.at(-1)?.code).toBe(code);
  });

  it('a settler band spawned last turn cannot be spawned again, nor Abandon City twice running', () => {
    expect(
      one('Karak Varn - Spawn Settlers 1 A', { previous: { 'KARAK VARN': ['SpawnSettlers'] } }).code,
    ).toBe('O053');
    expect(one('High Keep - Abandon City', { previous: { 'High Keep': ['AbandonCity'] } }).code).toBe('O054');
    expect(one('High Keep - Abandon City').code).toBe('O000');
  });
  it('Abandon City must be the only action', () => {
    expect(statuses('Karak Varn - Abandon City\nKarak Varn - Grow')).toEqual(['ok O000', 'rejected O028']);
  });
  it('scouts: no more than field armies', () => {
    const text = ['Karak Varn - Commission Scouts S1', 'Karak Varn - Commission Scouts S2'].join('\n');
    expect(statuses(text)).toEqual(['ok O000', 'ok O000']);
    const s = campaign();
    const fewer = { ...s, armies: s.armies.filter((a) => a.player !== ANN || a.name === 'Iron Host') };
    expect(
      checkOrders({ state: fewer, player: ANN, text: 'Karak Varn - Commission Scouts S1', treasury: 0 })
        .lines[0].code,
    ).toBe('O050');
  });
  it('new armies take orders: a raised army has one action, a split army what is left', () => {
    const r = check('New Guard - Move 4\nKarak Varn - Raise Troops 300 New Guard\nNew Guard - Move 4');
    expect(r.lines.map((l) => l.code)).toEqual(['O000', 'O000', 'O020']);
    const s = check(
      'Iron Host - Split Iron Guard 400, Iron Reserve 400\nIron Guard - Move 1\nIron Host - Move 1',
    );
    expect(s.lines.map((l) => l.code)).toEqual(['O000', 'O000', 'O026']);
    const bad = check('Karak Varn - Raise Troops 0 Big\nBig - Move 1');
    expect(bad.lines.map((l) => l.code)).toEqual(['O010', 'O035']);
    const over = check('Karak Varn - Raise Troops 500 Big\nBig - Move 1');
    expect(over.lines.map((l) => l.code)).toEqual(['O047', 'O035']);
  });
  it('Besiege from the city hex, as the last action', () => {
    const s = campaign();
    const state = {
      ...s,
      cities: [...s.cities, { ...s.cities[3], name: 'Thorn Gate', hex: { col: 6, row: 3 }, size: 9 }],
      armies: s.armies.map((a) => (a.name === 'Iron Host' ? { ...a, hex: { col: 5, row: 3 } } : a)),
    };
    const run = (text: string) => checkOrders({ state, player: ANN, text, treasury: 0 }).lines;
    const r = run('Iron Host - Move 3\nIron Host - Besiege Thorn Gate');
    expect(r.map((l) => l.code)).toEqual(['O000', 'O000']);
    expect(r[1].notes.map((n) => n.code)).toEqual(['W006']);
    expect(run('Iron Host - Besiege Thorn Gate').map((l) => l.code)).toEqual(['O030']);
    expect(
      run('Iron Host - Move 3\nIron Host - Besiege Thorn Gate\nIron Host - Hold').map((l) => l.code),
    ).toEqual(['O000', 'O000', 'O027']);
    const oneAction = run('Red Host - Besiege Thorn Gate');
    expect(oneAction[0].code).toBe('O030');
  });
  it('Besiege ends the turn', () => {
    const s = campaign();
    const state = {
      ...s,
      cities: [...s.cities, { ...s.cities[3], name: 'Thorn Gate', hex: { col: 3, row: 3 } }],
    };
    const r = checkOrders({
      state,
      player: ANN,
      text: 'Iron Host - Besiege Thorn Gate\nIron Host - Hold',
      treasury: 0,
    });
    expect(r.lines.map((l) => l.code)).toEqual(['O000', 'O027']);
  });
  it('no structure in a city hex', () => {
    const s = campaign();
    const state = {
      ...s,
      units: s.units.map((u) => (u.name === 'Sappers' ? { ...u, hex: { col: 4, row: 3 } } : u)),
    };
    const r = checkOrders({
      state,
      player: ANN,
      text: 'Sappers - Move 6\nSappers - Build Temple',
      treasury: 0,
    });
    expect(r.lines.map((l) => l.code)).toEqual(['O000', 'O041']);
  });
  it('a Broken army is told to move toward its city', () => {
    expect(one('Remnant - Move 2').notes.map((n) => n.code)).toContain('W003');
    expect(check('Remnant - Hold').warnings.map((w) => w.code)).toContain('W004');
  });
  it('Grow that cannot succeed is a warning', () => {
    expect(one('High Keep - Grow').notes.map((n) => n.code)).toEqual(['W005']);
    expect(one('Low Hollow - Grow').notes).toEqual([]);
  });
});

describe('costs and holds', () => {
  it('costs beyond the treasury are a warning, not a rejection', () => {
    const r = check('Karak Varn - Build Aqueduct\nKarak Varn - Raise Troops 300 New Guard', {
      treasury: 600,
    });
    expect(r.lines.map((l) => l.status)).toEqual(['ok', 'ok']);
    expect(r.totalCost).toBe(800);
    expect(r.warnings.filter((w) => w.code === 'W001')).toHaveLength(1);
    expect(r.warnings.find((w) => w.code === 'W001')?.message).toMatch(
      /cost 800 guilders and the treasury holds 600/,
    );
    expect(check('Karak Varn - Build Aqueduct', { treasury: 600 }).warnings.map((w) => w.code)).not.toContain(
      'W001',
    );
  });
  it('lists every unit and city without an accepted order as holding', () => {
    const r = check('Iron Host - Move 1\n# a comment\n\n// another\nRed Host - Fly');
    const names = r.holds.map((h) => h.name);
    expect(names).toContain('Red Host');
    expect(names).not.toContain('Iron Host');
    expect(names).toEqual(
      expect.arrayContaining(['Karak Varn', 'Sappers', 'Pilgrims', 'Far Eyes', 'Whisper']),
    );
    expect(names).not.toContain('Lost Sappers');
    expect(r.lines.map((l) => l.line)).toEqual([1, 5]);
  });
  it('carries the raw text unchanged', () => {
    const text = '=IMPORTXML("http://x")  -  Move 3\t';
    expect(one(text).text).toBe(text);
  });
});
