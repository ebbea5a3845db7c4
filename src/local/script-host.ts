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
  installWorldClock(context, world);
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

/**
 * The script's clock is the world's, as Apps Script's is Google's: `new Date()` and `Date.now()` read
 * world.now(), so times the script takes agree with form timestamps and move when a test moves the clock.
 * Dates stay the realm's own (same prototype), so `instanceof Date` holds for every date either way.
 */
function installWorldClock(context: vm.Context, world: World): void {
  (context as Record<string, unknown>).__worldNow = () => world.now().getTime();
  vm.runInContext(
    `(() => {
      const RealDate = Date;
      const now = globalThis.__worldNow;
      delete globalThis.__worldNow;
      function WorldDate(...args) {
        if (!new.target) return new RealDate(now()).toString();
        return args.length === 0 ? new RealDate(now()) : new RealDate(...args);
      }
      WorldDate.prototype = RealDate.prototype;
      WorldDate.now = () => now();
      WorldDate.UTC = RealDate.UTC;
      WorldDate.parse = RealDate.parse;
      globalThis.Date = WorldDate;
    })();`,
    context,
  );
}
