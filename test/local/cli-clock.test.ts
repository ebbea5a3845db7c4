import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDuration } from '../../src/local/cli-clock';
import { Session } from '../../src/local/playground/session';

// The orders form takes at most 10 submissions an hour from one player (ORD-RATE, docs/orders-form.md): a
// rule for players that stays. A moderator playing a book offline from the command line sends a player's
// orders more often (a WarMaster month is up to 3 stages, plus resubmissions); the refusal now names the way
// on, `campaign-ledger clock <file> +1h`, which moves the emulated clock the submissions are stamped with.
// Built (build/local/cli.js) and run through bin/campaign-ledger.js. Every test here failed before: the
// clock command did not exist, and on a Campaign System ledger the 11th submission said "recorded" and exit 0.

const BIN = path.resolve(__dirname, '..', '..', 'bin', 'campaign-ledger.js');
const HOUR = 3_600_000;

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function cli(args: string[], input = '', cwd?: string): Run {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    encoding: 'utf8',
    input,
    cwd,
    timeout: 90000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const hash = (file: string): string => createHash('sha256').update(readFileSync(file)).digest('hex');

/** A refusal: one line on stderr, exit 1, nothing on stdout and the file as it was. */
function expectRefused(run: Run, file: string, before: string): void {
  expect(run.status).toBe(1);
  expect(run.stdout).toBe('');
  expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(hash(file)).toBe(before);
}

/** The player's ten submissions of this hour, through the orders form as the CLI sends them. */
async function tenSubmissions(file: string, player: string, text: string): Promise<void> {
  const session = await Session.open(file);
  for (let i = 0; i < 10; i++) session.submitOrders(player, text);
  await session.save();
}

/** `2026-11-24 15:06 UTC` as a time. */
const utc = (text: string): number => Date.parse(`${text.replace(' ', 'T').replace(' UTC', '')}:00Z`);

/** The Orders tab's Submitted times of the player's rows, as written (the form's timestamp). */
async function submitted(file: string, player: string): Promise<string[]> {
  const [header, ...rows] = (await Session.open(file)).tab('Orders') ?? [];
  return rows
    .filter((r) => r[header.indexOf('Player')] === player)
    .map((r) => r[header.indexOf('Submitted')]);
}

describe('campaign-ledger clock, and the orders form’s hourly limit from the command line', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ledger-cli-clock-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const demo = (name: string, ruleset: string): string => {
    const file = path.join(dir, name);
    const made = cli(['init', file, '--ruleset', ruleset, '--demo']);
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    return file;
  };

  it('--help documents the clock command and the limit it is the way round', () => {
    const help = cli(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('clock <file.xlsx> [+TIME]');
    expect(help.stdout).toContain('+1h, +90m, +2d');
    expect(help.stdout).toContain('10 submissions an hour');
  });

  it('WarMaster: the 11th submission in an hour is refused naming the clock; +1h later it is recorded, stamped with the emulated clock', async () => {
    const file = demo('wm.xlsx', 'wm');
    await tenSubmissions(file, 'Ostmark', 'Ostmark Army - Hold');
    const before = hash(file);

    const refused = cli(['orders', 'wm.xlsx', '--player', 'Ostmark'], 'Ostmark Army - Hold\n', dir);
    expectRefused(refused, file, before);
    expect(refused.stderr).toBe(
      'campaign-ledger: the orders of Ostmark were not recorded: REJECTED (ORD-RATE): more than 10 submissions within one hour; this one was not recorded and your earlier orders stand. Wait until the next hour. Offline, move the emulated clock on instead of waiting: campaign-ledger clock wm.xlsx +1h (the hour counts by that clock; the limit stays for players on the form).\n',
    );

    const shown = cli(['clock', file]);
    expect(shown.stderr).toBe('');
    expect(shown.status).toBe(0);
    expect(shown.stdout).toMatch(/^The emulated clock: \d{4}-\d\d-\d\d \d\d:\d\d UTC\.\n$/);
    expect(hash(file)).toBe(before);

    const moved = cli(['clock', file, '+1h']);
    expect(moved.stderr).toBe('');
    expect(moved.status).toBe(0);
    const [, from, to] = /^Moved the emulated clock on by 1h: (.+ UTC) → (.+ UTC)\./.exec(moved.stdout) ?? [];
    expect(utc(to) - utc(from)).toBe(HOUR);
    // The hourly trigger that records the form's responses falls due on the way, and runs.
    expect(moved.stdout).toMatch(/\n {2}\d{4}-\d\d-\d\d \d\d:\d\d UTC: onOrdersHourly ran\n$/);

    const sent = cli(['orders', file, '--player', 'Ostmark'], 'Ostmark Army - Hold\n');
    expect(sent.stderr).toBe('');
    expect(sent.status).toBe(0);
    expect(sent.stdout).toContain('sent through the orders form as');
    // The Orders tab keeps the present submission, stamped with the moved clock's time (the demo's time zone is
    // UTC), not the real one: an hour ahead of this machine's clock, less the seconds the runs took.
    const times = await submitted(file, 'Ostmark');
    expect(times).toHaveLength(1);
    expect(times[0]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const stamp = Date.parse(`${times[0].replace(' ', 'T')}Z`);
    expect(stamp).toBeGreaterThanOrEqual(utc(to));
    expect(stamp - Date.now()).toBeGreaterThan(HOUR / 2);
  }, 300000);

  it('Campaign System: the 11th submission is refused (it said "recorded" before), naming the clock', async () => {
    const file = demo('cs42.xlsx', 'cs42');
    await tenSubmissions(file, 'Crystal Lotus', 'Lotus Guard - Hold');
    const before = hash(file);

    const refused = cli(['orders', file, '--player', 'Crystal Lotus'], 'Lotus Guard - Hold\n');
    expectRefused(refused, file, before);
    expect(refused.stderr).toContain(
      'the orders of Crystal Lotus were not recorded: REJECTED: more than 10 submissions within one hour',
    );
    expect(refused.stderr).toContain(`campaign-ledger clock ${file} +1h`);

    expect(cli(['clock', file, '+61m']).status).toBe(0);
    const sent = cli(['orders', file, '--player', 'Crystal Lotus'], 'Lotus Guard - Hold\n');
    expect(sent.stderr).toBe('');
    expect(sent.status).toBe(0);
    expect(sent.stdout).toContain('Orders for Crystal Lotus recorded through the orders form');
    expect(sent.stdout).toContain('The 1 line was accepted.');
  }, 300000);

  it('refuses a time it cannot read, or one going back, in one line with the file untouched', () => {
    const file = demo('bad.xlsx', 'cs42');
    const before = hash(file);
    for (const by of ['1h', '-1h', '+400d']) {
      const run = cli(['clock', file, by]);
      expectRefused(run, file, before);
      expect(run.stderr).toBe(
        `campaign-ledger: clock: '${by}' is not a time to move on by: write + and minutes, hours or days, e.g. +1h, +90m, +2d (at most a year; the clock never goes back)\n`,
      );
    }
    const usage = cli(['clock', file, '+1h', '+2h']);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toBe(
      'campaign-ledger: clock takes the ledger and, to move it on, a time: clock campaign.xlsx +1h\n',
    );
    expect(hash(file)).toBe(before);
  }, 300000);
});

describe('parseDuration (cli-clock.ts)', () => {
  it('reads minutes, hours and days after a +, worked by hand', () => {
    expect(parseDuration('+1h')).toBe(3_600_000);
    expect(parseDuration('+90m')).toBe(5_400_000);
    expect(parseDuration('+1h30m')).toBe(5_400_000);
    expect(parseDuration('+2d')).toBe(172_800_000);
    expect(parseDuration(' +365d ')).toBe(31_536_000_000);
  });

  it('refuses no +, a step back, nothing, an unknown unit, and more than a year', () => {
    for (const by of ['1h', '-1h', '+0h', '+h', '+1x', '+366d', '+1h ago', ''])
      expect(() => parseDuration(by)).toThrow(`clock: '${by}' is not a time to move on by`);
  });
});
