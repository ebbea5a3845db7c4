import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Session } from '../../src/local/playground/session';

// Issue 14: the command line's init --ruleset and the playground start on any registered book's demo.

const BIN = path.resolve(__dirname, '..', '..', 'bin', 'campaign-ledger.js');

function cli(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 60000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('init --ruleset NAME [--demo]', () => {
  let dir: string;
  beforeAll(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'ledger-rulesets-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('makes that book’s ledger with its demo, and the file opens as that book', async () => {
    const file = path.join(dir, 'me.xlsx');
    const made = cli(['init', file, '--ruleset', 'me', '--demo']);
    expect([made.status, made.stderr]).toEqual([0, '']);
    expect(made.stdout).toContain('Created tab Kingdoms');
    const session = await Session.open(file);
    const tabs = session.spreadsheet.getSheets().map((s) => s.getName());
    expect(tabs).toEqual(expect.arrayContaining(['Kingdoms', 'Neutral kingdoms', 'Journal']));
    expect(tabs).not.toContain('Cities');
    expect(session.sidebarFile()).toBe('StageSidebar');
    const state = session.call('getStageState') as { ruleset: string; missing: string[] };
    expect(state.ruleset).toBe('Mighty Empires');
    expect(state.missing).toEqual(['Ostmark', 'Karak Dron', 'Tor Athel', 'Red Maw']);
  });

  it('without --ruleset: Campaign System v4.2, as before', async () => {
    const file = path.join(dir, 'cs42.xlsx');
    expect(cli(['init', file]).status).toBe(0);
    const session = await Session.open(file);
    expect(session.spreadsheet.getSheetByName('Cities')).not.toBeNull();
    expect(session.sidebarFile()).toBe('Sidebar');
  });

  it('a name that is no book is refused with one line and no file', () => {
    const none = cli(['init', path.join(dir, 'x.xlsx'), '--ruleset', 'chess']);
    expect(none.status).not.toBe(0);
    expect(none.stderr).toMatch(
      /^campaign-ledger: 'chess' is not a rule book: write one of cs42 \(Campaign System v4\.2\), me \(Mighty Empires\)/,
    );
    const wm = cli(['init', path.join(dir, 'wm.xlsx'), '--ruleset', 'Warhammer 40k']);
    expect(wm.status).not.toBe(0);
    expect(wm.stderr).toContain("'Warhammer 40k' is not a rule book");
    const made = [path.join(dir, 'x.xlsx'), path.join(dir, 'wm.xlsx')].map((f) => existsSync(f));
    expect(made).toEqual([false, false]);
  });
});
