import { isBattleLine } from '../../../../src/engine/cs42/orders/battle-choice';
import type { BattleOnRecord } from '../../../../src/engine/cs42/orders/types';
import { ANN, BO, check } from './fixture';

// Battle lines (Battle Results: "fight, truce, or run"; Table 17), checked against the Battles tab's rows.

const battle = (id: string, over: Partial<BattleOnRecord> = {}): BattleOnRecord => ({
  id,
  kind: 'field battle',
  hex: '0505',
  sides: [ANN, BO],
  choices: ['', ''],
  applied: false,
  ...over,
});

const BATTLES: readonly BattleOnRecord[] = [
  battle('T4-B1'),
  battle('T4-B2', { kind: 'siege', hex: '2005' }),
  battle('T4-B3', { sides: [BO, ANN], choices: ['', 'truce'] }),
  battle('T3-B1', { applied: true }),
  battle('T4-B4', { sides: [BO, 'Cy'] }),
];

const withBattles = (text: string, player = ANN) => check(text, { battles: BATTLES, player });
const codes = (text: string, player = ANN) => withBattles(text, player).lines.map((l) => l.code);

describe('battle lines', () => {
  it('an open battle of the player: the choice goes to the side’s blank cell', () => {
    const r = withBattles('Battle T4-B1 - Fight');
    expect(r.lines).toEqual([
      expect.objectContaining({
        status: 'ok',
        code: 'O000',
        name: null,
        kind: null,
        action: 'Battle',
        argsText: 'T4-B1 fight',
        actionsUsed: 0,
        cost: 0,
      }),
    ]);
    expect(r.lines[0].message).toContain('field battle in 0505, you attack');
    expect(r.choices).toEqual([{ battle: 'T4-B1', side: 0, choice: 'fight' }]);
  });

  it('reads the turn report’s wording, “T4-B1: fight”, too', () => {
    expect(withBattles('T4-B1: fight').choices).toEqual([{ battle: 'T4-B1', side: 0, choice: 'fight' }]);
    expect(withBattles('"T4-B1: run"').choices).toEqual([{ battle: 'T4-B1', side: 0, choice: 'run' }]);
  });

  it('reads case, a colon, no dash and a full stop alike; the defender’s choice is side 1', () => {
    expect(withBattles('battle t4-b1: RUN.').choices).toEqual([{ battle: 'T4-B1', side: 0, choice: 'run' }]);
    expect(withBattles('Battle T4 - B1 truce', BO).choices).toEqual([
      { battle: 'T4-B1', side: 1, choice: 'truce' },
    ]);
  });

  it('only the player’s own battles, and without telling whether another’s exists (O070)', () => {
    const unknown = withBattles('Battle T4-B9 - Fight').lines[0];
    const theirs = withBattles('Battle T4-B4 - Fight').lines[0];
    expect([unknown.code, theirs.code]).toEqual(['O070', 'O070']);
    expect(theirs.message).toBe(
      'You have no battle T4-B4. Your battles waiting for a choice: T4-B1, T4-B2, T4-B3.',
    );
    expect(withBattles('Battle T4-B9 - Fight').choices).toEqual([]);
  });

  it('a battle already applied takes no choice (O071)', () => {
    expect(codes('Battle T3-B1 - Fight')).toEqual(['O071']);
  });

  it('fight, truce or run only (O072)', () => {
    expect(codes('Battle T4-B1 - Charge')).toEqual(['O072']);
    expect(codes('Battle T4-B1')).toEqual(['O072']);
    expect(withBattles('Battle T4-B1 - fihgt').lines[0].message).toContain('Did you mean “fight”?');
  });

  it('in a siege that got in the besieger fights; the defender may run (SIEGES; O073)', () => {
    expect(codes('Battle T4-B2 - Run')).toEqual(['O073']);
    expect(codes('Battle T4-B2 - Truce')).toEqual(['O073']);
    expect(codes('Battle T4-B2 - Fight')).toEqual(['O000']);
    expect(codes('Battle T4-B2 - Run', BO)).toEqual(['O000']);
  });

  it('a filled cell is never changed by a player: the moderator’s entry wins (O074); the same choice is ok', () => {
    const changed = withBattles('Battle T4-B3 - Fight');
    expect(changed.lines[0]).toMatchObject({ status: 'rejected', code: 'O074' });
    expect(changed.lines[0].message).toContain('already entered as “truce”');
    const again = withBattles('Battle T4-B3 - Truce');
    expect(again.lines[0]).toMatchObject({ status: 'ok', code: 'O000' });
    expect(again.choices).toEqual([]);
  });

  it('two lines for one battle: the first fills the cell, a different second is refused', () => {
    const r = withBattles('Battle T4-B1 - Fight\nBattle T4-B1 - Run\nBattle T4-B1 - Fight');
    expect(r.lines.map((l) => l.code)).toEqual(['O000', 'O074', 'O000']);
    expect(r.choices).toEqual([{ battle: 'T4-B1', side: 0, choice: 'fight' }]);
  });

  it('where no Battles tab is given, battle lines are refused (O075)', () => {
    expect(check('Battle T4-B1 - Fight').lines.map((l) => l.code)).toEqual(['O075']);
  });

  it('with orders: each line keeps its number, the battle line is no unit’s order', () => {
    const r = withBattles('Iron Host - Hold\n\nBattle T4-B1 - Fight\nRed Host - Hold');
    expect(r.lines.map((l) => [l.line, l.code, l.name])).toEqual([
      [1, 'O000', 'Iron Host'],
      [3, 'O000', null],
      [4, 'O000', 'Red Host'],
    ]);
  });

  it('a unit whose name starts with Battle is not a battle line', () => {
    expect(isBattleLine('Battle Hawks - Move 3')).toBe(false);
    expect(isBattleLine('Battle T12-B3x - Fight')).toBe(false);
    expect(isBattleLine('  BATTLE  T12-B3 - Fight')).toBe(true);
  });
});
