import { existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { lockFile } from './file-lock';
import { createPlaygroundServer, HOST, listen } from './playground/server';
import { errorMessage, Session } from './playground/session';
import { rulesetByName } from '../engine/core/ruleset';

/**
 * `npm start`: the local playground. It opens (or creates, with Set up ledger, Load demo campaign and Create
 * orders form) a ledger workbook and serves the ledger, the real sidebar, the orders form and each player's
 * view on 127.0.0.1, running the real bundle under the offline emulation. Every change is saved to the file.
 */
const USAGE = 'usage: npm start [-- --new] [-- --file PATH] [-- --ruleset NAME]   (PORT=8080 by default)';

interface Options {
  fresh: boolean;
  file: string;
  /** Whether --file named the file (a named ledger is never replaced; the default one is backed up). */
  named: boolean;
  /** --ruleset: the rule book of a new ledger (its demo), e.g. `me`; undefined: Campaign System v4.2. */
  ruleset?: string;
}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = { fresh: false, file: path.resolve('playground', 'campaign.xlsx'), named: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--new') options.fresh = true;
    else if (arg === '--file' && argv[i + 1]) {
      options.file = path.resolve(argv[++i]);
      options.named = true;
    } else if (arg === '--ruleset' && argv[i + 1]) options.ruleset = argv[++i];
    else throw new Error(`unknown argument '${arg}'. ${USAGE}`);
  }
  // Each book's demo has a default workbook of its own, so switching books never replaces another's.
  const book = options.ruleset === undefined ? null : rulesetByName(options.ruleset);
  if (options.ruleset !== undefined && !book)
    throw new Error(
      `'${options.ruleset}' is not a rule book (cs42, me, cp, ct, wm): npm start -- --ruleset me`,
    );
  if (!options.named && book && book.id !== 'cs42')
    options.file = path.resolve('playground', `campaign-${book.id}.xlsx`);
  return options;
}

function parsePort(text: string | undefined): number {
  if (text === undefined || text === '') return 8080;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535)
    throw new Error(`PORT must be a port number 0-65535, not '${text}'`);
  return port;
}

/**
 * --new never loses a ledger: a file named with --file is refused; the playground's own default workbook is
 * first moved to a dated backup beside it.
 */
function makeRoomForNew(options: Options): void {
  if (!options.fresh || !existsSync(options.file)) return;
  if (options.named)
    throw new Error(
      `${options.file} already exists: --new never overwrites a ledger. Open it without --new, or choose another --file.`,
    );
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
  const backup = options.file.replace(/\.xlsx$/i, '') + `-backup-${stamp}.xlsx`;
  renameSync(options.file, backup);
  console.log(`Moved the previous playground workbook to ${backup}`);
}

/** The set-up report, with the emulated Google Forms address replaced by the playground's own form page. */
function printReport(lines: readonly string[], formUrl: string): void {
  const shown = lines.join('\n').replace(/Players answer at: \S+/g, `Players answer at: ${formUrl}`);
  console.log(shown.replace(/^/gm, '  '));
}

async function openSession(options: Options, formUrl: string): Promise<Session> {
  if (!options.fresh && existsSync(options.file)) {
    const session = await Session.open(options.file);
    console.log(`Opened the ledger workbook ${options.file}`);
    const report = session.clickMenu('Set up ledger');
    if (!session.form()) report.push(...session.clickMenu('Create orders form'));
    printReport(report, formUrl);
    await session.save();
    return session;
  }
  const session = Session.create(options.file, 'Campaign Ledger demo', true, options.ruleset);
  await session.save();
  console.log(`Created the ledger workbook ${options.file}`);
  const report = session.emulation.services.Ui.alerts.map((alert) => alert.prompt);
  printReport(report, formUrl);
  return session;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const port = parsePort(process.env.PORT);
  // Claim the port before touching any file, so a taken port fails without side effects.
  let ready: (session: Session) => void = () => undefined;
  const server = createPlaygroundServer(new Promise<Session>((resolve) => (ready = resolve)));
  let bound: number;
  try {
    bound = await listen(server, port);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw new Error(
        `port ${port} on ${HOST} is already in use: set PORT to a free one (PORT=8081 npm start)`,
        {
          cause: error,
        },
      );
    throw error;
  }
  // The playground saves after every change: no other run may change the file while it serves it.
  mkdirSync(path.dirname(options.file), { recursive: true });
  const lock = lockFile(options.file, 'npm start (the playground)');
  makeRoomForNew(options);
  const opening = openSession(options, `http://${HOST}:${bound}/form`);
  // The stop handlers go in before anything is printed: a signal that arrives with no handler installed kills
  // the process at once, leaving the lock (and perhaps a half-written file) behind.
  const stop = (): void => {
    server.close();
    // Let the opening and a save under way finish, so the file is never left half-written.
    void opening
      .then(
        (session) => session.idle(),
        () => undefined,
      )
      .finally(() => {
        lock.release();
        process.exit(0);
      });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const session = await opening;
  ready(session);
  console.log(`Tabs: ${session.visibleTabs().join(', ')}`);
  console.log(`Orders form (as the players see it): http://${HOST}:${bound}/form`);
  console.log(`Campaign Ledger playground: http://${HOST}:${bound}/`);
  console.log('Every change is saved to the workbook. Ctrl+C stops the server.');
}

main().catch((error: unknown) => {
  console.error(`npm start: ${errorMessage(error)}`);
  process.exit(1);
});
