import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Emulation } from '../../src/local/emulation';
import { Session } from '../../src/local/playground/session';
import { saveWorkbook } from '../../src/local/workbook-file';

// The command-line tool, built (build/local/cli.js) and run through bin/campaign-ledger.js as a user would:
// the whole loop on a temporary workbook, and every bad input refused with one line, leaving the file as it was.

const BIN = path.resolve(__dirname, '..', '..', 'bin', 'campaign-ledger.js');

const ORDERS: Record<string, string> = {
  'Aurelian Throne': 'Knights of the Dawn - Move 4 4\nKnights of the Dawn - Move 4 4\nAurelia - Grow',
  'Gorthak Horde': 'Bloodfang Wolf Riders - Move 6 1\nBloodfang Wolf Riders - Move 1 1',
  'Clan Varn': 'Hammerguard of Karak Varn - Hold',
  'Crystal Lotus': 'Lotus Guard - Hold',
};

function cli(args: string[], input?: string): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', input, timeout: 60000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const hash = (file: string): string => createHash('sha256').update(readFileSync(file)).digest('hex');

describe('campaign-ledger (command line)', () => {
  let dir: string;
  let file: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ledger-cli-'));
    file = path.join(dir, 'campaign.xlsx');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('--help documents every command', () => {
    const help = cli(['--help']);
    expect(help.status).toBe(0);
    for (const word of [
      'init',
      '--demo',
      'orders',
      '--player',
      'preview',
      'resolve',
      '--seed',
      'undo',
      'report',
    ])
      expect(help.stdout).toContain(word);
  });

  it('runs the loop: init --demo, orders for every player, preview, resolve, report, undo', () => {
    const init = cli(['init', file, '--demo']);
    expect(init.stderr).toBe('');
    expect(init.status).toBe(0);
    expect(init.stdout).toContain('Loaded the demo campaign');
    expect(init.stdout).toContain('Created the orders form.');

    for (const [player, text] of Object.entries(ORDERS)) {
      const ordersFile = path.join(dir, `${player}.txt`);
      writeFileSync(ordersFile, text);
      // Half of them from a file, half on standard input.
      const viaFile = player.length % 2 === 0;
      const sent = viaFile
        ? cli(['orders', file, '--player', player, '--file', ordersFile])
        : cli(['orders', file, '--player', player], text);
      expect(sent.stderr).toBe('');
      expect(sent.status).toBe(0);
      expect(sent.stdout).toContain(`Orders for ${player} recorded through the orders form`);
      expect(sent.stdout).toContain(`orders of ${player} for turn 1`);
    }

    const before = hash(file);
    const preview = cli(['preview', file]);
    expect(preview.status).toBe(0);
    expect(preview.stdout).toContain('Preview of turn 1 (nothing was changed).');
    expect(preview.stdout).toContain('Battles and sieges (1):');
    expect(hash(file)).toBe(before);

    const resolved = cli(['resolve', file, '--seed', '42']);
    expect(resolved.stderr).toBe('');
    expect(resolved.stdout).toContain('Turn 1 resolved.');
    expect(resolved.stdout).toContain('Moved: Knights of the Dawn 1107 → 1111');
    expect(resolved.stdout).toMatch(/field battle at 1111 .*Bloodfang Wolf Riders.*Knights of the Dawn/);
    expect(resolved.stdout).toContain('corruption:Aurelia: d20');
    const closing = /Gorthak Horde: .* closing ([\d,]+) g/.exec(resolved.stdout)?.[1].replace(',', '');

    const report = cli(['report', file, '--player', 'gorthak horde']);
    expect(report.status).toBe(0);
    expect(report.stdout).toContain('Gorthak Horde <blackblood@example.com>');
    expect(report.stdout).toContain(`Treasury: ${closing}`);
    expect(report.stdout).toContain('Bloodfang Wolf Riders · Hex: 1111');
    expect(report.stdout).toContain('Player · Gorthak Horde:');
    expect(report.stdout).not.toContain('Lotus Guard');

    const undo = cli(['undo', file]);
    expect(undo.stdout).toContain('Turn 1 was undone');
    expect(cli(['report', file, '--player', 'Gorthak Horde']).stdout).toContain('Treasury: 500');

    // Same orders, same seed: the same turn.
    const again = cli(['resolve', file, '--seed', '42']);
    expect(again.stdout).toBe(resolved.stdout);
  }, 180000);

  it('without an orders form the moderator records the orders', async () => {
    const plain = path.join(dir, 'no-form.xlsx');
    const session = Session.create(plain, 'No form', false);
    session.clickMenu('Load demo campaign');
    await session.save();
    const sent = cli(['orders', plain, '--player', 'Clan Varn'], 'Hammerguard of Karak Varn - Hold\n');
    expect(sent.stderr).toBe('');
    expect(sent.stdout).toContain('Orders for Clan Varn recorded by the moderator.');
    expect(sent.stdout).toContain('Hammerguard of Karak Varn holds.');
  });

  it('refuses every bad input with one line and a non-zero exit, leaving the file byte for byte', async () => {
    const ledger = path.join(dir, 'bad-inputs.xlsx');
    expect(cli(['init', ledger, '--demo']).status).toBe(0);
    const junk = path.join(dir, 'junk.xlsx');
    writeFileSync(junk, 'PK not really a zip');
    const notLedger = path.join(dir, 'not-ledger.xlsx');
    const emulation = new Emulation();
    await saveWorkbook(emulation, emulation.newActiveSpreadsheet('Plain'), notLedger);
    const empty = path.join(dir, 'empty.txt');
    writeFileSync(empty, '  \n');
    const missing = path.join(dir, 'missing.xlsx');

    const cases: [string[], string, string?][] = [
      [[], 'no command given'],
      [['frobnicate', ledger], "unknown command 'frobnicate'"],
      [['preview', ledger, '--bogus'], "preview: unknown option '--bogus'"],
      [['preview'], 'preview takes one workbook file'],
      [['preview', ledger, ledger], 'preview takes one workbook file'],
      [['init', ledger], `${ledger} already exists: init never overwrites a file`],
      [['preview', missing], `${missing}: no such file`],
      [['preview', junk], `${junk}: not a readable .xlsx workbook`],
      [['resolve', notLedger], `${notLedger} is not a campaign ledger (it has no Campaign tab)`],
      [['orders', ledger, '--file', empty], 'orders: --player is required'],
      [['orders', ledger, '--player', 'Nobody'], "'Nobody' is not on the Players tab", 'Aurelia - Grow'],
      [['orders', ledger, '--player', 'Clan Varn', '--file', empty], 'orders: no orders given'],
      [['orders', ledger, '--player', 'Clan Varn', '--file', missing], `${missing}: no such orders file`],
      [['resolve', ledger, '--seed'], 'resolve: --seed needs a value'],
      [['undo', ledger], 'There is no resolved turn to undo.'],
      [['report', ledger], 'report: --player is required'],
      [['report', ledger, '--player', 'Nobody'], "'Nobody' is not on the Players tab"],
    ];
    const hashes = new Map([ledger, junk, notLedger].map((f) => [f, hash(f)]));
    for (const [args, message, input] of cases) {
      const result = cli(args, input ?? '');
      expect({ args, status: result.status === 0 ? 0 : 'non-zero' }).toEqual({ args, status: 'non-zero' });
      expect(result.stdout).toBe('');
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stderr).toContain(`campaign-ledger: ${message}`);
    }
    for (const [f, h] of hashes) expect(hash(f)).toBe(h);
    expect(existsSync(missing)).toBe(false);
  }, 120000);
});
