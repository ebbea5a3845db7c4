import type { StageSidebarApi, StageSidebarState, StageView } from '../src/gas/stages/sidebar-api';
import { cardLines, unrecordedText } from '../src/gas/stages/sidebar-text';
import { setUpStageMap } from './stage-map';

// The stage sidebar of a staged ruleset (Mighty Empires, …): the clock, whose input the stage waits for, and
// Preview / Resolve / Undo of the stage the clock points at, through the globals getStageState,
// previewStageTurn, resolveStageTurn and undoStageTurn. Ledger text is shown with textContent only: a player's
// name or order can never become markup here.

interface ScriptRun {
  withSuccessHandler(handler: (value: unknown) => void): ScriptRun;
  withFailureHandler(handler: (error: Error) => void): ScriptRun;
  [serverFunction: string]: unknown;
}

declare const google: { script: { run: ScriptRun } };

/** The stage sidebar's own calls (StageSidebarApi); the map section uses the Campaign sidebar's callServer (server.ts). */
function callStageServer<K extends keyof StageSidebarApi>(
  name: K,
  ...args: Parameters<StageSidebarApi[K]>
): Promise<ReturnType<StageSidebarApi[K]>> {
  return new Promise((resolve, reject) => {
    const runner = google.script.run
      .withSuccessHandler((value) => resolve(value as ReturnType<StageSidebarApi[K]>))
      .withFailureHandler(reject);
    const fn = runner[name];
    if (typeof fn !== 'function') {
      reject(new Error(`The server has no function ${String(name)}.`));
      return;
    }
    (fn as (...a: unknown[]) => void).apply(runner, args);
  });
}

function byId<T extends HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`Sidebar element #${id} is missing`);
  return element as T;
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text = '',
  className = '',
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function show(id: string, text: string): void {
  const node = byId(id);
  node.textContent = text;
  node.hidden = text === '';
}

const WAITS: Record<string, string> = {
  orders: 'Orders',
  choices: 'Choices',
  'battle reports': 'Battle reports',
};

let state: StageSidebarState | null = null;
let view: StageView | null = null;
let resolved = false;
let busy = false;
const overrides: Record<string, number> = {};
// The Map section: drawn again after each Refresh, Resolve and Undo (Preview changes nothing).
const loadMap = setUpStageMap();

function drawState(): void {
  const s = state;
  if (!s) return;
  byId('campaign-name').textContent = s.campaign || 'Campaign Ledger';
  byId('clock-line').textContent = s.clock
    ? `${s.ruleset} · ${s.clockText}`
    : `${s.ruleset} · no stage to resolve`;
  show('in-progress-text', s.inProgress);
  byId('in-progress').hidden = s.inProgress === '';
  byId('problems').hidden = s.issueCount === 0;
  byId('problems-title').textContent = `Needs attention (${s.issueCount})`;
  byId('problem-list').replaceChildren(...s.issues.map((p) => el('li', p)));
  const waits = s.stage?.waits ?? 'nothing';
  byId('waits-block').hidden = waits === 'nothing';
  byId('waits-title').textContent = WAITS[waits] ?? 'Input';
  byId('sent-list').replaceChildren(
    ...s.sent.map((p) =>
      el('li', `${p.player}: ${p.accepted} of ${p.lines} line${p.lines === 1 ? '' : 's'} accepted`),
    ),
  );
  show('missing-line', s.missing.length > 0 ? `Not in yet: ${s.missing.join(', ')}` : '');
  show('unrecorded-line', unrecordedText(s.unrecorded));
  byId('stage-title').textContent = s.stage ? s.stage.label : 'Stage';
  // Interrupted, the button is the one the message names ("Run Undo last stage"); else it says what it undoes.
  byId('undo').textContent = s.undoText && s.inProgress === '' ? `Undo ${s.undoText}` : 'Undo last stage';
  byId('notes').replaceChildren(...s.notes.map((n) => el('li', n)));
}

function drawView(): void {
  const v = view;
  byId('result').hidden = v === null;
  if (!v) return;
  // The stage in its words (`turn 1, Spend CP's round 1`), not its button label again.
  byId('result-title').textContent = resolved ? `Resolved: ${v.stageText}` : `Preview: ${v.stageText}`;
  byId('next-line').textContent = `Next: ${v.nextText}`;
  byId('warnings').replaceChildren(...v.warnings.map((w) => el('li', w, 'warning')));
  byId('summaries').replaceChildren(
    ...v.summaries.map((card) => {
      const details = el('details');
      details.open = true;
      details.append(el('summary', card.player), el('ul', ''));
      details.querySelector('ul')?.replaceChildren(...cardLines(card).map((line) => el('li', line)));
      return details;
    }),
  );
  byId('rolls-summary').textContent = `Dice (${v.rolls.length})`;
  byId('rolls-list').replaceChildren(
    ...v.rolls.map((r) => {
      const row = el('div', '', 'roll');
      const label = el('label', `${r.subject}: ${r.die} → ${r.result} (${r.table}) ${r.effect}`);
      const input = el('input');
      input.type = 'number';
      input.min = '1';
      input.setAttribute('aria-label', `Override ${r.key}`);
      input.value = r.key in overrides ? String(overrides[r.key]) : '';
      input.disabled = resolved;
      input.addEventListener('change', () => {
        const n = Number(input.value);
        if (input.value.trim() === '' || !Number.isInteger(n)) delete overrides[r.key];
        else overrides[r.key] = n;
        byId<HTMLButtonElement>('resolve').disabled = true; // a changed roll needs a new Preview
      });
      row.append(label, input);
      return row;
    }),
  );
}

function drawButtons(): void {
  const s = state;
  const blocked = !s || s.inProgress !== '' || s.issueCount > 0 || !s.clock;
  byId<HTMLButtonElement>('preview').disabled = busy || blocked;
  byId<HTMLButtonElement>('resolve').disabled =
    busy || blocked || !view || resolved || view.fingerprint === '';
  byId<HTMLButtonElement>('undo').disabled = busy || !s?.canUndo;
  byId<HTMLButtonElement>('refresh').disabled = busy;
}

function draw(): void {
  drawState();
  drawView();
  drawButtons();
}

async function step(progress: string, work: () => Promise<void>): Promise<void> {
  busy = true;
  show('progress', progress);
  show('error', '');
  drawButtons();
  try {
    await work();
  } catch (error) {
    show('error', error instanceof Error ? error.message : String(error));
  } finally {
    busy = false;
    show('progress', '');
    draw();
  }
}

const refresh = () =>
  step('Reading the ledger…', async () => {
    state = await callStageServer('getStageState');
    view = null;
    resolved = false;
  });

const preview = () =>
  step('Previewing…', async () => {
    view = await callStageServer('previewStageTurn', { ...overrides });
    resolved = false;
  });

const resolve = () =>
  step('Resolving…', async () => {
    const basis = view;
    if (!basis) return;
    const done = await callStageServer('resolveStageTurn', basis.clock, { ...overrides }, basis.fingerprint);
    view = done.view;
    state = done.state;
    resolved = true;
    for (const key of Object.keys(overrides)) delete overrides[key];
  });

const undo = () =>
  step('Undoing…', async () => {
    const done = await callStageServer('undoStageTurn');
    state = { ...done.state, notes: [done.message, ...done.state.notes] };
    view = null;
    resolved = false;
  });

byId('preview').addEventListener('click', () => void preview());
byId('resolve').addEventListener('click', () => void resolve().then(loadMap));
byId('undo').addEventListener('click', () => void undo().then(loadMap));
byId('refresh').addEventListener('click', () => void refresh().then(loadMap));
void refresh().then(loadMap);
