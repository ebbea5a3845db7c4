/**
 * The player view's first line names the force's race and army list: the demo's Firstborn force is of the
 * Firstborn list, and it read "Your force (Firstborn, Firstborn)". Now a word said twice is said once.
 */
import { CT_STAGE_RULESET as R } from '../../../src/ledger/ct/ruleset';
import { ledgerTabs } from './tabs';

const forceLine = (player: string): string =>
  R.playerView(ledgerTabs(R.demo()), player).find((l) => l.startsWith('Your force')) ?? '';

describe('CT player view: the race and the army list', () => {
  it('Vanth (race Firstborn, list Firstborn): named once', () => {
    expect(forceLine('Vanth')).toMatch(/^Your force \(Firstborn\): treasury 260 gc;/);
  });
  it('Ghor (race Blackblood, list Blackbloods) and Karak (Dwarf, Dwarves): both, as they differ', () => {
    expect(forceLine('Ghor')).toMatch(/^Your force \(Blackblood, Blackbloods\): /);
    expect(forceLine('Karak')).toMatch(/^Your force \(Dwarf, Dwarves\): treasury 70 gc;/);
  });
});
