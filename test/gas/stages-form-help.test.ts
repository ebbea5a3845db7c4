import { CP_ORDERS_HELP } from '../../src/ledger/cp/orders-help';
import { ME_FORM_HELP } from '../../src/ledger/me/ruleset';

// The orders form's help, as Google Forms shows it: its line breaks kept, its font proportional. So one line per
// order family (no run-on paragraph, no sentence broken over two lines, no columns lined up with spaces).

describe('Mighty Empires form help', () => {
  const lines = ME_FORM_HELP.split('\n');

  it('has one line per order family, then the battle report lines', () => {
    expect(lines.map((l) => l.split(':')[0])).toEqual([
      'One order per line',
      'Hexes',
      'Armies',
      'Kingdom',
      'Battles',
      'Reports (Battles stage)',
    ]);
    expect(lines[4]).toBe('Battles: T5-03 - Fight, Flee, Defend X, Garrison 0405 X, Hold ...');
    // Every fact report-lines.ts reads is shown, Total army size (3.1B) included.
    for (const fact of [
      'Winner',
      'Level',
      'Fell',
      'Feat',
      'Models lost',
      'General',
      'Standard',
      'Total army size',
      'Report submitted',
    ])
      expect(lines[5]).toContain(fact);
  });
});

describe('Campaign points form help', () => {
  const lines = CP_ORDERS_HELP.split('\n');

  it('has one line per action of 003 Available Actions, with its cost and an example', () => {
    const actions = lines.filter((l) =>
      / - (Move|Rebuild|Fortify|Decrease DV|Build Roads|Sabotage|Give up)\b/.test(l),
    );
    expect(actions).toHaveLength(7);
    expect(lines).toContain(
      "Move an army, 1 CP: Ostland Host - Move Oakfield (a D6 of at least the road's MD, CP-R4; a won FREE MOVE spares the CP only if the MD roll succeeds)",
    );
    expect(lines).toContain(
      "Give up the rest of this turn's CP: Ostland - Give up (a list that runs out when your turn comes gives up the CP left)",
    );
    // 003 Battle results with our reading (a battle waits for both sides' reports, as WarMaster's).
    expect(lines).toContain(
      'Battle results (results stage): each side sends T1-01 - Winner <army> or T1-01 - Draw; the battle waits for both',
    );
  });

  it('breaks no sentence over two lines and lines nothing up with spaces', () => {
    for (const line of lines) {
      expect(line).not.toMatch(/ {2}/);
      expect(line).toMatch(/^[A-Z]/);
      expect(line.trim()).toBe(line);
    }
    expect(lines.filter((l) => l === '')).toEqual([]);
  });
});
