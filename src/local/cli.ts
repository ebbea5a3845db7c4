import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { clock, rateLimitHint } from './cli-clock';
import * as command from './cli-commands';
import * as stages from './cli-stages';
import { lockFile } from './file-lock';
import { errorMessage, LedgerError, Session } from './playground/session';
import { exportWorkbook } from './workbook-file';

/**
 * campaign-ledger: the whole loop from a shell, on a ledger workbook (.xlsx), through the real bundle under
 * the offline emulation. A command saves the file only when it succeeds, so a failure leaves it untouched.
 */
const HELP = `usage: campaign-ledger <command> <file.xlsx> [options]

Commands:
  init <file.xlsx> [--ruleset NAME] [--demo]
                                 Create a new ledger workbook (Campaign → Set up ledger). --ruleset names the
                                 rule book (cs42, me, cp, ct, wm: Campaign System v4.2 by default). With --demo,
                                 also load that book's demo campaign and create its orders form. Never
                                 overwrites a file.
  check <file.xlsx>              Campaign → Check ledger: every problem in the cells the rules read, by tab
                                 and cell. Exits 1 when there are problems.
  status <file.xlsx>             The turn, the Order deadline and how long is left, and each player's orders:
                                 submitted, late, or missing (LATE once the deadline has passed).
  orders <file.xlsx> --player NAME [--file orders.txt]
                                 Submit a player's orders (from --file, or from standard input). With an
                                 orders form they go through the form as the player's email (the real
                                 form-submit handler runs); without one the moderator records them. Prints
                                 the receipt; a submission the form refuses (late, more than 10 within one
                                 hour of the emulated clock, ...) exits 1 and records nothing.
  clock <file.xlsx> [+TIME]      The emulated clock the script runs on: form submissions are stamped with it,
                                 and the Order deadline and the form's limit of 10 submissions an hour per
                                 player are measured by it. With +TIME (+1h, +90m, +2d, +1h30m) move it on,
                                 firing the time-driven triggers that fall due on the way, as the playground's
                                 clock does: the way on for a moderator who sends a player's orders more than
                                 10 times in an hour while playing a campaign offline. It never goes back.
  preview <file.xlsx> [--seed S] Print what the turn would do; changes nothing. --seed previews with that
                                 Seed (the file keeps its own).
  resolve <file.xlsx> [--seed S] Resolve the turn and print its summary. --seed sets the Campaign tab's Seed
                                 first, as text (the dice are seeded by it and the turn number).
  undo <file.xlsx>               Put the ledger back as it was before the last Resolve.
  report <file.xlsx> --player NAME
                                 Print a player's view: their tab, treasury, cities, armies and units.
  export <file.xlsx> <out.xlsx>  Write a clean copy to upload to Google Sheets or open in Excel: without the
                                 hidden emulation sheet, computed columns as values (each cell notes its
                                 formula). Never overwrites a file.
  --help                         Show this help.

On a ledger of a book played in stages (Mighty Empires, Campaign points, Chronopia territories, WarMaster
campaigning) the same commands work one stage at a time, as the stage sidebar does: status shows the turn,
the stage and what it waits for (orders, choices, battle reports or nothing), whose lines are in and who is
missing; orders sends a player's lines for the current stage (refused while the stage takes none); preview
prints the stage's summaries, warnings and dice (each with the Log tab key that overrides it); resolve
resolves the stage and names the next one; undo undoes the last stage; report prints the player's view,
their latest stage report and orders receipt.

A command that changes the workbook locks it (FILE.xlsx.lock) while it runs, so two runs never overwrite
each other's changes; a second run is refused with who holds the lock. The playground (npm start) holds
the lock while it serves the file.

On a wrong argument, a missing or damaged file, or a file that is not a ledger, it prints one line on
standard error, exits with a non-zero status and leaves the file as it was.`;

class UsageError extends Error {}

