import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// `npm start` at this stage: the real bundle under the emulation creates a ledger workbook that LibreOffice
// opens. The test runs the built start script (npm test builds first) on a temporary file.

const ROOT = path.resolve(__dirname, '..', '..');
const START = path.join(ROOT, 'build', 'local', 'start.js');

describe('npm start', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ledger-start-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates a ledger workbook with the demo campaign, and a second start keeps it and changes nothing', () => {
    const file = path.join(dir, 'campaign.xlsx');
    const first = execFileSync('node', [START, '--new', '--file', file], { encoding: 'utf8' });
    expect(first).toContain(`Created the ledger workbook ${file}`);
    expect(first).toContain('Created tab Armies');
    expect(first).toContain('Loaded the demo campaign');
    const second = execFileSync('node', [START, '--file', file], { encoding: 'utf8' });
    expect(second).toContain(`Opened the ledger workbook ${file}`);
    expect(second).toContain('The ledger is complete: nothing to change.');
    expect(second).toContain(
      'Tabs: Campaign, Players, Diplomacy, Map, Cities, Armies, Units, Structures, Treasury',
    );
  });

  it('refuses an unknown argument with a one-line message and a non-zero exit', () => {
    const result = spawnSync('node', [START, '--bogus'], { encoding: 'utf8' });
    expect(result.status).not.toBe(0);
    expect(result.stderr.trim()).toBe(
      "npm start: unknown argument '--bogus'. usage: npm start [-- --new] [-- --file PATH]",
    );
  });

  it('produces a workbook that LibreOffice opens (converted to PDF headless)', () => {
    const soffice = ['/usr/bin/soffice', '/usr/bin/libreoffice'].find((p) => existsSync(p));
    if (!soffice)
      throw new Error('LibreOffice is not installed: bash scripts/system-deps.sh installs it (Debian).');
    const file = path.join(dir, 'lo.xlsx');
    execFileSync('node', [START, '--new', '--file', file]);
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
