import fc from 'fast-check';
import { checkOrders } from '../../../../src/engine/cs42/orders/check';
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
