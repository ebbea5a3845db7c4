import { rulesetByName } from '../../src/engine/core/ruleset';
import { REGISTERED } from '../../src/gas/rulesets';
import { report } from '../../src/local/cli-stages';
import { Session } from '../../src/local/playground/session';

// Issue 15: the command line's staged `report` now asks the script (getStagePlayerView) instead of running the
// ruleset in Node; its output is what it was: the player and email, the ruleset's playerView over the tabs'
// values, then column B (latest report) and column A (latest receipt) of the player's tab.

/** The report as the command line wrote it before: the ruleset's playerView run here over getValues. */
function reportAsBefore(session: Session, player: string, email: string): string[] {
  const id = REGISTERED.find((r) => r.id === rulesetByName(session.rulesetName())?.id);
  if (!id || id.kind !== 'stages') throw new Error(`${session.rulesetName()} is not staged`);
  const tabs = new Map<string, unknown[][]>();
  for (const t of id.ruleset.tabs) {
    const sheet = session.spreadsheet.getSheetByName(t.name);
    if (sheet && sheet.getLastRow() > 0 && sheet.getLastColumn() > 0)
      tabs.set(t.name, sheet.getDataRange().getValues());
    else if (sheet) tabs.set(t.name, []);
  }
  const column = (n: number): string[] => {
    const lines = (session.tab(`Player · ${player}`) ?? []).map((row) => (row[n - 1] ?? '').trimEnd());
    while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
    return lines.length > 0 ? lines.map((l) => `  ${l}`) : ['  none yet'];
  };
  return [
    `${player}${email ? ` <${email}>` : ''}`,
    '',
    ...id.ruleset.playerView(tabs, player),
    '',
    `Latest report (Player · ${player}, column B):`,
    ...column(2),
    '',
    `Latest orders receipt (Player · ${player}, column A):`,
    ...column(1),
  ];
}

describe.each(['me', 'cp', 'ct', 'wm'])('campaign-ledger report on the %s demo', (book) => {
  const session = Session.create(`/nonexistent/${book}.xlsx`, `${book} report`, true, book);

  it('says for every player what it said before', () => {
    for (const p of session.players()) {
      expect(report(session, p.name).lines).toEqual(reportAsBefore(session, p.name, p.email));
    }
  });
});

it('the Mighty Empires report after orders and a stage: the receipt and the report, unchanged', () => {
  const session = Session.create('/nonexistent/me-after.xlsx', 'ME report after', true, 'me');
  session.submitOrders('Ostmark', 'Ostmark Host - Patrol 0202\n');
  const state = session.call('getStageState') as { clock: unknown };
  session.call('resolveStageTurn', [state.clock, {}]);
  const lines = report(session, 'Ostmark').lines;
  expect(lines).toEqual(reportAsBefore(session, 'Ostmark', 'ostmark@example.com'));
  expect(lines).toContain('  The Five Marches (Mighty Empires demo): report of turn 1, interim results');
  expect(lines).toContain('  The 1 line was accepted.');
});
