import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Session } from '../../src/local/playground/session';

// The command-line tool on staged ledgers (issue 14: "the CLI works for every registered ruleset"), built
// (build/local/cli.js) and run through bin/campaign-ledger.js as a moderator would: a Mighty Empires demo made
// with init, its orders stage sent, previewed, resolved, undone and resolved again; a Campaign points and a
// Chronopia territories demo's status; wrong arguments refused in one line with the file untouched.

const BIN = path.resolve(__dirname, '..', '..', 'bin', 'campaign-ledger.js');

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function cli(args: string[], input = ''): Run {
  const result = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', input, timeout: 90000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const hash = (file: string): string => createHash('sha256').update(readFileSync(file)).digest('hex');

/** A Campaign setting's displayed value, read from the file. */
async function setting(file: string, name: string): Promise<string> {
  const rows = (await Session.open(file)).tab('Campaign') ?? [];
  const value = rows[0].indexOf('Value');
  return rows.find((r) => r[0] === name)?.[value] ?? '';
}

/** A refusal: one line on stderr, a non-zero exit, nothing on stdout and the file as it was. */
function expectRefused(run: Run, file: string, before: string, message: RegExp): void {
  expect(run.status).not.toBe(0);
  expect(run.stdout).toBe('');
  expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(run.stderr).toMatch(message);
  expect(hash(file)).toBe(before);
}

describe('campaign-ledger on a staged ledger', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ledger-cli-stages-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const demo = (name: string, ruleset: string): string => {
    const file = path.join(dir, name);
    const made = cli(['init', file, '--ruleset', ruleset, '--demo']);
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    return file;
  };

  it('Mighty Empires: status, orders, preview, resolve, undo, resolve again and the player view', async () => {
    const file = demo('me.xlsx', 'me');
    const players = (await Session.open(file)).players().map((p) => p.name);
    // The demo's four kingdoms (src/ledger/me demo), none of whose lines are in yet.
    expect(players).toEqual(['Ostmark', 'Karak Dron', 'Tor Athel', 'Red Maw']);

    const status = cli(['status', file]);
    expect(status.status).toBe(0);
    expect(status.stdout).toContain('Mighty Empires\nStage: turn 1, interim results\n');
    expect(status.stdout).toContain("Waits for: the players' orders.");
    for (const player of players) expect(status.stdout).toContain(`  ${player}: missing`);
    expect(status.stdout).toContain('Nothing to undo.');

    const sent = cli(['orders', file, '--player', 'ostmark'], 'Ostmark Host - Patrol 0202\n');
    expect(sent.stderr).toBe('');
    expect(sent.status).toBe(0);
    expect(sent.stdout).toContain(
      'Orders of Ostmark for turn 1, interim results sent through the orders form as ostmark@example.com.',
    );
    expect(sent.stdout).toContain('orders of Ostmark for turn 1, interim results');
    expect(sent.stdout).toContain('The 1 line was accepted.');
    expect(sent.stdout).toContain('1. Ostmark Host - Patrol 0202');
    const after = cli(['status', file]).stdout;
    expect(after).toContain('  Ostmark: in (1 line)');
    expect(after).toContain('  Karak Dron: missing');

    // Preview changes nothing, even with a --seed.
    const before = hash(file);
    const preview = cli(['preview', file, '--seed', 'cli-stages']);
    expect(preview.status).toBe(0);
    expect(preview.stdout).toContain('turn 1, interim results → next: turn 1, final results');
    expect(preview.stdout).toContain('Ostmark:');
    expect(hash(file)).toBe(before);

    const resolved = cli(['resolve', file, '--seed', 'cli-stages']);
    expect(resolved.stderr).toBe('');
    expect(resolved.status).toBe(0);
    expect(resolved.stdout).toContain('Resolved turn 1, interim results.');
    expect(resolved.stdout).toContain('Next: turn 1, final results, waiting for nothing from the players.');
    expect(await setting(file, 'Stage')).toBe('final');
    expect(await setting(file, 'Seed')).toBe('cli-stages');
    // What resolve did is what preview showed (one seed, one ledger).
    expect(resolved.stdout).toContain(preview.stdout.split('\n').slice(1).join('\n').trimEnd());

    const report = cli(['report', file, '--player', 'Ostmark']);
    expect(report.status).toBe(0);
    expect(report.stdout).toContain('Ostmark <ostmark@example.com>');
    expect(report.stdout).toContain('report of turn 1, interim results');
    expect(report.stdout).toContain('  0202 Field, Capital');

    // The final stage takes no orders: refused, the file untouched.
    const resolvedFile = hash(file);
    expectRefused(
      cli(['orders', file, '--player', 'Ostmark'], 'Ostmark Host - Patrol 0202\n'),
      file,
      resolvedFile,
      /^campaign-ledger: turn 1, final results takes no orders: resolve it first/,
    );

    const undone = cli(['undo', file]);
    expect(undone.status).toBe(0);
    expect(undone.stdout).toContain('Undone: turn 1, interim results.');
    expect(undone.stdout).toContain('The ledger is at turn 1, interim results.');
    expect(await setting(file, 'Stage')).toBe('orders');
    expect(cli(['status', file]).stdout).toContain('  Ostmark: in (1 line)');
    expect(cli(['report', file, '--player', 'Ostmark']).stdout).not.toContain(
      'report of turn 1, interim results',
    );

    const again = cli(['resolve', file]);
    expect(again.status).toBe(0);
    // The same stage again: the same dice and results (the Seed was kept); the player tabs made the first
    // time stay, so only the note that made them is not said again.
    const upToNext = (text: string): string => text.slice(0, text.indexOf('\nNext: '));
    expect(upToNext(again.stdout)).toBe(upToNext(resolved.stdout));
    expect(upToNext(again.stdout).length).toBeGreaterThan(0);
    expect(await setting(file, 'Stage')).toBe('final');
  }, 600000);

  it('refuses wrong arguments on a staged ledger in one line, leaving the file as it was', () => {
    const file = demo('wrong.xlsx', 'me');
    const before = hash(file);
    expectRefused(cli(['report', file]), file, before, /^campaign-ledger: report: --player is required$/m);
    expectRefused(
      cli(['report', file, '--player', 'Nobody']),
      file,
      before,
      /'Nobody' is not on the Players tab/,
    );
    expectRefused(
      cli(['orders', file, '--player', 'Nobody'], 'Ostmark Host - Patrol 0202'),
      file,
      before,
      /'Nobody' is not on the Players tab/,
    );
    expectRefused(cli(['undo', file]), file, before, /There is no resolved stage to undo\./);
    expectRefused(cli(['resolve', file, '--round', '2']), file, before, /resolve: unknown option '--round'/);
    expectRefused(cli(['preview', file, '--seed']), file, before, /preview: --seed needs a value/);
  }, 300000);

  it('Campaign points: its first stage waits for nothing; Chronopia territories: whose orders are missing', async () => {
    const cp = demo('cp.xlsx', 'cp');
    const cpStatus = cli(['status', cp]);
    expect(cpStatus.status).toBe(0);
    expect(cpStatus.stdout).toContain('Campaign points\nStage: turn 1, ');
    expect(cpStatus.stdout).toContain("Stage: turn 1, Determine Order and Generate CP's\n");
    expect(cpStatus.stdout).toContain('Waits for: nothing from the players');
    expect(cpStatus.stdout).not.toContain('missing');

    const ct = demo('ct.xlsx', 'ct');
    const ctStatus = cli(['status', ct]);
    expect(ctStatus.status).toBe(0);
    expect(ctStatus.stdout).toContain('Chronopia territories\nStage: turn 1, ');
    expect(ctStatus.stdout).toContain("Waits for: the players' orders.");
    const players = (await Session.open(ct)).players().map((p) => p.name);
    expect(players.length).toBeGreaterThan(1);
    for (const player of players) expect(ctStatus.stdout).toContain(`  ${player}: missing`);
  }, 300000);

  it('a late submission is refused in one line and records nothing', async () => {
    const file = demo('late.xlsx', 'ct');
    const session = await Session.open(file);
    const rows = session.tab('Campaign') ?? [];
    const row = rows.findIndex((r) => r[0] === 'Order deadline');
    expect(row).toBeGreaterThan(0);
    session.spreadsheet
      .getSheetByName('Campaign')
      ?.getRange(row + 1, rows[0].indexOf('Value') + 1)
      .setValue(new Date('2020-01-01T12:00:00Z'));
    await session.save();
    const [first] = session.players();
    const before = hash(file);
    expectRefused(
      cli(['orders', file, '--player', first.name], 'anything\n'),
      file,
      before,
      new RegExp(`^campaign-ledger: the orders of ${first.name} were not recorded: REJECTED \\(`),
    );
  }, 300000);

  it('says the staged commands in --help', () => {
    const help = cli(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('cs42, me, cp, ct, wm');
    expect(help.stdout).toContain('On a ledger of a book played in stages');
  });
});
