import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SidebarState, TurnView } from '../gas/sidebar-api';
import { playerView, playerViewText } from './playground/player-view';
import { errorMessage, LedgerError, Session } from './playground/session';
import { turnText } from './playground/turn-text';

/**
 * campaign-ledger: the whole loop from a shell, on a ledger workbook (.xlsx), through the real bundle under
 * the offline emulation. A command saves the file only when it succeeds, so a failure leaves it untouched.
 */
const HELP = `usage: campaign-ledger <command> <file.xlsx> [options]

Commands:
  init <file.xlsx> [--demo]      Create a new ledger workbook (Campaign → Set up ledger). With --demo, also
                                 load the demo campaign and create its orders form. Never overwrites a file.
  orders <file.xlsx> --player NAME [--file orders.txt]
                                 Submit a player's orders (from --file, or from standard input). With an
                                 orders form they go through the form as the player's email (the real
                                 form-submit handler runs); without one the moderator records them. Prints
                                 the receipt.
  preview <file.xlsx>            Print what the turn would do; changes nothing.
  resolve <file.xlsx> [--seed N] Resolve the turn and print its summary. --seed sets the Campaign tab's Seed
                                 first (the dice are seeded by it and the turn number).
  undo <file.xlsx>               Put the ledger back as it was before the last Resolve.
  report <file.xlsx> --player NAME
                                 Print a player's view: their tab, treasury, cities, armies and units.
  --help                         Show this help.

On a wrong argument, a missing or damaged file, or a file that is not a ledger, it prints one line on
standard error, exits with a non-zero status and leaves the file as it was.`;

class UsageError extends Error {}

interface Args {
  readonly command: string;
  readonly file: string;
  readonly flags: Map<string, string | true>;
}

/** Flags each command takes: true for a flag with a value, false for a switch. */
const COMMANDS: Record<string, Record<string, boolean>> = {
  init: { '--demo': false },
  orders: { '--player': true, '--file': true },
  preview: {},
  resolve: { '--seed': true },
  undo: {},
  report: { '--player': true },
};

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

/** Sets the Campaign tab's Seed value. */
function setSeed(session: Session, seed: string): void {
  const sheet = session.spreadsheet.getSheetByName('Campaign');
  const grid = session.tab('Campaign') ?? [];
  const [header = [], ...rows] = grid;
  const value = header.indexOf('Value');
  const row = rows.findIndex((r) => r[header.indexOf('Setting')]?.trim() === 'Seed');
  if (!sheet || value < 0 || row < 0) throw new LedgerError('the Campaign tab has no Seed row to set');
  sheet.getRange(row + 2, value + 1).setValue(seed);
}

type Outcome = { lines: string[]; save: boolean };

function run(session: Session, args: Args, orders: () => string): Outcome {
  switch (args.command) {
    case 'orders': {
      const player = session.player(required(args, '--player'));
      const { via, lines } = session.submitOrders(player.name, orders());
      const how = via === 'form' ? `through the orders form as ${player.email}` : 'by the moderator';
      return { lines: [`Orders for ${player.name} recorded ${how}.`, '', ...lines], save: true };
    }
    case 'preview':
      return { lines: turnText(session.call('previewTurn', [{}]) as TurnView), save: false };
    case 'resolve': {
      const seed = flag(args, '--seed');
      if (seed !== undefined) setSeed(session, seed);
      const { turnNumber } = session.call('getSidebarState') as SidebarState;
      return { lines: turnText(session.call('resolveTurn', [turnNumber, {}]) as TurnView), save: true };
    }
    case 'undo':
      return { lines: [String(session.call('undoLastTurn'))], save: true };
    case 'report':
      return { lines: playerViewText(playerView(session, required(args, '--player'))), save: false };
    default:
      throw new UsageError(`unknown command '${args.command}'`);
  }
}

async function main(argv: readonly string[]): Promise<void> {
  if (argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') {
    process.stdout.write(`${HELP}\n`);
    return;
  }
  const args = parseArgs(argv);
  if (args.command === 'init') {
    if (existsSync(args.file))
      throw new LedgerError(`${args.file} already exists: init never overwrites a file`);
    const demo = args.flags.has('--demo');
    const session = Session.create(args.file, path.basename(args.file, '.xlsx'), demo);
    await session.save();
    const report = session.emulation.services.Ui.alerts.map((a) => a.prompt);
    process.stdout.write(
      `Created the ledger workbook ${args.file}\n${report.join('\n').replace(/^/gm, '  ')}\n`,
    );
    return;
  }
  if (args.command === 'orders' || args.command === 'report') required(args, '--player');
  // Orders are read before the workbook is opened, so a bad orders file fails before anything else.
  const text = args.command === 'orders' ? readOrders(args) : '';
  const session = await Session.open(args.file);
  const { lines, save } = run(session, args, () => text);
  if (save) await session.save();
  process.stdout.write(`${lines.join('\n')}\n`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  // One line: the message with its line breaks folded, never a stack.
  const message = errorMessage(error)
    .replace(/\s*\n\s*/g, ' ')
    .trim();
  process.stderr.write(`campaign-ledger: ${message}\n`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
});
