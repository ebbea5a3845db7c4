import type { SidebarApi } from '../src/gas/sidebar-api';

/**
 * google.script.run, typed by SidebarApi and wrapped in promises. In Sheets it is Google's; in the local
 * playground it is the bridge the playground injects. Either way the call shape is the same.
 */
interface ScriptRun {
  withSuccessHandler(handler: (value: unknown) => void): ScriptRun;
  withFailureHandler(handler: (error: Error) => void): ScriptRun;
  [serverFunction: string]: unknown;
}

declare const google: { script: { run: ScriptRun } };

export function callServer<K extends keyof SidebarApi>(
  name: K,
  ...args: Parameters<SidebarApi[K]>
): Promise<ReturnType<SidebarApi[K]>> {
  return new Promise((resolve, reject) => {
    const runner = google.script.run
      .withSuccessHandler((value) => resolve(value as ReturnType<SidebarApi[K]>))
      .withFailureHandler(reject);
    const fn = runner[name];
    if (typeof fn !== 'function') {
      reject(new Error(`The server has no function ${String(name)}.`));
      return;
    }
    (fn as (...a: unknown[]) => void).apply(runner, args);
  });
}
