import { regionOutline } from '../../src/views/map-svg-region';

// The outline of a set of hexes (map-svg-region.ts), checked by area: each hex is 32 units across with corners at
// (±8, ±14) and (±16, 0) from its centre, so its area is 2 x 14 x (32 + 16) / 2 = 672.

/** The loops of a path of M, h, l (relative, repeated) and z, as corner lists. */
function loops(d: string): { x: number; y: number }[][] {
  const out: { x: number; y: number }[][] = [];
  const tokens = d.match(/[Mhlz]|-?\d+/g) ?? [];
  let command = '';
  let x = 0;
  let y = 0;
  for (let i = 0; i < tokens.length;) {
    const t = tokens[i];
    if (/[Mhlz]/.test(t)) {
      command = t;
      i += 1;
      if (t === 'z') continue;
    }
    if (command === 'M') {
      x = Number(tokens[i]);
      y = Number(tokens[i + 1]);
      out.push([{ x, y }]);
      i += 2;
    } else if (command === 'h') {
      x += Number(tokens[i]);
      out[out.length - 1].push({ x, y });
      i += 1;
    } else if (command === 'l') {
      x += Number(tokens[i]);
      y += Number(tokens[i + 1]);
      out[out.length - 1].push({ x, y });
      i += 2;
    }
  }
  return out;
}

/** Shoelace area, positive for a loop clockwise on screen (y down). */
const area = (loop: { x: number; y: number }[]): number =>
  loop.reduce((sum, p, i) => {
    const q = loop[(i + 1) % loop.length];
    return sum + (p.x * q.y - q.x * p.y);
  }, 0) / 2;

const hex = (code: string) => ({ col: Number(code.slice(0, 2)), row: Number(code.slice(2)) });

describe('region outline', () => {
  it('one hex: its six corners clockwise from the top-left, area 672', () => {
    const d = regionOutline([hex('0101')]);
    expect(d).toBe('M12 4h16l8 14-8 14h-16l-8-14z');
    expect(loops(d).map(area)).toEqual([672]);
  });

  it('a ring of six hexes round 0303: an outer loop of 7 hexes and a hole of 1 turning the other way', () => {
    // 0303's neighbours: 0302 and 0304 in its column; 0202, 0203, 0402 and 0403 (even columns sit half a hex lower).
    const ring = ['0302', '0304', '0202', '0203', '0402', '0403'].map(hex);
    const areas = loops(regionOutline(ring)).map(area);
    expect(areas.sort((a, b) => a - b)).toEqual([-672, 7 * 672]);
  });

  it('two hexes apart are two loops; the shared edge of neighbours is left out', () => {
    expect(loops(regionOutline([hex('0101'), hex('0501')])).map(area)).toEqual([672, 672]);
    const pair = loops(regionOutline([hex('0101'), hex('0102')]));
    expect(pair.map(area)).toEqual([2 * 672]);
    expect(pair[0]).toHaveLength(10); // 2 x 6 corners less the 2 ends of the shared edge
  });
});
