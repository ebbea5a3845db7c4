/**
 * Battle-phase choices at Fight or Flight (digest §4.7): which covering patrols defend (4.0B, ME-R31) and a
 * patroller's preemptive strike (4.0C), on the fixture's T3-02 (Red Band invades 0304, patrolled by Cid).
 */
import type { MeOrder } from '../../../../src/engine/me/orders/types';
import type { MeStageState } from '../../../../src/engine/me/stages/turn';
import { character, OVERRIDES, ORDERS, startState } from './fixture';
import { runStage, withOrders, type Orders } from './harness';

// Cid raises a second army, Blue Shields (Basic 500), patrolling 0204, whose radius 1 covers 0304.
function withBlueShields(): MeStageState {
  const s = startState();
  return {
    ...s,
    campaign: {
      ...s.campaign,
      armies: [
        ...s.campaign.armies,
        { name: 'Blue Shields', owner: 'Cid', basic: 500, list: '', general: 'Cora', dispersedTurn: 0 },
      ],
      characters: [...s.campaign.characters, character('Cora', 'Cid', 'Blue Shields')],
    },
  };
}
const orders = withOrders(ORDERS, {
  Cid: [{ kind: 'patrol', army: 'Blue Shields', hex: '0204', allied: false }],
});

function flight(choices: Readonly<Record<string, readonly MeOrder[]>>) {
  const o = runStage('orders', withBlueShields(), orders, OVERRIDES);
  return runStage('fight-or-flight', o.state, new Map(Object.entries(choices)) as Orders, OVERRIDES);
}

describe('ME Fight or Flight: the defender chooses his patrols (4.0B)', () => {
  it('by default the patrol on the attacked hex defends alone', () => {
    const f = flight({});
    expect(f.battles[1]?.sides[1]).toMatchObject({ side: 'Cid', forces: ['Grey Watch'], size: 1250 });
  });

  it('two covering patrols named fight combined: 1250 + 500 = 1750 (4.0B, 3.1B)', () => {
    const f = flight({ Cid: [{ kind: 'defend', battle: 'T3-02', armies: ['Grey Watch', 'Blue Shields'] }] });
    expect(f.battles[1]?.sides[1]).toMatchObject({
      side: 'Cid',
      forces: ['Grey Watch', 'Blue Shields'],
      size: 1750,
    });
  });

  it('an army that does not patrol over the hex is refused, naming it (ME-R31)', () => {
    const f = flight({ Cid: [{ kind: 'defend', battle: 'T3-02', armies: ['Grey Watch', 'Sun Guard'] }] });
    expect(f.battles[1]?.sides[1]?.forces).toEqual(['Grey Watch']);
    expect(f.events.map((e) => e.effect)).toContain(
      "Cid's defence of 0304 not used: Sun Guard does not patrol over it",
    );
  });
});

describe('ME Fight or Flight: a preemptive strike (4.0C)', () => {
  it('makes both sides attack', () => {
    const f = flight({ Cid: [{ kind: 'stance', battle: 'T3-02', stance: 'Preemptive strike' }] });
    expect(f.battles[1]?.sides.map((s) => s.role)).toEqual(['both attacking', 'both attacking']);
    expect(f.battles[0]?.sides.map((s) => s.role)).toEqual(['attacker', 'defender']);
  });

  it("is the patroller's: the invader writing it changes nothing", () => {
    const f = flight({ Bob: [{ kind: 'stance', battle: 'T3-02', stance: 'Preemptive strike' }] });
    expect(f.battles[1]?.sides.map((s) => s.role)).toEqual(['attacker', 'defender']);
  });
});

describe('ME forces: a fielded mercenary (6.0B)', () => {
  it("adds its basic cost, not its bid, to the army's Total Army Size: 1500 + 200 = 1700", () => {
    const s = startState();
    const state = {
      ...s,
      campaign: {
        ...s.campaign,
        mercenaries: [
          {
            unit: 'Ogres',
            player: 'Bob',
            army: 'Red Band',
            points: 200,
            upkeep: 250,
            powerUpkeep: 0,
            fromTurn: 2,
          },
        ],
      },
    };
    const o = runStage('orders', state, ORDERS, OVERRIDES);
    expect(o.battles[1]?.sides[0]).toMatchObject({ side: 'Bob', forces: ['Red Band'], size: 1700 });
  });
});

describe('ME Fight or Flight: fortress garrisons (App. B, ME-R32)', () => {
  function fortified(hexes: readonly string[]): MeStageState {
    const s = startState();
    return {
      ...s,
      campaign: {
        ...s.campaign,
        hexes: s.campaign.hexes.map((h) =>
          hexes.includes(h.address) ? { ...h, fortress: 'Fortress' as const } : h,
        ),
      },
    };
  }
  const play = (state: MeStageState, choices: Orders) => {
    const o = runStage('orders', state, ORDERS, OVERRIDES);
    return runStage('fight-or-flight', o.state, choices, OVERRIDES);
  };

  it("the attacked hex's own Fortress joins its defender unasked: 1250 + 250 = 1500", () => {
    const f = play(fortified(['0304']), new Map());
    expect(f.battles[1]?.sides[1]).toMatchObject({ side: 'Cid', size: 1500 });
  });

  it('a named Fortress one hex away joins instead (radius 1): 1250 + 250', () => {
    const choices: Orders = new Map([
      ['Cid', [{ kind: 'garrison', battle: 'T3-02', hex: '0204', army: 'Grey Watch' }]],
    ]);
    const f = play(fortified(['0204']), choices);
    expect(f.battles[1]?.sides[1]?.size).toBe(1500);
  });

  it('a Fortress two hexes away is out of reach: refused, naming it', () => {
    const choices: Orders = new Map([
      ['Cid', [{ kind: 'garrison', battle: 'T3-02', hex: '0104', army: 'Grey Watch' }]],
    ]);
    const f = play(fortified(['0104']), choices);
    expect(f.battles[1]?.sides[1]?.size).toBe(1250);
    expect(
      f.events.some((e) => e.effect.startsWith('not used: Garrison of 0104 cannot join battle T3-02')),
    ).toBe(true);
  });
});
