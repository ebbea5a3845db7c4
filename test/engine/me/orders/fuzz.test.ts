import fc from 'fast-check';
import { isBlankOrComment } from '../../../../src/engine/core/orders/line';
import type { MeState } from '../../../../src/engine/me/model';
import { checkMeOrders } from '../../../../src/engine/me/orders/check';
import { ME_ORDER_CODES } from '../../../../src/engine/me/orders/codes';
import { ME_GRAMMARS } from '../../../../src/engine/me/orders/language';
import type { MeCheckInput, MeOrderStage } from '../../../../src/engine/me/orders/types';
import { BATTLES, OFFERS, RED, world } from './fixture';

/** Player text is data: whatever arrives, checking never throws and answers every order line. */

const state = world();
const STAGES: readonly MeOrderStage[] = ['Orders', 'Fight or flight', 'Battle resolution'];
const EXAMPLES = Object.values(ME_GRAMMARS).flatMap((g) => g.map((a) => a.example));
const VALID = [
  '0303 - Industry',
  'Iron Host - Invade 0304',
  'Steel Band - Patrol 0303',
  'Kingdom - Conscription 2',
  'Kingdom - Incite 0304',
  'Kingdom - Bid Orc Boyz 300',
  'Kingdom - Cease fire Blue',
  'Kingdom - Gift Blue 2',
  'T4-01 - Flee',
  'T4-01 - Hold',
  ...EXAMPLES,
];

function input(text: string, stage: MeOrderStage = 'Orders'): MeCheckInput {
  return { state, player: RED, text, turn: 4, stage, offers: OFFERS, battles: BATTLES };
}

function assertAnswered(text: string, stage: MeOrderStage = 'Orders'): void {
  const r = checkMeOrders(input(text, stage));
  const expected = text
    .split(/\r\n|\r|\n/)
    .map((t, i) => ({ t, i: i + 1 }))
    .filter((x) => !isBlankOrComment(x.t));
  expect(r.lines.map((l) => l.line)).toEqual(expected.map((x) => x.i));
  r.lines.forEach((l, i) => {
    expect(['ok', 'corrected', 'rejected']).toContain(l.status);
    expect(l.code in ME_ORDER_CODES).toBe(true);
    expect(l.message.trim().length).toBeGreaterThan(0);
    // A message never opens like a spreadsheet formula.
    expect(/^[=+\-@]/.test(l.message)).toBe(false);
    expect(l.text).toBe(expected[i].t);
    expect(l.order === null).toBe(l.status === 'rejected');
  });
}

const unicodeChar = fc.oneof(
  fc.constantFrom(
    '-',
    '–',
    '—',
    ' ',
    '\t',
    '\u00a0',
    '\u200b',
    '#',
    '/',
    ',',
    '=',
    '"',
    'é',
    '文',
    '🙂',
    '\u0000',
    '\r',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);

const mutated = fc
  .tuple(
    fc.constantFrom(...VALID),
    fc.array(fc.tuple(fc.nat(), fc.nat(2), unicodeChar), { maxLength: 6 }),
    fc.boolean(),
  )
  .map(([line, edits, upper]) => {
    let s = upper ? line.toUpperCase() : line;
    for (const [pos, kind, ch] of edits) {
      const at = pos % (s.length + 1);
      s =
        kind === 0
          ? s.slice(0, at) + ch + s.slice(at)
          : kind === 1
            ? s.slice(0, at) + s.slice(at + 1)
            : s.slice(0, at) + ch + s.slice(at + 1);
    }
    return s;
  });

describe('fuzz (fast-check)', () => {
  it('random strings never throw and every order line is answered, at every stage', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), fc.constantFrom(...STAGES), (text, stage) =>
        assertAnswered(text, stage),
      ),
      { numRuns: 300 },
    );
  });

  it('random lines built from subjects, actions and numbers', () => {
    const word = fc.oneof(
      fc.constantFrom(
        'Kingdom',
        'Iron Host',
        'T4-01',
        '0303',
        '0304',
        'Invade',
        'Patrol',
        'Bid',
        'Orc Boyz',
        'Gift',
        'Blue',
        'with',
        'dice',
        'power',
        '-',
        '–',
        ',',
        '0',
        '2',
        '300',
        '-5',
        '1e9',
        'NaN',
        'Infinity',
      ),
      fc.string({ maxLength: 6 }),
    );
    const line = fc.array(word, { maxLength: 8 }).map((ws) => ws.join(' '));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), fc.constantFrom(...STAGES), (lines, stage) =>
        assertAnswered(lines.join('\n'), stage),
      ),
      { numRuns: 300 },
    );
  });

  it('mutated valid orders (insertions, deletions, case, unicode) never throw', () => {
    fc.assert(
      fc.property(fc.array(mutated, { minLength: 1, maxLength: 10 }), (lines) =>
        assertAnswered(lines.join('\n')),
      ),
      { numRuns: 400 },
    );
  });

  it('every example of the help is read without a grammar error at its own stage', () => {
    for (const specs of Object.values(ME_GRAMMARS))
      for (const s of specs) {
        const l = checkMeOrders(input(s.example, s.stages[0])).lines[0];
        expect([
          s.example,
          ['ME-O001', 'ME-O002', 'ME-O003', 'ME-O005', 'ME-O006', 'ME-O007', 'ME-O008'].includes(l.code),
        ]).toEqual([s.example, false]);
      }
  });
});

