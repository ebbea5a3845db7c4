/**
 * The order line is `<subject> - <action>` (rulesets-design.md 3.4; CT-O001 when it is not). "R1-A Stake Oldfield"
 * has no " - ": it is CT-O001, not CT-O002 about a subject "R1" (the split fell on the hyphen inside R1-A).
 */
import { parseOrder } from '../../../src/engine/ct/orders/grammar';

const SUBJECTS = { player: 'Vanth', battles: ['R1-A'], warbands: ['Vanth Blades'], captives: [] };

describe('CT-O001: a line without its spaced dash', () => {
  it('“R1-A Stake Oldfield” is CT-O001, naming the missing “ - ”', () => {
    const r = parseOrder('R1-A Stake Oldfield', SUBJECTS);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.code).toBe('CT-O001');
      expect(r.message).toContain('write <subject> - <action>');
    }
  });

  it('an unknown subject with its dash is still CT-O002; the whole line reads', () => {
    const r = parseOrder('Nobody - Stake Oldfield', SUBJECTS);
    expect(!r.ok && r.code).toBe('CT-O002');
    expect(parseOrder('R1-A - Stake Oldfield', SUBJECTS).ok).toBe(true);
  });
});
