import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { runServerCall, sidebarPage } from './bridge';
import {
  checkFormEncoded,
  checkJson,
  checkOrigin,
  checkToken,
  newToken,
  Refusal,
  TOKEN_FIELD,
  tokenHeader,
} from './guard';
import { formPage, homePage, ledgerPage, notFound, PageAnswer, playerPage, submitFormPage } from './pages';
import { errorMessage, Session } from './session';
import { editCell, menuPage, moveClock, outboxPage, runMenu } from './workbench';

/** Loopback only: the playground runs the moderator's tools without any sign-in. */
export const HOST = '127.0.0.1';
const MAX_BODY = 1024 * 1024;

// Inline styles only; scripts only on the sidebar page (its own, inlined, plus the shim); images only as data
// URLs (a player's map).
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
const SIDEBAR_CSP =
  "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; img-src data:; base-uri 'self'; frame-ancestors 'none'";

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Refusal(413, 'The request is too large.'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(
  response: http.ServerResponse,
  status: number,
  type: string,
  body: string,
  csp = PAGE_CSP,
): void {
  response.writeHead(status, {
    'Content-Type': `${type}; charset=utf-8`,
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Referrer-Policy': 'same-origin',
  });
  response.end(body);
}

function sendPage(response: http.ServerResponse, answer: PageAnswer): void {
  if ('location' in answer) {
    response.writeHead(303, { Location: answer.location, 'Cache-Control': 'no-store' });
    response.end();
  } else send(response, answer.status, 'text/html', answer.body);
}

const PATHS = [
  '/',
  '/ledger',
  '/ledger/edit',
  '/player',
  '/form',
  '/sidebar',
  '/dialog',
  '/menu',
  '/clock',
  '/outbox',
  '/new',
  '/api/run',
];

/** The tab asked for when a person may see it, else null (the ledger's first page). */
function knownTab(session: Session, tab: string | null): string | null {
  return tab !== null && session.visibleTabs().includes(tab) ? tab : null;
}

/** A form post from the playground's own pages: url-encoded, carrying this start's token. */
async function guardedForm(request: http.IncomingMessage, token: string): Promise<URLSearchParams> {
  checkFormEncoded(request);
  const fields = new URLSearchParams(await readBody(request));
  checkToken(fields.get(TOKEN_FIELD) ?? undefined, token);
  return fields;
}

async function route(
  session: Session,
  token: string,
  request: http.IncomingMessage,
  response: http.ServerResponse,
): Promise<void> {
  checkOrigin(request, request.socket.localPort ?? 0);
  const url = new URL(request.url ?? '/', `http://${HOST}`);
  const method = request.method ?? 'GET';
  const key = `${method} ${url.pathname}`;
  switch (key) {
    case 'GET /':
      return sendPage(response, homePage(session, token));
    case 'POST /new': {
      // The page's control: this workbook starts over on a registered book's demo (the old one backed up).
      const fields = await guardedForm(request, token);
      await session.backUp();
      await session.mutate(() => session.restartDemo(fields.get('ruleset') ?? ''));
      return sendPage(response, { status: 303, location: '/' });
    }
    case 'GET /ledger':
      return sendPage(
        response,
        ledgerPage(session, token, url.searchParams.get('tab'), { edited: url.searchParams.get('edited') }),
      );
    case 'POST /ledger/edit': {
      const fields = await guardedForm(request, token);
      const answer = await session.mutate(() => editCell(session, fields));
      const shown =
        'error' in answer
          ? ledgerPage(session, token, knownTab(session, fields.get('tab')), {
              cell: fields.get('cell') ?? '',
              value: fields.get('value') ?? '',
              error: answer.error,
            })
          : answer;
      return sendPage(response, shown);
    }
    case 'GET /menu':
      return sendPage(response, menuPage(session, token));
    case 'POST /menu': {
      const fields = await guardedForm(request, token);
      return sendPage(response, await session.mutate(() => runMenu(session, token, fields)));
    }
    case 'POST /clock': {
      const fields = await guardedForm(request, token);
      return sendPage(response, await session.mutate(() => moveClock(session, token, fields)));
    }
    case 'GET /outbox':
      return sendPage(response, outboxPage(session));
    case 'GET /dialog': {
      const dialog = session.emulation.world.htmlFiles.get('OrdersDialog');
      if (dialog === undefined)
        throw new Refusal(500, 'dist/OrdersDialog.html is missing: run npm run build.');
      return send(response, 200, 'text/html', sidebarPage(dialog, token), SIDEBAR_CSP);
    }
    case 'GET /player':
      return sendPage(
        response,
        playerPage(session, url.searchParams.get('name'), url.searchParams.get('supply') === '1'),
      );
    case 'GET /form':
      return sendPage(response, formPage(session, token, url.searchParams.get('receipt')));
    case 'POST /form': {
      const fields = await guardedForm(request, token);
      return sendPage(response, await session.mutate(() => submitFormPage(session, token, fields)));
    }
    case 'GET /sidebar': {
      // The page Campaign → Resolve turn opens for this ledger's ruleset: the turn or the stage sidebar.
      const file = session.sidebarFile();
      const sidebar = session.emulation.world.htmlFiles.get(file);
      if (sidebar === undefined) throw new Refusal(500, `dist/${file}.html is missing: run npm run build.`);
      return send(response, 200, 'text/html', sidebarPage(sidebar, token), SIDEBAR_CSP);
    }
    case 'POST /api/run': {
      checkJson(request);
      checkToken(tokenHeader(request), token);
      const { status, answer } = await runServerCall(session, await readBody(request));
      return send(response, status, 'application/json', JSON.stringify(answer));
    }
    default:
      if (PATHS.includes(url.pathname))
        throw new Refusal(405, `${method} is not allowed on ${url.pathname}.`);
      return sendPage(response, notFound(`There is no page ${url.pathname}.`));
  }
}

/**
 * The server may listen before the workbook is loaded (to claim the port first): requests wait for it.
 * `token` is this start's secret for changes (see guard.ts); a fresh random one unless a test gives one.
 */
export function createPlaygroundServer(
  session: Session | Promise<Session>,
  token: string = newToken(),
): http.Server {
  return http.createServer((request, response) => {
    Promise.resolve(session)
      .then((ready) => route(ready, token, request, response))
      .catch((error: unknown) => {
        const status = error instanceof Refusal ? error.status : 500;
        if (!response.headersSent) send(response, status, 'text/plain', `${errorMessage(error)}\n`);
        else response.end();
      });
  });
}

/** Listens on 127.0.0.1:port (0 picks a free port) and resolves with the port bound. */
export function listen(server: http.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}
