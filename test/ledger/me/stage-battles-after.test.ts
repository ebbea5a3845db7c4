/**
 * The Battles tab's body after a stage (stage-battles.ts battlesAfter): the stages read only the rows of the
 * clock's turn, at the tab's bottom (ruleset.ts presentTabs); every other row keeps its place, blank ones and the
 * unread rows standing in for the history (Turn 0, src/gas/stages/present.ts) too.
 */
import type { StageBattle } from '../../../src/engine/core/stage';
import { battlesAfter } from '../../../src/ledger/me/stage-battles';
import type { Cells } from '../../../src/ledger/write-state';

const row = (battle: string, turn: number | string, status = 'applied'): Cells => ({
  Battle: battle,
  Turn: turn,
  Hex: '',
  Kind: '',
  Sides: '',
  Mode: '',
  Status: status,
  Winner: '',
  'Set-up': '',
});

const battle = (id: string, status: StageBattle['status']): StageBattle => ({
  id,
  turn: 5,
  where: '0402',
  kind: 'invaders meet',
  sides: [],
  setup: [],
  mode: 'tabletop',
  status,
  winner: null,
});

describe('the Battles rows after a stage of turn 5', () => {
  const unread = row('', 0, '');
  const blank = row('', '', '');

  it('keep every other row where it is, then the turn’s battles as the stage leaves them', () => {
    const kept = [unread, unread, blank, row('T4-01', 4), row('t5-01', 5, 'awaiting choices')];
    const after = battlesAfter(kept, 5, ['T5-01'], [battle('T5-01', 'to fight'), battle('T5-02', 'void')]);
    expect(after.map((r) => [r.Battle, r.Turn, r.Status])).toEqual([
      ['', 0, ''],
      ['', 0, ''],
      ['', '', ''],
      ['T4-01', 4, 'applied'],
      ['T5-01', 5, 'to fight'],
      ['T5-02', 5, 'void'],
    ]);
  });

  it('at the turn’s first stage (no battle on record yet) add the turn’s below the rest', () => {
    const after = battlesAfter([unread, row('T4-01', 4)], 5, [], [battle('T5-01', 'awaiting choices')]);
    expect(after.map((r) => r.Battle)).toEqual(['', 'T4-01', 'T5-01']);
  });

  it('are refused when a battle on record is not among the turn’s rows read (a sorted tab)', () => {
    const kept = [unread, row('T4-01', 4), row('T5-02', 5)];
    expect(() => battlesAfter(kept, 5, ['T5-01', 'T5-02', 'T5-03'], [])).toThrow(
      "Battles!A1: T5-01, T5-03 of turn 5 are not among the turn's rows at the bottom of the tab, where the stages read and write them. Sort the tab by Turn, oldest first (or, for a row deleted, add one with its Battle and Turn at the bottom), then resolve again",
    );
  });
});
