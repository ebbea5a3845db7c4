import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { Session } from '../../src/local/playground/session';

// The command-line tool over a campaign week (issues 10 and 11): a file lock so two runs never lose each
// other's changes, the seed kept as text, check, status with the deadline, preview --seed, export, and the
// bin run from another folder.

const BIN = path.resolve(__dirname, '..', '..', 'bin', 'campaign-ledger.js');

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function cli(args: string[], input = '', cwd?: string): Run {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    encoding: 'utf8',
    input,
    timeout: 60000,
    cwd,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function cliAsync(args: string[], input: string): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    child.once('exit', (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(input);
  });
}

const hash = (file: string): string => createHash('sha256').update(readFileSync(file)).digest('hex');

/** Sets a Campaign setting's value in the file (as the moderator typing it), then saves. */
async function setSetting(file: string, setting: string, value: unknown): Promise<void> {
  const session = await Session.open(file);
  const rows = session.tab('Campaign') ?? [];
  const row = rows.findIndex((r) => r[0] === setting);
  session.spreadsheet
    .getSheetByName('Campaign')
    ?.getRange(row + 1, rows[0].indexOf('Value') + 1)
    .setValue(value);
  await session.save();
}

describe('campaign-ledger over a week', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ledger-cli-week-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const demo = (name: string): string => {
    const file = path.join(dir, name);
    expect(cli(['init', file, '--demo']).status).toBe(0);
    return file;
  };

  it('two runs at once on one file never both succeed with one losing its changes', async () => {
    const file = demo('race.xlsx');
    const [varn, lotus] = await Promise.all([
      cliAsync(['orders', file, '--player', 'Clan Varn'], 'Hammerguard of Karak Varn - Hold'),
      cliAsync(['orders', file, '--player', 'Crystal Lotus'], 'Lotus Guard - Hold'),
    ]);
    const after = await Session.open(file);
    for (const [player, run, line] of [
      ['Clan Varn', varn, 'Hammerguard of Karak Varn holds.'],
      ['Crystal Lotus', lotus, 'Lotus Guard holds.'],
    ] as const) {
      if (run.status === 0) expect(after.receiptLines(player).join('\n')).toContain(line);
      else expect(run.stderr).toMatch(/is in use by campaign-ledger orders .*delete .*race\.xlsx\.lock/);
    }
    expect([varn.status, lotus.status]).toContain(0);
    expect(existsSync(`${file}.lock`)).toBe(false);
  }, 120000);

  it('refuses a change while another run holds the lock, and takes over a stale lock', () => {
    const file = demo('locked.xlsx');
    const before = hash(file);
    const lock = `${file}.lock`;
    const holder = {
      pid: process.pid,
      host: os.hostname(),
      since: '2026-11-24T02:00:00Z',
      tool: 'npm start',
    };
    writeFileSync(lock, JSON.stringify(holder));
    const refused = cli(['resolve', file]);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr.trim()).toBe(
      `campaign-ledger: ${file} is in use by npm start (process ${process.pid} on ${os.hostname()}, since 2026-11-24T02:00:00Z). Wait for it to finish; if no other run is going, delete ${lock}.`,
    );
    expect(hash(file)).toBe(before);
    expect(existsSync(lock)).toBe(true);

    // A run that died left its lock: its process is gone, so the lock is stale.
    const dead = spawnSync(process.execPath, ['-e', 'process.pid']).pid;
    writeFileSync(lock, JSON.stringify({ ...holder, pid: dead }));
    const taken = cli(['orders', file, '--player', 'Clan Varn'], 'Hammerguard of Karak Varn - Hold');
    expect(taken.stderr).toBe('');
    expect(taken.status).toBe(0);
    expect(existsSync(lock)).toBe(false);
  }, 120000);

  it("resolve --seed '=1+1' stores the seed as text, never a formula", async () => {
    const file = demo('seed.xlsx');
    const resolved = cli(['resolve', file, '--seed', '=1+1']);
    expect(resolved.stderr).toBe('');
    const session = await Session.open(file);
    const rows = session.tab('Campaign') ?? [];
    const row = rows.findIndex((r) => r[0] === 'Seed');
    const cell = session.spreadsheet
      .getSheetByName('Campaign')
      ?.getRange(row + 1, rows[0].indexOf('Value') + 1);
    expect(cell?.getFormula()).toBe('');
    expect(cell?.getValue()).toBe('=1+1');
  }, 120000);

  it('check reports the ledger in order, or each problem with exit 1', async () => {
    const file = demo('check.xlsx');
    const fine = cli(['check', file]);
    expect(fine.status).toBe(0);
    expect(fine.stdout).toContain('The ledger is in order');
    await setSetting(file, 'Order deadline', 'next Tuesday');
    const bad = cli(['check', file]);
    expect(bad.status).toBe(1);
    expect(bad.stdout).toMatch(/^1 problem /);
    expect(bad.stdout).toContain('Order deadline');
    expect(bad.stdout).toContain("got 'next Tuesday'");
  }, 120000);

  it('status shows the deadline, who has submitted, who is missing, and LATE once it has passed', async () => {
    const file = demo('status.xlsx');
    await setSetting(file, 'Order deadline', '2099-12-01 18:00');
    expect(cli(['orders', file, '--player', 'Clan Varn'], 'Hammerguard of Karak Varn - Hold').status).toBe(0);
    const open = cli(['status', file]);
    expect(open.stderr).toBe('');
    expect(open.stdout).toContain('The Shattered Vale (demo) · Turn 1');
    expect(open.stdout).toMatch(/Order deadline: 2099-12-01 18:00 \(in \d+ days\)/);
    expect(open.stdout).toContain('Clan Varn: submitted (1 line)');
    expect(open.stdout).toContain('Crystal Lotus: missing');

    await setSetting(file, 'Order deadline', '2020-01-01 12:00');
    const passed = cli(['status', file]);
    expect(passed.stdout).toMatch(/Order deadline: 2020-01-01 12:00 \(passed \d+ days ago\)/);
    expect(passed.stdout).toContain('Crystal Lotus: LATE: no orders, and the deadline has passed');
  }, 120000);

  it('preview --seed shows the dice of that seed and changes nothing', () => {
    const file = demo('preview.xlsx');
    const before = hash(file);
    const dice = (text: string): string => text.slice(text.indexOf('Dice ('));
    const seven = cli(['preview', file, '--seed', '7']);
    expect(seven.stderr).toBe('');
    expect(hash(file)).toBe(before);
    const resolved = cli(['resolve', file, '--seed', '7']);
    expect(dice(resolved.stdout)).toBe(dice(seven.stdout));
    expect(dice(seven.stdout)).toMatch(/Dice \(\d+\):\n {2}\S/);
  }, 120000);

  it('export writes a clean copy: no emulation sheet, computed cells as values with their formula noted', async () => {
    const file = demo('export.xlsx');
    const out = path.join(dir, 'export-copy.xlsx');
    const done = cli(['export', file, out]);
    expect(done.stderr).toBe('');
    expect(done.stdout).toContain(`Wrote ${out}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(out);
    expect(book.worksheets.map((w) => w.name)).not.toContain('_emulator');
    expect(book.worksheets.map((w) => w.name)).toContain('Campaign');
    let formulas = 0;
    let noted = 0;
    book.eachSheet((sheet) =>
      sheet.eachRow((row) =>
        row.eachCell((c) => {
          if (c.formula) formulas += 1;
          if (String(c.note ?? '').includes('Computed in the ledger by =')) noted += 1;
        }),
      ),
    );
    expect(formulas).toBe(0);
    expect(noted).toBeGreaterThan(0);
    const again = cli(['export', file, out]);
    expect(again.status).not.toBe(0);
    expect(again.stderr).toContain('already exists: export never overwrites a file');
  }, 120000);

  it('runs from any folder: the bin finds its build, paths are relative to where it runs', () => {
    const elsewhere = mkdtempSync(path.join(dir, 'elsewhere-'));
    const init = cli(['init', 'here.xlsx'], '', elsewhere);
    expect(init.stderr).toBe('');
    expect(init.stdout).toContain(`Created the ledger workbook ${path.join(elsewhere, 'here.xlsx')}`);
    expect(existsSync(path.join(elsewhere, 'here.xlsx'))).toBe(true);
    expect(cli(['status', 'here.xlsx'], '', elsewhere).stdout).toContain('Turn 1');
  }, 120000);
});
