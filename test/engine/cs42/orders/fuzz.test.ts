import fc from 'fast-check';
import { acceptedActions, checkOrders } from '../../../../src/engine/cs42/orders/check';
import { ORDER_CODES } from '../../../../src/engine/cs42/orders/codes';
import { isBlankOrComment } from '../../../../src/engine/cs42/orders/parse';
import { GRAMMARS } from '../../../../src/engine/cs42/orders/language';
import { ANN, campaign } from './fixture';

/** Player text is data: whatever arrives, checking never throws and answers every order line. */

const state = campaign();
const NAMES = [...state.armies, ...state.units, ...state.cities].map((x) => x.name);
const VALID = [
  'Iron Host - Move 3',
  'Iron Host - March 2 3 engage',
  'Iron Host - Move 4 follow Red Banner',
  'Iron Host - Patrol /M',
  'Red Host - Split Iron Guard 300, Iron Reserve 300',
  'Iron Host - Recruit 300',
  'Sappers - Build Watchtower',
  'Sappers - Build Bridge 3',
  'Pilgrims - Found City New Varn',
  'Whisper - Destroy Lotus Spire Marketplace',
  'Karak Varn - Raise Troops 300 New Guard',
  'Karak Varn - Spawn Settlers 1 Pioneers',
  'Far Eyes - March 1 2',
  ...Object.values(GRAMMARS).flatMap((g) => g.actions.map((a) => a.example)),
];

function assertAnswered(text: string): void {
  const r = checkOrders({ state, player: ANN, text, treasury: 1000 });
  const expected = text
    .split(/\r\n|\r|\n/)
    .map((t, i) => ({ t, i: i + 1 }))
    .filter((x) => !isBlankOrComment(x.t));
  expect(r.lines.map((l) => l.line)).toEqual(expected.map((x) => x.i));
  for (const l of r.lines) {
    expect(['ok', 'corrected', 'rejected']).toContain(l.status);
    expect(l.code in ORDER_CODES).toBe(true);
    expect(l.message.trim().length).toBeGreaterThan(0);
    expect(l.text).toBe(expected.find((x) => x.i === l.line)?.t);
  }
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
  it('random strings never throw and every order line is answered', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => assertAnswered(text)),
      { numRuns: 300 },
    );
  });

  it('random lines built from names, dashes and words', () => {
    const word = fc.oneof(
      fc.constantFrom(
        ...NAMES,
        'Move',
        'March',
        'Build',
        'Split',
        'Raise Troops',
        'Hold',
        'NO ENGAGE',
        'follow',
        '/M',
        '-',
        '–',
        ',',
        '0',
        '3',
        '7',
        '300',
        '-5',
        '1e9',
        'NaN',
      ),
      fc.string({ maxLength: 6 }),
    );
    const line = fc.array(word, { maxLength: 8 }).map((ws) => ws.join(' '));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => assertAnswered(lines.join('\n'))),
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

  it('valid orders, unmutated, are never rejected for their syntax', () => {
    for (const line of VALID) {
      const l = checkOrders({ state, player: ANN, text: line, treasury: 0 }).lines[0];
      expect([
        'O001',
        'O002',
        'O003',
        'O005',
        'O006',
        'O007',
        'O008',
        'O009',
        'O010',
        'O011',
        'O012',
      ]).not.toContain(l.code);
    }
  });
});

/** Every name an object inherits: a player's word must never be looked up among them (issue 11). */
const INHERITED = [...Object.getOwnPropertyNames(Object.prototype), '__proto__', 'prototype'];
const EXAMPLES = Object.values(GRAMMARS).flatMap((g) => g.actions.map((a) => a.example));

/** The example with `word` as the name, in place of each word of the action, before it, and after it. */
function everyPosition(example: string, word: string): string[] {
  const [name, action] = example.split(' - ');
  const ws = action.split(' ');
  const out = [`${word} - ${action}`, `${name} - ${word}`, `${name} - ${action} ${word}`];
  for (let i = 0; i < ws.length; i++) {
    out.push(`${name} - ${[...ws.slice(0, i), word, ...ws.slice(i + 1)].join(' ')}`);
    out.push(`${name} - ${[...ws.slice(0, i), word, ...ws.slice(i)].join(' ')}`);
  }
  return out;
}

describe('hostile words and sizes (issue 11)', () => {
  it('every Object.prototype name in every word position of every action is answered, never thrown', () => {
    let n = 0;
    for (const example of EXAMPLES) {
      const lines = INHERITED.flatMap((word) => everyPosition(example, word));
      const text = lines.join('\n');
      assertAnswered(text);
      const r = checkOrders({ state, player: ANN, text, treasury: 1000 });
      // Rejected for what the word is, not by the fault net (O099).
      expect(r.lines.filter((l) => l.code === 'O099').map((l) => l.text)).toEqual([]);
      n += lines.length;
    }
    expect(n).toBeGreaterThan(3000);
  });

  it('a direction, an upgrade or a target named like an inherited property is an ordinary bad word', () => {
    expect(
      checkOrders({ state, player: ANN, text: 'Iron Host - Move __proto__', treasury: 0 }).lines[0],
    ).toMatchObject({ status: 'rejected', code: 'O007' });
    expect(
      checkOrders({ state, player: ANN, text: 'Karak Varn - Build constructor', treasury: 0 }).lines[0],
    ).toMatchObject({ status: 'rejected', code: 'O030' });
    expect(
      checkOrders({ state, player: ANN, text: 'Whisper - Destroy Lotus Spire toString', treasury: 0 })
        .lines[0].status,
    ).toBe('rejected');
  });

  it('new units named like inherited properties can be ordered, and their accepted actions listed', () => {
    for (const word of INHERITED) {
      const text = `Karak Varn - Raise Troops 300 ${word}\n${word} - Move 1`;
      const r = checkOrders({ state, player: ANN, text, treasury: 1000 });
      expect(r.lines.map((l) => l.status)).toEqual(['ok', 'ok']);
      const accepted = acceptedActions(r);
      expect(Object.keys(accepted).sort()).toEqual(['Karak Varn', word].sort());
      expect(accepted[word]).toEqual(['Move']);
      const previous = checkOrders({
        state,
        player: ANN,
        // Sappers stand on a mine, where only roads are built (O086): their two-action work there is Work Mine.
        text: 'Sappers - Work Mine',
        treasury: 1000,
        previous: { [word]: ['Move'], Sappers: ['WorkMine'] },
      });
      expect(previous.lines[0]).toMatchObject({ status: 'ok', step: { n: 2, of: 2 } });
    }
  });

  it('a 60,000-character line is answered, in each part of a line', () => {
    const long = 'x'.repeat(60000);
    for (const line of [
      `Iron Host - Move ${long}`,
      `${long} - Hold`,
      long,
      `Iron Host ${long}`,
      `Karak Varn - Raise Troops 300 ${long}`,
      `Iron Host - ${'3 '.repeat(30000)}`,
    ])
      assertAnswered(line);
  });

  it('5,000 lines are answered in near-linear time', () => {
    const lines = Array.from({ length: 5000 }, (_, i) => VALID[i % VALID.length]);
    const started = Date.now();
    assertAnswered(lines.join('\n'));
    expect(Date.now() - started).toBeLessThan(15000);
  });
});
