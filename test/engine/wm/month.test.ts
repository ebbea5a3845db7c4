import { Dice } from '../../../src/engine/dice';
import { resolveBattle } from '../../../src/engine/wm/battle';
import { applyFate } from '../../../src/engine/wm/characters';
import { updateControl } from '../../../src/engine/wm/control';
import { contacts, engagement } from '../../../src/engine/wm/engagement';
import type { WmArmy, WmState } from '../../../src/engine/wm/model';
import { beginMonth, endMonth, holdAt } from '../../../src/engine/wm/month';
import { moveArmy } from '../../../src/engine/wm/movement';
import { areaOf, nationOf, stateOf } from './fixtures';

const at = (name: string, nation: string, area: string, general: string): WmArmy => ({
  name,
  nation,
  general,
  area,
  location: 'Countryside',
  status: 'normal',
  cameFrom: null,
});

// RedTown - Ford (Red) -[major river]- Mill (Blue village) - BlueTown
const start = (): WmState =>
  stateOf({
    month: 4,
    areas: [
      areaOf('RedTown', 'Red', 'Town'),
      areaOf('Ford', 'Red'),
      areaOf('Mill', 'Blue'),
      areaOf('BlueTown', 'Blue', 'Town'),
    ],
    boundaries: [
      { a: 'RedTown', b: 'Ford', delay: null },
      { a: 'Ford', b: 'Mill', delay: 'major river' },
      { a: 'Mill', b: 'BlueTown', delay: null },
    ],
    nations: [
      nationOf('Red', {
        characters: [
          { name: 'Grom', type: 'General', status: 'active', items: ['Sword of Might'] },
          { name: 'Ugg', type: 'Hero', status: 'active', items: [] },
        ],
      }),
      nationOf('Blue', {
        roster: [{ unit: 'Spearmen', category: 'Infantry', cost: 45, bought: 12, lost: 0 }],
        characters: [{ name: 'Elric', type: 'General', status: 'active', items: [] }],
      }),
    ],
    armies: [at('Horde', 'Red', 'Ford', 'Grom'), at('Guard', 'Blue', 'Mill', 'Elric')],
  });

describe('One month of play (002 TURN ORDER, WM-R2)', () => {
  it('move across a river, engage in the countryside, Blue wins a major victory, Red retreats to Ford', () => {
    const dice = new Dice(
      'month',
      new Map([
        ['delay:Horde:Mill', 3],
        ['survival:Mill-4:Red:Orc Warriors#1', 2],
        ['survival:Mill-4:Blue:Spearmen#1', 6],
      ]),
    );
    // 1-2: orders, the river crossing: picked 3, rolled 3 crosses with no delay.
    let s = beginMonth(start());
    const before = s.armies;
    s = moveArmy(s, { army: 'Horde', to: 'Mill', picked: 3 }, dice).state;
    // 3: contact in Mill; secret choices Countryside (Red) and POI (Blue): battle.
    expect(contacts(before, s.armies)).toEqual([{ area: 'Mill', armies: ['Horde', 'Guard'], swap: false }]);
    expect(
      engagement('Countryside', 'POI', { pop: 'Village', ownedByEither: true, swap: false }).engagement,
    ).toBe('battle');
    // Blue destroyed 300 points of Red and held the objective (+200): 500 to Red's 240 is 2:1 or more, under 3:1.
    const out = resolveBattle(
      s,
      {
        id: 'Mill-4',
        a: {
          army: 'Horde',
          enemyLossesCost: 240,
          soleObjective: false,
          losses: [{ unit: 'Orc Warriors', index: 1, stands: 2 }],
        },
        b: {
          army: 'Guard',
          enemyLossesCost: 300,
          soleObjective: true,
          losses: [{ unit: 'Spearmen', index: 1, stands: 3 }],
        },
        characters: [
          {
            nation: 'Red',
            character: 'Grom',
            fate: 'killed',
            by: 'Blue',
            byCharacterInContact: true,
            items: ['Capture'],
            replacement: 'Ugg',
            army: 'Horde',
          },
        ],
      },
      dice,
    );
    expect(out.vp).toEqual([240, 500]);
    expect(out.decision).toEqual({ result: 'win', winner: 'B', level: 'major victory' });
    s = out.state;
    // Survival: Red's 2-stand unit rolled 2 (destroyed: lost 2 -> 3); Blue's 3-stand unit rolled 6 (returns).
    expect(s.nations[0]?.roster[0]?.lost).toBe(3);
    expect(s.nations[1]?.roster[0]?.lost).toBe(0);
    // Grom killed by a character in contact: his sword captured by Blue; Ugg leads the Horde.
    expect(s.nations[1]?.spareItems).toEqual(['Sword of Might']);
    expect(s.armies.find((a) => a.name === 'Horde')).toMatchObject({ area: 'Ford', general: 'Ugg' });
    // 5: Update map: Guard fought, so no occupation changes; the month ends.
    s = holdAt(s, 'Guard', 'Population Center');
    expect(updateControl(s, new Set(['Horde', 'Guard'])).events).toEqual([]);
    expect(endMonth(s)).toMatchObject({ state: { month: 5 }, newYear: false });
  });

  it('a General killed with no hero left: a royal nephew leads as +1 until the New Year (WM-R29)', () => {
    const s = start();
    const lone = {
      ...s,
      nations: [
        nationOf('Red', {
          characters: [{ name: 'Grom', type: 'General' as const, status: 'active' as const, items: [] }],
        }),
        s.nations[1]!,
      ],
    };
    const out = applyFate(lone, {
      nation: 'Red',
      character: 'Grom',
      fate: 'killed',
      by: 'Blue',
      army: 'Horde',
    });
    expect(out.state.armies[0]?.general).toBe('Horde royal nephew');
    expect(out.state.nations[0]?.characters[1]).toMatchObject({ type: 'General', royalNephew: true });
  });

  it('a captured character: each item needs an entered escape result (WM-R24); Escape returns it to the owner', () => {
    const s = start();
    expect(() => applyFate(s, { nation: 'Red', character: 'Grom', fate: 'captured', by: 'Blue' })).toThrow(
      'enter an escape result for each',
    );
    const out = applyFate(s, {
      nation: 'Red',
      character: 'Grom',
      fate: 'captured',
      by: 'Blue',
      items: ['Escape'],
    });
    expect(out.state.nations[0]?.characters[0]).toMatchObject({ status: 'captured', capturedBy: 'Blue' });
    expect(out.state.nations[0]?.spareItems).toEqual(['Sword of Might']);
  });

  it('WM-R10: a draw, no retreat by default; under the mover setting, the army that moved in retreats', () => {
    const s = moveArmy(
      beginMonth(start()),
      { army: 'Horde', to: 'Mill', picked: 3 },
      new Dice('d', new Map([['delay:Horde:Mill', 3]])),
    ).state;
    const report = {
      id: 'Draw',
      a: { army: 'Horde', enemyLossesCost: 100, soleObjective: false, losses: [] },
      b: { army: 'Guard', enemyLossesCost: 100, soleObjective: false, losses: [] },
    };
    expect(resolveBattle(s, report, new Dice('d')).state.armies[0]?.area).toBe('Mill');
    const mover = { ...s, settings: { ...s.settings, draw: 'mover' as const } };
    expect(resolveBattle(mover, report, new Dice('d')).state.armies[0]?.area).toBe('Ford');
  });
});
