import { ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

// Starts the built playground (build/local/start.js) as `npm start` does, on a port the OS picks (PORT=0),
// and reads the URL it prints. Shared by the playground, start and e2e tests.

export const ROOT = path.resolve(__dirname, '..', '..');
export const START = path.join(ROOT, 'build', 'local', 'start.js');

export interface Playground {
  readonly url: string;
  readonly port: number;
  /** Everything printed so far. */
  output(): string;
  /** SIGTERM, then waits for the process to exit (it finishes a save under way first). */
  stop(): Promise<void>;
}

export function startPlayground(args: readonly string[], port = '0', timeoutMs = 60000): Promise<Playground> {
  const child: ChildProcess = spawn(process.execPath, [START, ...args], {
    cwd: ROOT,
    env: { ...process.env, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the playground did not print its URL within ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
    const onData = (chunk: Buffer): void => {
      out += chunk.toString('utf8');
      const match = /playground: (http:\/\/127\.0\.0\.1:(\d+)\/)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1], port: Number(match[2]), output: () => out, stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the playground exited (${code}) before serving:\n${out}`));
    });
  });
}

/** Runs the playground expecting it to fail at start; resolves with its exit code and output. */
export function failedStart(
  args: readonly string[],
  port: string,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [START, ...args], {
      cwd: ROOT,
      env: { ...process.env, PORT: port },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (output += c.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGTERM'), 60000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
