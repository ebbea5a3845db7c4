/**
 * A combined assault (7.2B) on the Battles tab, in the Interim report and in the player view: the side names
 * both players, so each of them finds the battle.
 */
import type { StageBattle } from '../../../src/engine/core/stage';
import type { MeState } from '../../../src/engine/me/model';
import { battleCells, sidesIn } from '../../../src/ledger/me/stage-battles';
import { playerReports } from '../../../src/ledger/me/stage-reports';

const battle: StageBattle = {
  id: 'T2-01',
  turn: 2,
  where: '0304',
  kind: 'invasion',
  sides: [
    { side: 'Ostmark + Tor Athel', role: 'attacker', forces: ['Ostmark Host', 'Athel Guard'], size: 2500 },
    { side: 'Red Maw', role: 'defender', forces: ['Wolf Raiders'], size: 1000 },
  ],
  setup: [],
  mode: 'tabletop',
  status: 'awaiting choices',
  winner: null,
};

describe('ME combined assault (7.2B): both players are on the side', () => {
  it('the Sides cell names both and sidesIn reads each player back', () => {
    const cell = battleCells(battle).Sides;
    expect(cell).toBe(
      'attacker: Ostmark + Tor Athel — Ostmark Host + Athel Guard (2500)\ndefender: Red Maw — Wolf Raiders (1000)',
    );
    expect(sidesIn(cell)).toEqual(['Ostmark', 'Tor Athel', 'Red Maw']);
  });

  it('the Interim report reaches both players of the side', () => {
    const kingdoms = ['Ostmark', 'Tor Athel', 'Red Maw', 'Karak Dron'].map(
      (player) => ({ player }) as MeState['kingdoms'][number],
    );
    const reports = playerReports({ kingdoms } as unknown as MeState, [], [battle], {
      turn: 2,
      stage: 'orders',
      round: 1,
    });
    const has = (p: string): boolean => (reports.get(p) ?? []).some((l) => l.startsWith('T2-01 at 0304'));
    expect([has('Ostmark'), has('Tor Athel'), has('Red Maw'), has('Karak Dron')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