const INHERITED = [...Object.getOwnPropertyNames(Object.prototype), '__proto__', 'prototype'];

describe('hostile words and sizes', () => {
  it('every Object.prototype name as subject, action and argument is answered, never by the fault net', () => {
    const lines = INHERITED.flatMap((w) => [
      `${w} - Patrol 0303`,
      `Iron Host - ${w}`,
      `Iron Host - Invade 0304 with ${w}`,
      `Kingdom - Gift ${w} 2`,
      `Kingdom - Bid ${w} 300`,
      `Kingdom - Field ${w} in Iron Host`,
      `Kingdom - Cease fire ${w}`,
      `Iron Host - General ${w}`,
      `0303 - Create ${w}`,
      `T4-01 - Defend ${w}`,
    ]);
    for (const stage of STAGES) {
      const text = lines.join('\n');
      assertAnswered(text, stage);
      const r = checkMeOrders(input(text, stage));
      expect(r.lines.filter((l) => l.code === 'ME-O099')).toEqual([]);
      expect(r.lines.every((l) => l.status === 'rejected')).toBe(true);
    }
    expect(Object.prototype).not.toHaveProperty('Iron Host');
  });

  it('an army raised with an inherited name takes orders like any other', () => {
    for (const w of INHERITED) {
      const r = checkMeOrders(input(`Kingdom - Raise army ${w} 600\n${w} - Patrol 0203`));
      expect(r.lines.map((l) => l.status)).toEqual(['ok', 'ok']);
      expect(r.orders[1]).toEqual({ kind: 'patrol', army: w, hex: '0203', allied: false });
    }
  });

  it('a new army named like a formula is refused, so no message or cell opens with one', () => {
    for (const name of ['=HYPERLINK("x")', '+1', '@SUM(A1)']) {
      const r = checkMeOrders(input(`Kingdom - Raise army ${name} 600\n${name} - Patrol 0203`));
      expect(r.lines.map((l) => l.code)).toEqual(['ME-O007', 'ME-O004']);
      expect(r.lines.every((l) => !/^[=+\-@]/.test(l.message))).toBe(true);
    }
  });

  it('a 60,000-character line is answered, in each part of a line, quickly', () => {
    const long = 'x'.repeat(60000);
    const started = Date.now();
    for (const line of [
      `Iron Host - Invade ${long}`,
      `${long} - Industry`,
      long,
      `Iron Host ${long}`,
      `Kingdom - Bid ${long} 300`,
      `Iron Host - ${'3 '.repeat(30000)}`,
      `${'- '.repeat(30000)}`,
      `Kingdom - Gift ${'Blue '.repeat(12000)}2`,
    ])
      assertAnswered(line);
    const list = checkMeOrders(input(`Iron Host - List ${long}`)).lines[0];
    expect(list.status).toBe('ok');
    expect(Date.now() - started).toBeLessThan(10000);
  });

  it('5,000 lines are answered in near-linear time', () => {
    const lines = Array.from({ length: 5000 }, (_, i) => VALID[i % VALID.length]);
    const started = Date.now();
    assertAnswered(lines.join('\n'));
    expect(Date.now() - started).toBeLessThan(15000);
  });

  it('a submission that is not text (an empty cell, a number) has no lines', () => {
    for (const text of [undefined, null, 42] as unknown as string[])
      expect(checkMeOrders({ ...input(''), text }).lines).toEqual([]);
  });

  it('a fault outside any line rejects every line with ME-O099 instead of throwing', () => {
    const broken = { ...state, kingdoms: null } as unknown as MeState;
    const r = checkMeOrders({ ...input('Iron Host - Patrol 0303\n\n0303 - Industry'), state: broken });
    expect(r.lines.map((l) => [l.line, l.code, l.status])).toEqual([
      [1, 'ME-O099', 'rejected'],
      [3, 'ME-O099', 'rejected'],
    ]);
    expect(r.orders).toEqual([]);
  });
});
