import { fnv1a } from '../../src/ledger/hash';

// The published FNV-1a 32-bit test vectors (Fowler/Noll/Vo, "FNV test vectors"): for ASCII, a UTF-16 code
// unit is the byte.
describe('fnv1a', () => {
  it.each([
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['foobar', 0xbf9cf968],
  ])('hashes %j to the published vector', (text, expected) => {
    expect(fnv1a(text)).toBe(expected);
  });

  it('takes a whole UTF-16 code unit, not its UTF-8 bytes (one step: basis XOR 0x0100, times the prime)', () => {
    expect(fnv1a('\u0100')).toBe(Math.imul(0x811c9dc5 ^ 0x0100, 16777619) >>> 0);
  });

  it('stays an unsigned 32-bit number', () => {
    const h = fnv1a('foobar'.repeat(50));
    expect(Number.isInteger(h) && h >= 0 && h < 2 ** 32).toBe(true);
  });
});
