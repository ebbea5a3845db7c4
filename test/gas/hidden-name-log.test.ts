import { FIRSTBORN, ordersCampaign } from './orders-helpers';

// A new army named as an enemy army the player cannot see (the demo's Gorthak Warhorde, Blackblood's, far from
// Aurelian Throne's eyes): the receipt accepts it as a free name (orders/naming.ts), and Resolve gives the new army a
// numeral and tells the moderator on the Log alone (W018), never in the player's mail. The Log row failed before:
// the receipt's moderator remark was dropped on the way to the Log.

describe('a name only a hidden unit bears, through the bundle', () => {
  const c = ordersCampaign();
  c.submit(FIRSTBORN, 'Aurelia - Raise Troops 200 Gorthak Warhorde');
  const receiptMail = c
    .outbox()
    .map((m) => String(m.body))
    .join('\n');
  c.script.call('resolveTurn', [1, {}]);

  it('the receipt accepts the line and says nothing of another Gorthak Warhorde', () => {
    expect(receiptMail).toContain('Aurelia - Raise Troops 200 Gorthak Warhorde');
    expect(receiptMail).not.toMatch(/already in use|Gorthak Warhorde II/);
  });

  it('the Log tells the moderator the new army is Gorthak Warhorde II (W018)', () => {
    expect(c.logEffects().filter((e) => e.startsWith('W018'))).toEqual([
      "W018 Aurelian Throne's line 1 names something new “Gorthak Warhorde”, a name that something Aurelian Throne cannot see already bears: the ledger calls the new one “Gorthak Warhorde II”.",
    ]);
  });

  it('no mail to a player carries the W018 remark', () => {
    expect(c.outbox().some((m) => String(m.body).includes('W018'))).toBe(false);
  });
});
