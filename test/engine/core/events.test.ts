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

  // The Log shows several dice as one row under the base key with their total (events.ts read), so an Override
  // typed on that row must reach the dice: before, it matched no die and the roll stood.
  it('an override of the base key of several dice is their total, spread as evenly as the dice allow', () => {
    const dice = new Dice('t', new Map([['xp', 21]]));
    expect(rollFor(dice, 'xp', 6, 6)).toEqual({ dice: [4, 4, 4, 3, 3, 3], total: 21, die: '6d6', key: 'xp' });
    expect(dice.log().map((r) => [r.key, r.result, r.overridden])).toEqual([
      ['xp#1', 4, true],
      ['xp#2', 4, true],
      ['xp#3', 4, true],
      ['xp#4', 3, true],
      ['xp#5', 3, true],
      ['xp#6', 3, true],
    ]);
  });

  it('a total the dice cannot make is no override: 13 on 2d6 rolls as seeded', () => {
    const seeded = rollFor(new Dice('t'), 'k', 2, 6);
    expect(rollFor(new Dice('t', new Map([['k', 13]])), 'k', 2, 6)).toEqual(seeded);
    expect(rollFor(new Dice('t', new Map([['k', 1]])), 'k', 2, 6)).toEqual(seeded);
  });

  it('no dice roll nothing', () => {
    const dice = new Dice('t');
    expect(rollFor(dice, 'k', 0, 6)).toEqual({ dice: [], total: 0, die: '0d6', key: 'k' });
    expect(dice.log()).toEqual([]);
  });
});
