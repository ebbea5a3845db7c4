import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { orders, preview, resolve, status } from '../../src/local/cli-commands';
import { Session } from '../../src/local/playground/session';
import type { SidebarState, TurnView } from '../../src/gas/sidebar-api';

// What the moderator must be told, through the built bundle (npm run build first) as `campaign-ledger` runs it:
// accepted orders that no longer name a unit, a battle of an earlier turn still awaiting its result, what
// Resolve did with the reports, and that mail does not leave the machine offline.

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ledger-warnings-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function demo(name: string): Session {
  const session = Session.create(path.join(dir, `${name}.xlsx`), name, false);
  session.clickMenu('Load demo campaign');
  return session;
}

/** The Armies tab's cell at (row, column header), 1-based row as the sheet numbers it. */
function setArmyCell(session: Session, row: number, header: string, value: unknown): void {
  const [headers = []] = session.tab('Armies') ?? [];
  const column = headers.indexOf(header);
  expect(column).toBeGreaterThanOrEqual(0);
  session.spreadsheet
    .getSheetByName('Armies')
    ?.getRange(row, column + 1)
    .setValue(value);
}

describe('what Preview, status and Resolve tell the moderator', () => {
  it('warns of accepted lines that name no unit after a rename (they would be dropped in silence)', () => {
    const session = demo('renamed');
    expect(session.tab('Armies')?.[4]?.[0]).toBe('Bloodfang Wolf Riders'); // Armies!A5
    const sent = orders(session, 'Gorthak Horde', 'Bloodfang Wolf Riders - Move 6 1');
    expect(sent.lines.join('\n')).not.toContain('rejected');
    setArmyCell(session, 5, 'Army', 'Bloodfang Raiders');

    const warning =
      "1 accepted line of Gorthak Horde now names no unit: line 1 'Bloodfang Wolf Riders - Move 6 1'.";
    const previewed = preview(session, undefined).lines.join('\n');
    expect(previewed).toContain(`Warning: ${warning}`);
    const view = session.call('previewTurn', [{}]) as TurnView;
    expect(view.next[0]).toContain(warning.slice(0, -1));
    expect(status(session).lines.join('\n')).toContain(warning.slice(0, -1));
    const state = session.call('getSidebarState') as SidebarState;
    expect(state.problems.some((p) => p.startsWith(warning.slice(0, -1)))).toBe(true);
  });

  it('says nothing of orders when every accepted line still names its unit', () => {
    const session = demo('unchanged');
    orders(session, 'Gorthak Horde', 'Bloodfang Wolf Riders - Move 6 1');
    const state = session.call('getSidebarState') as SidebarState;
    expect(state.problems.filter((p) => p.includes('accepted line'))).toEqual([]);
  });

  it('keeps a battle of turn 1 with no result in view on turn 2 (status, Preview, the sidebar state)', () => {
    const session = demo('battle');
    setArmyCell(session, 5, 'Hex', 1106); // Armies!C5
    orders(session, 'Gorthak Horde', 'Bloodfang Wolf Riders - Move 4 engage');
    resolve(session, undefined);
    const [battleHeader = [], ...battles] = session.tab('Battles') ?? [];
    expect(battles.map((r) => r[battleHeader.indexOf('Id')])).toEqual(['T1-B1']);

    const awaits =
      'T1-B1 awaits its result: enter it on the Battles tab and Apply battle results before Resolve, or its armies may fight it again as a new battle.';
    expect(status(session).lines).toContain(`  - ${awaits}`);
    expect(preview(session, undefined).lines).toContain(`  - Warning: ${awaits}`);
    const state = session.call('getSidebarState') as SidebarState;
    expect(state.problems).toContain(awaits);
  });

  it('Resolve names who sent nothing, says the reports went out and what is next, and that mail stays offline', () => {
    const session = demo('resolved');
    setArmyCell(session, 5, 'Hex', 1106);
    const sent = orders(session, 'Gorthak Horde', 'Bloodfang Wolf Riders - Move 4 engage');
    const offline =
      "Mail is not sent offline: it stays in the workbook's emulated outbox. campaign-ledger report <file> --player <name> shows what a player sees.";
    expect(sent.lines).toContain(offline);
    const resolved = resolve(session, undefined).lines;
    const text = resolved.join('\n');
    expect(text).toContain('Turn 1 resolved.');
    // Three of the four demo players sent nothing: named, not refused.
    expect(resolved[0]).toBe(
      'No orders counted for Aurelian Throne (missing), Clan Varn (missing), Crystal Lotus (missing): their units and cities hold this turn.',
    );
    expect(text).not.toContain('Send each player their turn report');
    // The demo's four players all have an email address on the Players tab.
    expect(text).toContain("Turn reports were written to each player's tab and emailed to 4 players.");
    expect(text).toContain('Arrange 1 tabletop battle (see the Battles tab), record the results there');
    expect(text).toContain('Collect the orders for turn 2, then Preview and Resolve it.');
    expect(resolved.filter((l) => l === offline)).toHaveLength(1);
  });
});
