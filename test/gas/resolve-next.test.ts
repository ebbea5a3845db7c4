import { loadBundle } from '../../src/local/bundle';
import { Emulation } from '../../src/local/emulation';
import { DIST } from '../bundle/entry-points';
import type { ResolvedTurn } from '../../src/gas/sidebar-api';

// Resolve's "Next" list through the built bundle: the reports went out when Resolve finished, so it says to
// how many players, counting those the mail quota left out as not sent (never "Send each player their report").

function resolvedWithQuota(quota: number): ResolvedTurn {
  const emulation = new Emulation();
  emulation.newActiveSpreadsheet('Next test');
  const script = loadBundle(emulation, DIST);
  script.call('menuLoadDemo');
  emulation.services.MailApp.setDailyQuota(quota);
  return script.call('resolveTurn', [1, {}]) as ResolvedTurn;
}

describe("Resolve's Next list", () => {
  it('says the reports were emailed to every player of the demo (four, each with an address)', () => {
    const { view } = resolvedWithQuota(100);
    expect(view.next).toEqual([
      'No battles this turn.',
      "Turn reports were written to each player's tab and emailed to 4 players.",
      'Collect the orders for turn 2, then Preview and Resolve it.',
    ]);
  });

  it('counts only the reports the quota let out, and points to the note naming the others', () => {
    const { view, state } = resolvedWithQuota(2);
    expect(view.next).toContain(
      "Turn reports were written to each player's tab and emailed to 2 players (those not sent are listed under Needs attention).",
    );
    expect(state.problems.some((p) => /not emailed to .+, .+: today's mail quota/.test(p))).toBe(true);
  });
});
