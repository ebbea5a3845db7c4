import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Emulation } from '../../src/local/emulation';
import { saveWorkbook } from '../../src/local/workbook-file';
import { failedStart, startPlayground } from '../e2e/playground-process';

// `npm start` runs the playground: the real bundle under the emulation creates (or opens) a ledger workbook
// that LibreOffice opens, then serves it on loopback. The pages themselves are tested in playground.test.ts.

describe('npm start', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ledger-start-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates the demo ledger with its orders form, serves it, and a second start keeps it', async () => {
    const file = path.join(dir, 'campaign.xlsx');
    const first = await startPlayground(['--new', '--file', file]);
    await first.stop();
    expect(first.output()).toContain(`Created the ledger workbook ${file}`);
    expect(first.output()).toContain('Created tab Armies');
    expect(first.output()).toContain('Loaded the demo campaign');
    expect(first.output()).toContain('Installed the form-submit trigger.');
    expect(first.output()).toMatch(/Campaign Ledger playground: http:\/\/127\.0\.0\.1:\d+\//);
    const second = await startPlayground(['--file', file]);
    await second.stop();
    expect(second.output()).toContain(`Opened the ledger workbook ${file}`);
    expect(second.output()).toContain('The ledger is complete: nothing to change.');
    expect(second.output()).not.toContain('Created the orders form');
    expect(second.output()).toContain(
      'Tabs: Form Responses 1, Campaign, Players, Diplomacy, Map, Cities, Armies, Units, Structures, Treasury',
    );
  });

  it('refuses an unknown argument or a bad PORT with a one-line message and a non-zero exit', async () => {
    const bogus = await failedStart(['--bogus'], '0');
    expect(bogus.code).not.toBe(0);
    expect(bogus.output.trim()).toBe(
      "npm start: unknown argument '--bogus'. usage: npm start [-- --new] [-- --file PATH] [-- --ruleset NAME]   (PORT=8080 by default)",
    );
    const port = await failedStart(['--file', path.join(dir, 'never.xlsx')], 'eighty');
    expect(port.code).not.toBe(0);
    expect(port.output.trim()).toBe("npm start: PORT must be a port number 0-65535, not 'eighty'");
    expect(existsSync(path.join(dir, 'never.xlsx'))).toBe(false);
  });

  it('refuses a damaged file or a workbook that is not a ledger, leaving it byte for byte', async () => {
    const junk = path.join(dir, 'junk.xlsx');
    writeFileSync(junk, 'not a workbook');
    const damaged = await failedStart(['--file', junk], '0');
    expect(damaged.code).not.toBe(0);
    expect(damaged.output).toContain('not a readable .xlsx workbook');
    expect(readFileSync(junk, 'utf8')).toBe('not a workbook');

    const plain = path.join(dir, 'plain.xlsx');
    const emulation = new Emulation();
    await saveWorkbook(emulation, emulation.newActiveSpreadsheet('Plain'), plain);
    const bytes = readFileSync(plain);
    const refused = await failedStart(['--file', plain], '0');
    expect(refused.code).not.toBe(0);
    expect(refused.output.trim()).toBe(
      `npm start: ${plain} is not a campaign ledger (it has no Campaign tab)`,
    );
    expect(readFileSync(plain).equals(bytes)).toBe(true);
  });

  it('produces a workbook that LibreOffice opens (converted to PDF headless)', async () => {
    const soffice = ['/usr/bin/soffice', '/usr/bin/libreoffice'].find((p) => existsSync(p));
    if (!soffice)
      throw new Error('LibreOffice is not installed: bash scripts/system-deps.sh installs it (Debian).');
    const file = path.join(dir, 'lo.xlsx');
    await (await startPlayground(['--new', '--file', file])).stop();
    const profile = path.join(dir, 'lo-profile');
    execFileSync(
      soffice,
      [`-env:UserInstallation=file://${profile}`, '--headless', '--convert-to', 'pdf', '--outdir', dir, file],
      { timeout: 120000, stdio: 'pipe' },
    );
    const pdf = path.join(dir, 'lo.pdf');
    expect(statSync(pdf).size).toBeGreaterThan(1000);
    expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
