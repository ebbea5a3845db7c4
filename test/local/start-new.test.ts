import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { failedStart, START, startPlayground } from '../e2e/playground-process';

// Issue 10, bugs 6 and 9: `npm start -- --new --file PATH` overwrote an existing ledger, plain `--new`
// replaced the playground's workbook with no backup, and the start-up report pointed players at the emulated
// Google Forms address instead of the playground's own /form page. Issue 11: the playground holds the file.

describe('npm start --new and what it prints', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ledger-start-new-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('--new --file on an existing file refuses and leaves it byte for byte', async () => {
    const file = path.join(dir, 'mine.xlsx');
    writeFileSync(file, 'my precious ledger');
    const refused = await failedStart(['--new', '--file', file], '0');
    expect(refused.code).not.toBe(0);
    expect(refused.output.trim()).toBe(
      `npm start: ${file} already exists: --new never overwrites a ledger. Open it without --new, or choose another --file.`,
    );
    expect(readFileSync(file, 'utf8')).toBe('my precious ledger');
    expect(existsSync(`${file}.lock`)).toBe(false);
  });

  it('plain --new moves the previous playground workbook to a dated backup first', async () => {
    const cwd = mkdtempSync(path.join(dir, 'cwd-'));
    const folder = path.join(cwd, 'playground');
    const run = (): Promise<string> =>
      new Promise((resolve, reject) => {
        const child = spawn(process.execPath, [START, '--new'], {
          cwd,
          env: { ...process.env, PORT: '0' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let out = '';
        const onData = (c: Buffer): void => {
          out += c.toString('utf8');
          if (out.includes('Ctrl+C')) child.kill('SIGTERM');
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
        child.once('exit', () => resolve(out));
        setTimeout(() => reject(new Error(`no start within 90 s:\n${out}`)), 90000).unref();
      });
    const first = await run();
    expect(first).toContain(`Created the ledger workbook ${path.join(folder, 'campaign.xlsx')}`);
    const original = readFileSync(path.join(folder, 'campaign.xlsx'));
    const second = await run();
    const moved = /Moved the previous playground workbook to (\S+)/.exec(second)?.[1] ?? '';
    expect(moved).toMatch(/campaign-backup-\d{8}-\d{6}\.xlsx$/);
    expect(readFileSync(moved).equals(original)).toBe(true);
    expect(readdirSync(folder).sort()).toEqual(['campaign.xlsx', path.basename(moved)].sort());
  }, 200000);

  it("prints the playground's own /form for players, never the emulated Google Forms address", async () => {
    const pg = await startPlayground(['--new', '--file', path.join(dir, 'form.xlsx')]);
    await pg.stop();
    expect(pg.output()).toContain(`Players answer at: http://127.0.0.1:${pg.port}/form`);
    expect(pg.output()).toContain(`Orders form (as the players see it): http://127.0.0.1:${pg.port}/form`);
    expect(pg.output()).not.toContain('docs.google.com');
  });

  it("holds the file's lock while it serves (CLI changes are refused), and releases it when stopped", async () => {
    const file = path.join(dir, 'held.xlsx');
    const pg = await startPlayground(['--new', '--file', file]);
    try {
      const lock = JSON.parse(readFileSync(`${file}.lock`, 'utf8')) as { tool: string };
      expect(lock.tool).toBe('npm start (the playground)');
    } finally {
      await pg.stop();
    }
    expect(existsSync(`${file}.lock`)).toBe(false);
  });
});
