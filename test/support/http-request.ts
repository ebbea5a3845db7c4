import http from 'node:http';

export interface HttpReply {
  status: number;
  body: string;
  location?: string;
}

/**
 * One request on its own connection. Node 20's global agent keeps sockets alive; a test that waits longer
 * than the server's keep-alive timeout (5 s, easily passed when suites share the cores) may reuse a socket
 * the server is closing that instant, and read ECONNRESET. `agent: false` opens a fresh socket each time.
 */
export function httpRequest(
  port: number,
  method: string,
  route: string,
  headers: Record<string, string> = {},
  body = '',
): Promise<HttpReply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: route,
        agent: false,
        headers: { host: `127.0.0.1:${port}`, ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString('utf8')));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text, location: res.headers.location }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
