import vm from 'node:vm';
import type { Services } from '../gas/services';
import type { GlobalFunction, World } from './world';

/**
 * Runs the built Apps Script bundle (dist/Code.js) in a Node vm context whose globals are the emulated
 * services, as Apps Script's V8 runtime runs it: top-level functions become globals, and the services are
 * plain globals (SpreadsheetApp, FormApp ...).
 */
export interface LoadedScript {
  readonly context: vm.Context;
  /** Names of the script's top-level functions. */
  functionNames(): string[];
  fn(name: string): GlobalFunction | undefined;
  /** Calls a top-level function as one execution (locks are released when it returns), as `user` if given. */
  call(name: string, args?: unknown[], user?: string): unknown;
  /** What the script wrote with Logger.log and console. */
  readonly logs: string[];
}

export function loadScript(
  code: string,
  world: World,
  services: Services,
  filename = 'Code.js',
): LoadedScript {
  const logs: string[] = [];
  const log = (...parts: unknown[]): void => {
    logs.push(parts.map((p) => (typeof p === 'string' ? p : JSON.stringify(p))).join(' '));
  };
  const sandbox: Record<string, unknown> = {
    ...services,
    Logger: { log: (...parts: unknown[]) => log(...parts) },
    console: { log, info: log, warn: log, error: log },
  };
  const context = vm.createContext(sandbox, { name: 'Apps Script (emulated)' });
  new vm.Script(code, { filename }).runInContext(context);
  const fn = (name: string): GlobalFunction | undefined => {
    const value: unknown = (context as Record<string, unknown>)[name];
    return typeof value === 'function' ? (value as GlobalFunction) : undefined;
  };
  world.resolveGlobal = fn;
  return {
    context,
    logs,
    fn,
    functionNames: () => Object.keys(context).filter((name) => fn(name) !== undefined && !(name in sandbox)),
    call: (name, args = [], user) => world.invokeGlobal(name, args, user),
  };
}