interface Args {
  readonly command: string;
  readonly file: string;
  readonly out?: string;
  /** clock: how far to move it on (`+1h`). */
  readonly by?: string;
  readonly flags: Map<string, string | true>;
}

/** Flags each command takes: true for a flag with a value, false for a switch. */
const COMMANDS: Record<string, Record<string, boolean>> = {
  init: { '--demo': false, '--ruleset': true },
  check: {},
  status: {},
  orders: { '--player': true, '--file': true },
  preview: { '--seed': true },
  resolve: { '--seed': true },
  undo: {},
  report: { '--player': true },
  export: {},
  clock: {},
};

/** Commands that save the workbook, and so take its lock. */
const CHANGES = new Set(['init', 'orders', 'resolve', 'undo', 'clock']);

function parseArgs(argv: readonly string[]): Args {
  const [command, ...rest] = argv;
  if (command === undefined) throw new UsageError('no command given (see campaign-ledger --help)');
  if (!Object.prototype.hasOwnProperty.call(COMMANDS, command))
    throw new UsageError(`unknown command '${command}' (see campaign-ledger --help)`);
  const allowed = COMMANDS[command];
  const flags = new Map<string, string | true>();
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    if (!Object.prototype.hasOwnProperty.call(allowed, arg))
      throw new UsageError(`${command}: unknown option '${arg}' (see campaign-ledger --help)`);
    if (flags.has(arg)) throw new UsageError(`${command}: ${arg} given twice`);
    if (!allowed[arg]) flags.set(arg, true);
    else {
      const value = rest[++i];
      if (value === undefined || value === '') throw new UsageError(`${command}: ${arg} needs a value`);
      flags.set(arg, value);
    }
  }
  if (command === 'export') {
    if (positional.length !== 2)
      throw new UsageError('export takes the ledger and the copy to write: export campaign.xlsx copy.xlsx');
    return { command, file: path.resolve(positional[0]), out: path.resolve(positional[1]), flags };
  }
  if (command === 'clock') {
    if (positional.length < 1 || positional.length > 2)
      throw new UsageError('clock takes the ledger and, to move it on, a time: clock campaign.xlsx +1h');
    return { command, file: path.resolve(positional[0]), by: positional[1], flags };
  }
  if (positional.length !== 1)
    throw new UsageError(`${command} takes one workbook file, e.g. campaign-ledger ${command} campaign.xlsx`);
  return { command, file: path.resolve(positional[0]), flags };
}

function flag(args: Args, name: string): string | undefined {
  const value = args.flags.get(name);
  return typeof value === 'string' ? value : undefined;
}

function required(args: Args, name: string): string {
  const value = flag(args, name);
  if (value === undefined) throw new UsageError(`${args.command}: ${name} is required`);
  return value;
}

function readOrders(args: Args): string {
  const from = flag(args, '--file');
  let text: string;
  if (from !== undefined) {
    if (!existsSync(from)) throw new LedgerError(`${from}: no such orders file`);
    text = readFileSync(from, 'utf8');
  } else {
    if (process.stdin.isTTY)
      throw new UsageError('orders: give --file orders.txt or pipe the orders on stdin');
    text = readFileSync(0, 'utf8');
  }
  if (text.trim() === '') throw new LedgerError('orders: no orders given (the text is empty)');
  return text;
}

function run(session: Session, args: Args, orders: () => string): command.Outcome {
  if (args.command === 'clock') return clock(session, args.by);
  if (args.command !== 'check' && stages.isStaged(session)) return runStage(session, args, orders);
  switch (args.command) {
    case 'check':
      return command.check(session);
    case 'status':
      return command.status(session);
    case 'orders':
      return command.orders(session, required(args, '--player'), orders());
    case 'preview':
      return command.preview(session, flag(args, '--seed'));
    case 'resolve':
      return command.resolve(session, flag(args, '--seed'));
    case 'undo':
      return command.undo(session);
    case 'report':
      return command.report(session, required(args, '--player'));
    default:
      throw new UsageError(`unknown command '${args.command}'`);
  }
}

