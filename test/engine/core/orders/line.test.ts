import {
  didYouMean,
  editDistance,
  isBlankOrComment,
  leadingName,
  normalize,
  orderLines,
  shown,
  splitLine,
  suggest,
  tidy,
  words,
} from '../../../../src/engine/core/orders/line';
import { longestPhrase, matchPhrase } from '../../../../src/engine/core/orders/phrase';

/** The line form every ruleset shares (rulesets-design.md 3.4): `<subject> - <action> [arguments]`. */

describe('normalising', () => {
  it('tidy collapses whitespace and drops invisible characters, keeping case', () => {
    expect(tidy('  Iron\u00a0\u00a0Host\u200b \t')).toBe('Iron Host');
  });
  it('normalize also lower-cases and folds compatibility forms (NFKC)', () => {
    expect(normalize('ＩＲＯＮ  Host')).toBe('iron host');
  });
  it('blank lines and # or // comments carry no order', () => {
    expect(['', '   ', '# note', '  // note', '\u200b'].map(isBlankOrComment)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(isBlankOrComment('Kingdom - Gift Blue 2')).toBe(false);
  });
  it('orderLines numbers the lines from 1 across \\n, \\r\\n and \\r, leaving out blanks and comments', () => {
    expect(orderLines('a - b\r\n\r\n# c\rd - e\nf - g')).toEqual([
      { line: 1, text: 'a - b' },
      { line: 4, text: 'd - e' },
      { line: 5, text: 'f - g' },
    ]);
  });
  it('shown cuts long text with an ellipsis', () => {
    expect(shown('x'.repeat(100), 5)).toBe('xxxxx…');
    expect(shown(' short ')).toBe('short');
  });
});

describe('splitLine', () => {
  const known = (names: string[]) => (s: string) => names.map(normalize).includes(normalize(s));
  it('splits at a spaced dash, any dash look-alike', () => {
    expect(splitLine('Iron Host - Invade 0506', known([]))).toEqual({
      ok: true,
      subject: 'Iron Host',
      action: 'Invade 0506',
    });
    expect(splitLine('Iron Host — Invade 0506', known([])).ok).toBe(true);
    expect(splitLine('Iron Host–Invade 0506', known([]))).toMatchObject({ subject: 'Iron Host' });
  });
  it('a subject holding a dash (a battle T5-03) is kept whole when known', () => {
    expect(splitLine('T5-03 - Flee', known(['T5-03']))).toEqual({
      ok: true,
      subject: 'T5-03',
      action: 'Flee',
    });
    expect(splitLine('T5-03-Flee', known(['T5-03']))).toEqual({ ok: true, subject: 'T5-03', action: 'Flee' });
  });
  it('the longest known subject wins', () => {
    const isKnown = known(['Jean', "Jean-Luc's Host"]);
    expect(splitLine("Jean-Luc's Host - Patrol 0405", isKnown)).toMatchObject({ subject: "Jean-Luc's Host" });
  });
  it('names the problem: no dash, nothing before it, nothing after it', () => {
    expect(splitLine('Iron Host Invade', known([]))).toEqual({ ok: false, problem: 'no dash', subject: '' });
    expect(splitLine(' - Invade', known([]))).toMatchObject({ ok: false, problem: 'no subject' });
    expect(splitLine('Iron Host - ', known([]))).toMatchObject({
      ok: false,
      problem: 'no action',
      subject: 'Iron Host',
    });
  });
});

describe('words', () => {
  it('drops lone dashes and a final full stop; commas become words', () => {
    expect(words('List 20 Spearmen,10 Archers.')).toEqual(['List', '20', 'Spearmen', ',', '10', 'Archers']);
    expect(words('Invade 0506 - now')).toEqual(['Invade', '0506', 'now']);
  });
});

describe('did you mean', () => {
  it('editDistance is Levenshtein', () => {
    expect(editDistance('invade', 'invde')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });
  it('suggest finds near spellings and containing names, best first', () => {
    expect(suggest('Iron Hst', ['Iron Host', 'Steel Band'])).toEqual(['Iron Host']);
    expect(suggest('Band', ['Iron Host', 'Steel Band'])).toEqual(['Steel Band']);
    expect(suggest('zzzzzz', ['Iron Host'])).toEqual([]);
  });
  it('didYouMean lists up to three', () => {
    expect(didYouMean('T4-0', ['T4-01', 'T4-02'])).toBe(' Did you mean “T4-01” or “T4-02”?');
    expect(didYouMean('nothing like it', ['Iron Host'])).toBe('');
  });
  it('a 60,000-character word is compared by length first, not by the quadratic distance', () => {
    const started = Date.now();
    expect(suggest('x'.repeat(60000), ['Iron Host'])).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1000);
  });
  it('leadingName finds the subject at the start of a line with no dash', () => {
    expect(leadingName('Iron Host Invade 0506', ['Iron', 'Iron Host'])).toBe('Iron Host');
    expect(leadingName('Nobody here', ['Iron Host'])).toBeNull();
  });
});

describe('matchPhrase', () => {
  const specs = [
    { label: 'Flee', phrases: ['flee'] },
    { label: 'Flee remaining', phrases: ['flee remaining', 'flee all remaining'] },
    { label: 'Invade', phrases: ['invade'] },
    { label: 'Industry', phrases: ['industry'] },
  ];
  it('the longest phrase the words start with wins, case-insensitively', () => {
    expect(matchPhrase(specs, ['FLEE', 'remaining'])).toEqual({ spec: specs[1], used: 2, corrected: false });
    expect(matchPhrase(specs, ['Flee'])).toEqual({ spec: specs[0], used: 1, corrected: false });
    expect(longestPhrase(specs)).toBe(3);
  });
  it('a unique spelling one letter off is a correction; none or two candidates are not guessed', () => {
    expect(matchPhrase(specs, ['Invde', '0506'])).toEqual({ spec: specs[2], used: 1, corrected: true });
    expect(matchPhrase(specs, ['Fle'])).toBeNull();
    expect(matchPhrase([...specs, { label: 'Invader', phrases: ['invader'] }], ['Invadr'])).toBeNull();
  });
});
