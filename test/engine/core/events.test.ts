import { Dice } from '../../../src/engine/dice';
import { logDieEvent, logEvent, read, rollFor } from '../../../src/engine/core/events';

/** The log row every ruleset but CS42 writes (rulesets-design.md 3.1 TurnEvent). */
describe('log events', () => {
  it('an event with no die leaves die, result and key blank', () => {
    expect(logEvent('Orders', '0405', 'explored', 'ME-R11')).toEqual({
      phase: 'Orders',
      subject: '0405',
      effect: 'explored',
      die: '',
      result: '',
      key: '',
      table: 'ME-R11',
    });
    expect(logEvent('Orders', '0405', 'explored').table).toBe('');
  });

  it('a die event reports the die, its result and its key', () => {
    expect(logDieEvent('Battle', 'Red', 'hit', { die: '2d6', result: 9, key: 'k' }, 'T1')).toEqual({
      phase: 'Battle',
      subject: 'Red',
      effect: 'hit',
      die: '2d6',
      result: 9,
      key: 'k',
      table: 'T1',
    });
  });
});

describe('rollFor', () => {
  it('one die is keyed by the key itself', () => {
    const r = rollFor(new Dice('t', new Map([['k', 4]])), 'k', 1, 6);
    expect(r).toEqual({ dice: [4], total: 4, die: 'd6', key: 'k' });
    expect(read(r)).toEqual({ die: 'd6', result: 4, key: 'k' });
  });

  it('several dice are keyed key#1, key#2 so each can be overridden alone', () => {
    const dice = new Dice(
      't',
      new Map([
        ['k#1', 2],
        ['k#2', 5],
      ]),
    );
    expect(rollFor(dice, 'k', 2, 6)).toEqual({ dice: [2, 5], total: 7, die: '2d6', key: 'k' });
  });

  it('no dice roll nothing', () => {
    const dice = new Dice('t');
    expect(rollFor(dice, 'k', 0, 6)).toEqual({ dice: [], total: 0, die: '0d6', key: 'k' });
    expect(dice.log()).toEqual([]);
  });
});
