import { checkOrders } from '../../../../src/engine/cs42/orders/check';
import type { OrderLine, OrderReceipt } from '../../../../src/engine/cs42/orders/types';
import { visibleHexes } from '../../../../src/engine/cs42/visibility';
import type { CampaignState, MapHex, Unit } from '../../../../src/engine/model';
import type { Terrain } from '../../../../src/engine/cs42/tables';
import { ANN, BO, campaign, hex } from './fixture';

/**
 * A receipt tells the player only what he may see (VISIBILITY; SPY ACTIONS: spies "are not represented on the
 * map"): a name he cannot see gets the very answer of a name nobody has. Each case failed before the fix: the
 * receipt answered O033 / O030 / O034 for hidden units, W013 and no W012 for hidden ones in a hex, and suggested
 * hidden names in "Did you mean".
 */

const forest = { terrain: 'Forest' as Terrain };

function withHexes(state: CampaignState, changes: Record<string, Partial<MapHex>>): CampaignState {
  const hexes = new Map(state.map.hexes);
  for (const [at, change] of Object.entries(changes)) {
    const h = hexes.get(at);
    if (h === undefined) throw new Error(at);
    hexes.set(at, { ...h, ...change });
  }
  return { ...state, map: { ...state.map, hexes } };
}

const unit = (name: string, type: Unit['type'], at: string): Unit => ({
  name,
  player: BO,
  type,
  hex: hex(at),
  size: 1,
});

/** The fixture (Ann sees only Bo's Red Banner, 0203, and Raiders, 0308), with Bo's hidden things added. */
const base = campaign();
const state: CampaignState = {
  ...withHexes(base, { '1203': forest, '0507': forest, '1510': { terrain: 'Underground' as Terrain } }),
  units: [
    ...base.units,
    unit('Whisper-in-the-Deep', 'Spy', '0303'),
    unit('Ashmaw Drifters', 'Settler', '2010'),
    unit('Mud Crew', 'Engineer', '0507'),
  ],
  cities: [
    ...base.cities,
    {
      name: 'Deepholm',
      player: BO,
      hex: hex('1510'),
      size: 4,
      improvements: [],
      conquered: false,
      besieged: false,
      corruption: 0,
    },
  ],
  structures: [
    { name: 'Temple 1203', type: 'Temple', player: BO, hex: hex('1203'), edge: null, capturedTurn: null },
  ],
};

function receipt(text: string, s: CampaignState = state): OrderReceipt {
  return checkOrders({ state: s, player: ANN, text, treasury: 5000 });
}

/** What the player reads of each line, with `name` written as NAME: the answers compared. */
function reads(text: string, name: string): string[] {
  const r = receipt(text.replaceAll('NAME', name));
  const show = (l: OrderLine): string =>
    [l.status, l.code, l.message, ...l.notes.map((n) => `${n.code} ${n.message}`)].join(' | ');
  return r.lines.map((l) => show(l).replaceAll(name, 'NAME'));
}