/** The same commands on a staged ledger (every book but Campaign System v4.2): one stage at a time. */
function runStage(session: Session, args: Args, orders: () => string): command.Outcome {
  switch (args.command) {
    case 'status':
      return stages.status(session);
    case 'orders':
      return stages.orders(session, required(args, '--player'), orders());
    case 'preview':
      return stages.preview(session, flag(args, '--seed'));
    case 'resolve':
      return stages.resolve(session, flag(args, '--seed'));
    case 'undo':
      return stages.undo(session);
    case 'report':
      return stages.report(session, required(args, '--player'));
    default:
      throw new UsageError(`unknown command '${args.command}'`);
  }
}

/** A refusal of the orders form's hourly limit names the way on: the clock command (cli-clock.ts). */
function wayOn(args: Args, work: () => command.Outcome): command.Outcome {
  try {
    return work();
  } catch (error) {
    if (!(error instanceof LedgerError)) throw error;
    const hint = rateLimitHint(shown(args.file), error.message);
    if (hint === '') throw error;
    throw new LedgerError(`${error.message}${hint}`);
  }
}

/** The workbook as the user would write it from here: relative when below the working folder. */
function shown(file: string): string {
  const relative = path.relative(process.cwd(), file);
  const plain = relative === '' || relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
  return /\s/.test(plain) ? `'${plain.replace(/'/g, `'\\''`)}'` : plain;
}

async function init(args: Args): Promise<void> {
  if (existsSync(args.file))
    throw new LedgerError(`${args.file} already exists: init never overwrites a file`);
  const demo = args.flags.has('--demo');
  const ruleset = args.flags.get('--ruleset');
  const session = Session.create(
    args.file,
    path.basename(args.file, '.xlsx'),
    demo,
    typeof ruleset === 'string' ? ruleset : undefined,
  );
  await session.save();
  const report = session.emulation.services.Ui.alerts.map((a) => a.prompt);
  process.stdout.write(
    `Created the ledger workbook ${args.file}\n${report.join('\n').replace(/^/gm, '  ')}\n`,
  );
}

async function exportCopy(args: Args): Promise<void> {
  const out = args.out ?? '';
  if (out === args.file) throw new UsageError('export: the copy must be another file than the ledger');
  if (existsSync(out)) throw new LedgerError(`${out} already exists: export never overwrites a file`);
  const session = await Session.open(args.file);
  await exportWorkbook(session.spreadsheet, out);
  process.stdout.write(
    `Wrote ${out}: a copy of the ledger without the emulation's hidden sheet; computed cells are values (each notes its formula).\n`,
  );
}

async function main(argv: readonly string[]): Promise<void> {
  if (argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') {
    process.stdout.write(`${HELP}\n`);
    return;
  }
  const args = parseArgs(argv);
  if (args.command === 'export') return exportCopy(args);
  if (args.command === 'orders' || args.command === 'report') required(args, '--player');
  // Orders are read before the workbook is opened, so a bad orders file fails before anything else.
  const text = args.command === 'orders' ? readOrders(args) : '';
  // A change holds the lock from before it reads the file until after it saved it.
  if (args.command === 'init') mkdirSync(path.dirname(args.file), { recursive: true });
  const lock = CHANGES.has(args.command) ? lockFile(args.file, `campaign-ledger ${args.command}`) : null;
  try {
    if (args.command === 'init') return await init(args);
    const session = await Session.open(args.file);
    const { lines, save, exitCode } = wayOn(args, () => run(session, args, () => text));
    if (save) await session.save();
    process.stdout.write(`${lines.join('\n')}\n`);
    if (exitCode) process.exitCode = exitCode;
  } finally {
    lock?.release();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  // One line: the message with its line breaks folded, never a stack.
  const message = errorMessage(error)
    .replace(/\s*\n\s*/g, ' ')
    .trim();
  process.stderr.write(`campaign-ledger: ${message}\n`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
});
