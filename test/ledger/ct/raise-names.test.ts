/**
 * A warband raised at step d ([Forces] 2.b.3) is named by its player and then named again as the subject of his
 * orders (“<subject> - <action>”). A name that is already a subject (Force, a player, a battle, a figure) could
 * never be ordered again: the line would read as that other subject. Before, such names were accepted.
 */
import { CT_STAGE_RULESET as R } from '../../../src/ledger/ct/ruleset';
import { ledgerTabs, play } from './tabs';

describe('CT Raise: a new warband’s name must not be another subject of the orders', () => {
  const tabs = (() => {
    let t = ledgerTabs(R.demo());
    t = play(t, {}).tabs; // round 1's battles go void without stakes
    return play(t, {}).tabs; // purchases
  })();
  const check = (name: string) =>
    R.checkOrders(tabs, 'Vanth', `Force - Raise ${name}: Sergeant + 4 Swordsmen`).lines[0];

  it.each(['Force', 'force', 'Vanth', 'Ghor', 'R1-A', 'R2-B', 'V.Blades.1', 'g.bows.2'])(
    '%s is refused, saying why',
    (name) => {
      const line = check(name);
      expect(line.status).toBe('rejected');
      expect(line.message).toMatch(/already names/);
    },
  );

  it('an ordinary name is accepted (Vanth Seers)', () => {
    expect(check('Vanth Seers').status).toBe('ok');
  });
});
