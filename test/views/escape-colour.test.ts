import { DEFAULT_COLOUR, safeColour } from '../../src/views/colour';
import { escapeXml } from '../../src/views/escape';

describe('escapeXml', () => {
  it('turns the five markup characters into entities', () => {
    expect(escapeXml(`<b>"Tom" & 'Jerry'</b>`)).toBe(
      '&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;',
    );
  });

  it('keeps letters, emoji and line breaks, and drops what XML 1.0 forbids', () => {
    expect(escapeXml('Ørn 🐉\tline\nnext')).toBe('Ørn 🐉\tline\nnext');
    expect(escapeXml('a\u0000b\u001Fc\uFFFEd')).toBe('abcd');
    expect(escapeXml('lone \uD83D high, lone \uDC09 low')).toBe('lone  high, lone  low');
  });
});

describe('safeColour', () => {
  it.each([
    ['#f00', '#f00'],
    ['#A0b1C2', '#A0b1C2'],
    [' Red ', 'red'],
    ['rebeccapurple', 'rebeccapurple'],
  ])('accepts %j as %j', (input, expected) => {
    expect(safeColour(input)).toBe(expected);
  });

  it.each([
    '',
    '#ff',
    '#ggg',
    '#12345',
    'red; fill:url(x)',
    '"><script>alert(1)</script>',
    'url(#x)',
    'notacolour',
  ])('refuses %j for the default', (input) => {
    expect(safeColour(input)).toBe(DEFAULT_COLOUR);
  });

  it('uses the fallback it is given', () => {
    expect(safeColour('bogus', '#123')).toBe('#123');
  });
});