describe('the receipt answers a hidden name as it answers a name nobody has', () => {
  it('the hidden things are hidden (VISIBILITY): the premise of every case', () => {
    const seen = visibleHexes(state, ANN);
    for (const at of ['0303', '2010', '0507', '1203', '1510', '1905']) {
      // 0303 holds Bo's spy: seen (Ann's city is there), yet a spy is never on the map.
      if (at !== '0303') expect(seen.has(at)).toBe(false);
    }
    expect(seen.has('0203')).toBe(true);
  });

  it.each([
    ['a spy (never on the map)', 'Karak Varn - Raise Spy NAME', 'Whisper-in-the-Deep'],
    ['an unseen army', 'Karak Varn - Raise Troops 200 NAME', 'Gorthak Horde'],
    ['an unseen settler band, as a split part', 'Iron Host - Split NAME 400', 'Ashmaw Drifters'],
    ['an unseen underground city, as a new city', 'Pilgrims - Found City NAME', 'Deepholm'],
    ['follow an unseen army', 'Iron Host - Move 3 follow NAME', 'Gorthak Horde'],
    ['engage an unseen army', 'Iron Host - Move 3 engage NAME', 'Gorthak Horde'],
    ['enslave unseen settlers', 'Iron Host - Enslave NAME', 'Ashmaw Drifters'],
    ['enslave an unseen army', 'Iron Host - Enslave NAME', 'Gorthak Horde'],
    ['enslave a spy', 'Iron Host - Enslave NAME', 'Whisper-in-the-Deep'],
    ['spy on an unseen underground city', 'Whisper - Spy on City NAME', 'Deepholm'],
    ['besiege an unseen underground city', 'Iron Host - Besiege NAME', 'Deepholm'],
  ])('%s: %s', (_what, text, hidden) => {
    expect(reads(text, hidden)).toEqual(reads(text, 'Nobody Knows'));
  });

  it('a new name clashing with a hidden one is accepted (O000), not refused as in use (O033)', () => {
    const r = receipt('Karak Varn - Raise Spy Whisper-in-the-Deep');
    expect(r.lines[0]).toMatchObject({ status: 'ok', code: 'O000' });
    expect(r.lines[0].message).not.toMatch(/ II/);
  });

  it('a name the player sees is still refused (O033): his own, a seen army, any surface city', () => {
    for (const name of ['Iron Host', 'Red Banner', 'Lotus Spire'])
      expect(receipt(`Karak Varn - Raise Troops 200 ${name}`).lines[0].code).toBe('O033');
  });

  it('a Destroy into a hex whose structure is unseen gets W012, as into an empty hex', () => {
    const text = 'Far Legion - Move 3 destroy';
    const empty = { ...state, structures: [] };
    const codes = (s: CampaignState): string[] => receipt(text, s).lines[0].notes.map((n) => n.code);
    expect(codes(state)).toEqual(codes(empty));
    expect(codes(state)).toContain('W012');
  });

  it('a Broken army is not stopped on the receipt by a unit the player does not see (no W013)', () => {
    const text = 'Remnant - Move 5';
    const without = { ...state, units: state.units.filter((u) => u.name !== 'Mud Crew') };
    expect(receipt(text).lines[0]).toEqual(receipt(text, without).lines[0]);
    expect(receipt(text).lines[0].message).toMatch(/0507/);
  });

  it('an unseen enemy temple (a road hex, RULINGS 4) does not lengthen a Move on the receipt', () => {
    // Road on 1103 and 1104; 1105 is Forest with Bo's temple, beside the road: a road hex if known.
    const roads = withHexes(state, { '1103': { road: true }, '1104': { road: true }, '1105': forest });
    const temple = {
      ...roads,
      structures: [
        {
          name: 'Temple 1105',
          type: 'Temple' as const,
          player: BO,
          hex: hex('1105'),
          edge: null,
          capturedTurn: null,
        },
      ],
    };
    expect(visibleHexes(temple, ANN).has('1105')).toBe(false);
    const text = 'Far Legion - Move 4 4';
    expect(receipt(text, temple).lines[0]).toEqual(receipt(text, { ...roads, structures: [] }).lines[0]);
    expect(receipt(text, temple).lines[0].code).toBe('O025');
  });

  it('"Did you mean" offers only names the player sees', () => {
    const all = JSON.stringify(
      receipt(
        [
          'Iron Host - Move 3 follow Gorthak Hord',
          'Iron Host - Enslave Ashmaw Drifter',
          'Whisper - Disrupt Deephol',
        ].join('\n'),
      ).lines,
    );
    expect(all).not.toMatch(/Gorthak Horde”|Ashmaw Drifters”|Deepholm”/);
  });
});

describe('what the receipt still says of what the player sees', () => {
  it('follow a seen enemy army that is not adjacent: W011, as before', () => {
    const s = {
      ...state,
      armies: state.armies.map((a) => (a.name === 'Red Banner' ? { ...a, hex: hex('0206') } : a)),
    };
    const seen = visibleHexes(s, ANN);
    expect(seen.has('0206')).toBe(true);
    const line = receipt('Iron Host - Move 3 follow Red Banner', s).lines[0];
    expect(line.notes.map((n) => n.code)).toEqual(['W011']);
  });

  it('Enslave a seen army: O034; seen settlers elsewhere: accepted with W017 (Enslaving: "lands on")', () => {
    expect(receipt('Iron Host - Enslave Red Banner').lines[0].code).toBe('O034');
    const s = { ...state, units: [...state.units, unit('Reed Folk', 'Settler', '0403')] };
    expect(visibleHexes(s, ANN).has('0403')).toBe(true);
    const line = receipt('Iron Host - Enslave Reed Folk', s).lines[0];
    expect(line).toMatchObject({ status: 'ok', code: 'O000' });
    expect(line.notes.map((n) => n.code)).toEqual(['W017']);
    expect(line.notes[0].message).toMatch(/0403/);
  });

  it('an unseen or unknown follow target is W016: the line stands and moves as written', () => {
    const line = receipt('Iron Host - Move 3 follow Phantom Legion').lines[0];
    expect(line).toMatchObject({ status: 'ok', code: 'O000' });
    expect(line.notes.map((n) => n.code)).toEqual(['W016']);
  });
});
