import { leadingName, normalize, splitLine, words } from '../../../../src/engine/core/orders/line';

/** The choices a ruleset makes over the shared line form (CS42's LANGUAGE.md "The line" takes the other side). */
describe('which known subject a line picks', () => {
  const known =
    (...names: string[]) =>
    (s: string): boolean =>
      names.includes(normalize(s));

  it('longest (the default): the last dash after a known subject', () => {
    expect(splitLine('A-B - C - D', known('a', 'a-b'))).toEqual({
      ok: true,
      subject: 'A-B',
      action: 'C - D',
    });
  });

  it('shortest: the first dash after a known subject', () => {
    expect(splitLine('A-B - C - D', known('a', 'a-b'), 'shortest')).toEqual({
      ok: true,
      subject: 'A',
      action: 'B - C - D',
    });
  });

  it('shortest reads past the first 200 characters; longest does not', () => {
    const name = `${'x'.repeat(250)}-y`;
    const isName = known(name);
    expect(splitLine(`${name}-Hold`, isName, 'shortest')).toEqual({
      ok: true,
      subject: name,
      action: 'Hold',
    });
    expect(splitLine(`${name}-Hold`, isName)).toEqual({
      ok: true,
      subject: 'x'.repeat(250),
      action: 'y-Hold',
    });
  });
});

describe('a ruleset’s own word breaks', () => {
  it('apart marks breaks in the tidied text before the words are cut', () => {
    const splitM = (t: string): string => t.replace(/\/\s*m\b/gi, ' /M');
    expect(words('Patrol/M.', splitM)).toEqual(['Patrol', '/M']);
    expect(words('Patrol/M.')).toEqual(['Patrol/M']);
    // Tidied first: the invisible character and the full-width letters are gone before `apart` reads them.
    expect(words('Patrol/\u200bＭ', splitM)).toEqual(['Patrol', '/M']);
  });
});

describe('how much of a line leadingName reads', () => {
  const name = 'a'.repeat(500);
  it('400 characters by default, so a longer name is not found', () => {
    expect(leadingName(`${name} Hold`, [name])).toBeNull();
  });
  it('the whole line when asked', () => {
    expect(leadingName(`${name} Hold`, [name], Infinity)).toBe(name);
  });
});
