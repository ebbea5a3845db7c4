import {
  effectiveCommand,
  healOneWound,
  Note,
  regroupTest,
  renominate,
} from '../../../../src/engine/cs42/battles/individuals';
import { buyReplacements, replacementTerms } from '../../../../src/engine/cs42/battles/replacements';
import type { ArmyBattleStatus } from '../../../../src/engine/cs42/battles/types';
import { individual } from './fixture';

/** ARMY COMMAND (Loss of Commanders, Leaderless Armies, Commanding Foreign Armies), Broken Armies' regroup test,
 * Casualties' healing, and replacements by Table 5 (RULINGS 8). */

describe('Loss of Commanders', () => {
  it('the living individual of the empire with the best command rating takes over; too small a rating must Split', () => {
    const notes: Note[] = [];
    const out = renominate(
      [
        individual('Old Lord', 'Red', 'Red Host', { commander: true, status: 'dead' }),
        individual('Captain', 'Red', 'Red Host', { commandRating: 8 }),
        individual('Sergeant', 'Red', 'Red Host', { commandRating: 5 }),
      ],
      'Red Host',
      'Red',
      10,
      notes,
    );
    expect(out.leaderless).toBe(false);
    expect(out.individuals.filter((i) => i.commander).map((i) => i.name)).toEqual(['Captain']);
    expect(notes.map((n) => n.effect)).toEqual([
      'Captain takes command; command 8 is less than size 10: the army must Split',
    ]);
  });

  it('only foreign individuals left (command rating 0 for another empire): a Leaderless Army', () => {
    const notes: Note[] = [];
    const ally = individual('Elf Hero', 'Red', 'Red Host', { empire: 'Blue', commandRating: 25 });
    expect(effectiveCommand(ally, 'Red')).toBe(0);
    const out = renominate([ally], 'Red Host', 'Red', 6, notes);
    expect(out.leaderless).toBe(true);
    expect(notes.map((n) => n.effect)).toEqual([
      'no individual of its empire is left to command it: a Leaderless Army',
    ]);
  });
});

describe('Broken Armies: regroup, and Casualties: healing', () => {
  it('the commander passes a leadership test on a d20 at most his LD', () => {
    const c = individual('Captain', 'Red', 'Red Host', { leadership: 12 });
    expect(regroupTest(c, 12)).toBe(true);
    expect(regroupTest(c, 13)).toBe(false);
    expect(regroupTest(undefined, 1)).toBe(false);
  });
  it('a wounded individual recovers one wound per turn', () => {
    expect(healOneWound([individual('A', 'Red', 'H', { wounds: 2 })])[0].wounds).toBe(1);
  });
});

describe('Replacements: Table 5 (RULINGS 8) and Casualties', () => {
  const lost: ArmyBattleStatus = {
    army: 'Red Host',
    player: 'Red',
    broken: false,
    leaderless: false,
    pointsLost: 500,
    lostOnTurn: 3,
    unreplaceable: 0,
    barredFrom: null,
  };
  it.each([
    ['In a city', 'Regular', true, 500, 500],
    ['Normal Supply range', 'Regular', false, 400, 400],
    ['Long Supply range', 'Long', false, 300, 375],
    ['Extended Supply Range', 'Extended', false, 200, 300],
  ] as const)('%s: up to %s → %i points for %i guilders', (_row, status, inCity, points, cost) => {
    expect(buyReplacements(lost, 500, replacementTerms(status, inCity, 'table'), 4)).toMatchObject({
      points,
      cost,
    });
  });
  it('Out of Supply: cannot re-supply', () => {
    expect(buyReplacements(lost, 500, replacementTerms('Out of Supply', false, 'table'), 4)).toEqual({
      points: 0,
      cost: 0,
      limit: 'Out of Supply: cannot re-supply (Table 5)',
    });
  });
  it('the prose setting: Long 150%, Extended 200% of the normal cost', () => {
    expect(buyReplacements(lost, 300, replacementTerms('Long', false, 'prose'), 4).cost).toBe(450);
    expect(buyReplacements(lost, 200, replacementTerms('Extended', false, 'prose'), 4).cost).toBe(400);
  });
  it('only on the turn after the battle, and never the losses taken Out of Supply', () => {
    expect(buyReplacements(lost, 100, replacementTerms('Regular', false, 'table'), 5).points).toBe(0);
    expect(
      buyReplacements({ ...lost, unreplaceable: 250 }, 500, replacementTerms('Regular', false, 'table'), 4),
    ).toEqual({
      points: 200,
      cost: 200,
      limit: 'up to 80% of 250 points lost: 200 (Table 5)',
    });
  });
});
