import { Emulation } from '../../src/local/emulation';
import { loadScript } from '../../src/local/script-host';

// The script's clock is the World's: moving the World's clock (as the playground's clock control and the
// time-driven triggers do) moves what `new Date()` and `Date.now()` return inside the script, while every
// other use of Date in the script behaves as the realm's own.

const SCRIPT = `
function now() { return new Date().toISOString(); }
function nowMs() { return Date.now(); }
function fixed() { return new Date(Date.UTC(2026, 11, 1, 18, 0)).toISOString(); }
function isDate(d) { return d instanceof Date; }
function parsed() { return Date.parse('2026-12-01T18:00:00Z'); }
function asText() { return typeof Date(); }
`;

describe("the script's clock", () => {
  it('follows the World clock, and Dates made with arguments are ordinary Dates', () => {
    const emulation = new Emulation();
    const script = loadScript(SCRIPT, emulation.world, emulation.globals());
    emulation.world.setClock(new Date('2026-03-04T05:06:07.000Z'));
    expect(script.call('now')).toBe('2026-03-04T05:06:07.000Z');
    emulation.world.advanceClock(3_600_000);
    expect(script.call('now')).toBe('2026-03-04T06:06:07.000Z');
    expect(script.call('nowMs')).toBe(Date.parse('2026-03-04T06:06:07.000Z'));
    expect(script.call('fixed')).toBe('2026-12-01T18:00:00.000Z');
    expect(script.call('parsed')).toBe(Date.parse('2026-12-01T18:00:00Z'));
    expect(script.call('asText')).toBe('string');
    const ScriptDate = (script.context as { Date: DateConstructor }).Date;
    expect(script.call('isDate', [new ScriptDate(0)])).toBe(true);
  });
});
