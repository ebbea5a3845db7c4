import { randomBytes, timingSafeEqual } from 'node:crypto';
import type http from 'node:http';

/**
 * The playground is a web server on the moderator's machine that runs the moderator's tools without a
 * sign-in, so any page the moderator visits could aim requests at it. Three checks keep it the playground's
 * own: the Host must be a loopback name with the playground's port (a rebound DNS name is refused); a
 * browser's Origin, when sent, must be that same origin; and every request that changes anything carries
 * the token made at this start, which only the playground's own pages are given (another origin cannot read
 * them). The API also takes JSON only, which a cross-site page cannot send without a preflight we never allow.
 */
export const TOKEN_HEADER = 'x-playground-token';
export const TOKEN_FIELD = 'token';

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A random token per start: 32 bytes as hex. */
export function newToken(): string {
  return randomBytes(32).toString('hex');
}

export function sameToken(given: string | undefined, token: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(token, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

function header(request: http.IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** `host:port` forms this server answers to. */
function allowedHosts(port: number): string[] {
  return LOOPBACK_NAMES.map((name) => `${name}:${port}`.toLowerCase());
}

/** Refuses a Host other than loopback with our port, and a cross-origin Origin. Every request. */
export function checkOrigin(request: http.IncomingMessage, port: number): void {
  const host = (header(request, 'host') ?? '').toLowerCase();
  if (!allowedHosts(port).includes(host))
    throw new Refusal(
      421,
      `The playground answers only to 127.0.0.1:${port} or localhost:${port}, not '${host}'.`,
    );
  const origin = header(request, 'origin');
  if (origin === undefined) return;
  if (!allowedHosts(port).some((allowed) => origin.toLowerCase() === `http://${allowed}`))
    throw new Refusal(403, `Requests from another site (${origin}) are refused.`);
}

/** A change needs this start's token: in the header (the API) or in a form field (the orders form). */
export function checkToken(given: string | undefined, token: string): void {
  if (!sameToken(given, token))
    throw new Refusal(
      403,
      'This request does not carry the playground token: reload the page from the playground.',
    );
}

export function tokenHeader(request: http.IncomingMessage): string | undefined {
  return header(request, TOKEN_HEADER);
}

/** The API takes JSON only: a cross-site form or `text/plain` fetch cannot send it without a preflight. */
export function checkJson(request: http.IncomingMessage): void {
  const type = (header(request, 'content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') throw new Refusal(415, 'The API takes application/json only.');
}

/** Form posts are url-encoded, as the playground's own form sends them. */
export function checkFormEncoded(request: http.IncomingMessage): void {
  const type = (header(request, 'content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded')
    throw new Refusal(415, 'The form takes application/x-www-form-urlencoded only.');
}
