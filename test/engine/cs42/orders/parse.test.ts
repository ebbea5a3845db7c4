import {
  didYouMean,
  editDistance,
  isBlankOrComment,
  normalize,
  splitLine,
  suggest,
  words,
} from '../../../../src/engine/cs42/orders/parse';

describe('the line (LANGUAGE.md, "The line")', () => {
  const none = (): boolean => false;

  it.each([
    ['Iron Host - Move 3', 'Iron Host', 'Move 3'],
    ['  Iron   Host   -   Move 3  ', 'Iron Host', 'Move 3'],
    ['Iron Host – Move 3', 'Iron Host', 'Move 3'],
    ['Iron Host — Move 3', 'Iron Host', 'Move 3'],
    ['Iron Host-Move 3', 'Iron Host', 'Move 3'],
    ['Iron Host - Move 3 - Destroy', 'Iron Host', 'Move 3 - Destroy'],
  ])('%j splits into name %j and action %j', (line, name, action) => {
    expect(splitLine(line, none)).toEqual({ ok: true, name, action });
  });

  it('a name with a hyphen splits at the dash after the known name', () => {
    const known = (n: string): boolean => normalize(n) === "jean-luc's host";
    expect(splitLine("Jean-Luc's Host - Move 3", known)).toEqual({
      ok: true,
      name: "Jean-Luc's Host",
      action: 'Move 3',
    });
    // Unknown: the first dash with a space beside it.
    expect(splitLine("Jean-Luc's Host - Move 3", none)).toEqual({
      ok: true,
      name: "Jean-Luc's Host",
      action: 'Move 3',
    });
  });

  it.each([
    ['Iron Host Move 3', 'O001'],
    [' - Move 3', 'O002'],
    ['Iron Host - ', 'O003'],
    ['Iron Host —', 'O003'],
  ])('%j is a %s', (line, problem) => {
    expect(splitLine(line, none)).toMatchObject({ ok: false, problem });
  });

  it('blank lines and # or // comments carry no order', () => {
    for (const l of ['', '   ', '# plan', '  // note', '\t#x']) expect(isBlankOrComment(l)).toBe(true);
    expect(isBlankOrComment('Iron Host - Hold # not a comment')).toBe(false);
  });

  it('normalize: case, spaces, NFKC, invisible characters', () => {
    expect(normalize('  IRON\u00a0 host\u200b ')).toBe('iron host');
    expect(normalize('Ｉｒｏｎ Host')).toBe('iron host');
  });

  it('words drop standalone dashes, split /M and keep commas', () => {
    expect(words('Move 3 - Destroy')).toEqual(['Move', '3', 'Destroy']);
    expect(words('Patrol/M')).toEqual(['Patrol', '/M']);
    expect(words('Split A 400, B 300.')).toEqual(['Split', 'A', '400', ',', 'B', '300']);
  });
});

describe('did you mean (edit distance)', () => {
  it('edit distance', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('host', 'host')).toBe(0);
  });

  it('suggests the closest names, best first', () => {
    const names = ['Iron Host', 'Red Host', 'Karak Varn', 'Far Legion'];
    expect(suggest('iron hst', names)[0]).toBe('Iron Host');
    expect(suggest('karak', names)).toEqual(['Karak Varn']);
    expect(suggest('zzzzzzzz', names)).toEqual([]);
    expect(didYouMean('Red Hots', names)).toBe(' Did you mean “Red Host”?');
  });
});
