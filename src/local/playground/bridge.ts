import type { BattlesApi } from '../../gas/battles-api';
import type { SidebarApi } from '../../gas/sidebar-api';
import type { StageSidebarApi } from '../../gas/stages/sidebar-api';
import { TOKEN_HEADER } from './guard';
import { errorMessage, Session } from './session';

/**
 * google.script.run for the playground: the page's calls come to /api/run as `{fn, args}` and run the bundle's
 * top-level function of that name. Only the SidebarApi functions may be called (a Record over its keys, so
 * the compiler notices a new server call), each marked with whether it changes the ledger.
 */
type ServerCall = keyof SidebarApi | keyof BattlesApi | keyof StageSidebarApi;
const SERVER_CALLS: Record<ServerCall, { mutates: boolean }> = {
  getSidebarState: { mutates: false },
  previewTurn: { mutates: false },
  resolveTurn: { mutates: true },
  undoLastTurn: { mutates: true },
  listPlayers: { mutates: false },
  checkPastedOrders: { mutates: false },
  recordPastedOrders: { mutates: true },
  getMapView: { mutates: false },
  previewBattleResults: { mutates: false },
  applyBattleResults: { mutates: true },
  getStageState: { mutates: false },
  previewStageTurn: { mutates: false },
  resolveStageTurn: { mutates: true },
  undoStageTurn: { mutates: true },
};

export const SERVER_FUNCTIONS = Object.keys(SERVER_CALLS) as ServerCall[];

function isServerCall(name: unknown): name is ServerCall {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(SERVER_CALLS, name);
}

export type RunAnswer = { ok: true; value: unknown } | { ok: false; message: string };

/** Handles one /api/run body: runs the call (changes one at a time, each saved) and answers as JSON. */
export async function runServerCall(
  session: Session,
  body: string,
): Promise<{ status: number; answer: RunAnswer }> {
  let request: unknown;
  try {
    request = JSON.parse(body);
  } catch {
    return { status: 400, answer: { ok: false, message: 'The request is not JSON.' } };
  }
  const { fn, args = [] } = (typeof request === 'object' && request !== null ? request : {}) as {
    fn?: unknown;
    args?: unknown;
  };
  if (!isServerCall(fn))
    return { status: 400, answer: { ok: false, message: `Not a server function: ${String(fn)}` } };
  if (!Array.isArray(args)) return { status: 400, answer: { ok: false, message: 'args must be an array.' } };
  const call = (): unknown => session.call(fn, args);
  try {
    const value = SERVER_CALLS[fn].mutates ? await session.mutate(call) : call();
    // Through JSON as google.script.run does: the script's own-realm objects become plain data.
    return { status: 200, answer: { ok: true, value: value === undefined ? null : value } };
  } catch (error) {
    return { status: 200, answer: { ok: false, message: errorMessage(error) } };
  }
}

/**
 * The shim the sidebar page gets before its own script: `google.script.run` with the same chain
 * (withSuccessHandler / withFailureHandler / <server function>(...args)), over fetch. Only the allowed
 * names exist on the runner, as only the server's functions do in Apps Script.
 */
export function shimScript(token: string): string {
  return `<script>
(function () {
  var names = ${JSON.stringify(SERVER_FUNCTIONS)};
  var token = ${JSON.stringify(token)};
  function runner(success, failure) {
    var run = {
      withSuccessHandler: function (h) { return runner(h, failure); },
      withFailureHandler: function (h) { return runner(success, h); }
    };
    names.forEach(function (name) {
      run[name] = function () {
        var args = Array.prototype.slice.call(arguments);
        fetch('/api/run', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', '${TOKEN_HEADER}': token },
          body: JSON.stringify({ fn: name, args: args })
        })
          .then(function (response) { return response.json(); })
          .then(function (answer) {
            if (answer.ok) { if (success) success(answer.value); }
            else if (failure) failure(new Error(answer.message));
          })
          .catch(function (error) {
            if (failure) failure(error instanceof Error ? error : new Error(String(error)));
          });
      };
    });
    return run;
  }
  window.google = { script: { run: runner(null, null), host: { close: function () {} } } };
})();
</script>
`;
}

/** The real Sidebar.html (or StageSidebar.html) with the shim (holding this start's token) inserted before its first script. */
export function sidebarPage(sidebarHtml: string, token: string): string {
  const at = sidebarHtml.search(/<script[\s>]/i);
  if (at < 0) throw new Error('dist/Sidebar.html has no script element: run npm run build.');
  return sidebarHtml.slice(0, at) + shimScript(token) + sidebarHtml.slice(at);
}
