import { existsSync } from 'node:fs';
import path from 'node:path';
import { createPlaygroundServer, HOST, listen } from './playground/server';
import { errorMessage, Session } from './playground/session';

/**
 * `npm start`: the local playground. It opens (or creates, with Set up ledger, Load demo campaign and Create
 * orders form) a ledger workbook and serves the ledger, the real sidebar, the orders form and each player's
 * view on 127.0.0.1, running the real bundle under the offline emulation. Every change is saved to the file.
 */
const USAGE = 'usage: npm start [-- --new] [-- --file PATH]   (PORT=8080 by default)';

interface Options {
  fresh: boolean;
  file: string;
}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = { fresh: false, file: path.resolve('playground', 'campaign.xlsx') };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--new') options.fresh = true;
    else if (arg === '--file' && argv[i + 1]) options.file = path.resolve(argv[++i]);
    else throw new Error(`unknown argument '${arg}'. ${USAGE}`);
  }
  return options;
}

function parsePort(text: string | undefined): number {
  if (text === undefined || text === '') return 8080;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535)
    throw new Error(`PORT must be a port number 0-65535, not '${text}'`);
  return port;
}

async function openSession(options: Options): Promise<Session> {
  if (!options.fresh && existsSync(options.file)) {
    const session = await Session.open(options.file);
    console.log(`Opened the ledger workbook ${options.file}`);
    const report = session.clickMenu('Set up ledger');
    if (!session.form()) report.push(...session.clickMenu('Create orders form'));
    console.log(report.join('\n').replace(/^/gm, '  '));
    await session.save();
    return session;
  }
  const session = Session.create(options.file, 'Campaign Ledger demo', true);
  await session.save();
  console.log(`Created the ledger workbook ${options.file}`);
  const report = session.emulation.services.Ui.alerts.map((alert) => alert.prompt);
  console.log(report.join('\n').replace(/^/gm, '  '));
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
  const session = await openSession(options);
  ready(session);
  console.log(`Tabs: ${session.visibleTabs().join(', ')}`);
  console.log(`Campaign Ledger playground: http://${HOST}:${bound}/`);
  console.log('Every change is saved to the workbook. Ctrl+C stops the server.');
  const stop = (): void => {
    server.close();
    // Let a save under way finish, so the file is never left half-written.
    void session.idle().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`npm start: ${errorMessage(error)}`);
  process.exit(1);
});
