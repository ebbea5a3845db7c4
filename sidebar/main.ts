import type { DieRollView, OrdersStatus, SidebarState, TurnView } from '../src/gas/sidebar-api';
import {
  countdown,
  eventGroups,
  missingLine,
  undoLabel,
  ordersLine,
  playerLine,
  rollGroups,
  rollLine,
  safeColour,
  unrecordedLine,
} from './format';
import { controls, EMPTY, reduce, SidebarEvent, SidebarModel } from './model';
import { callServer } from './server';
import { setUpBattlesPanel } from './battles';
import { setUpMapPanel } from './map';

// Draws the model (model.ts) and sends it the events of clicks and server answers. Ledger text is shown with
// textContent only, and a colour only after safeColour: a player's name or order can never become markup here.

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

let model: SidebarModel = EMPTY;

function dispatch(event: SidebarEvent): void {
  model = reduce(model, event);
  draw();
}

/** A small square in the player's colour, or nothing when the Colour cell is not a colour. */
function swatch(player: string): HTMLElement[] {
  const cell = model.state?.players.find((p) => p.name === player)?.colour ?? '';
  const colour = safeColour(cell);
  if (colour === '') return [];
  const square = el('span', '', 'swatch');
  square.style.backgroundColor = colour;
  return [square];
}

function drawState(s: SidebarState | null): void {
  if (s === null) return;
  byId('campaign-name').textContent = s.campaignName || 'Campaign Ledger';
  const turn = s.turn ? `Turn ${s.turn}` : 'No turn set';
  byId('turn-line').textContent = s.deadline ? `${turn} · orders due ${s.deadline}` : turn;
  show('countdown', countdown(s.deadlineIso, Date.now()));
  show('in-progress-text', s.inProgress);
  byId('in-progress').hidden = s.inProgress === '';
  byId('problems').hidden = s.problems.length === 0;
  byId('problem-list').replaceChildren(...s.problems.map((p) => el('li', p)));
  byId('orders-block').hidden = s.orders.length === 0;
  byId('orders-list').replaceChildren(...s.orders.map(orderItem));
  show('missing-line', missingLine(s.orders));
  show('unrecorded-line', unrecordedLine(s.unrecordedResponses));
  byId('undo').textContent = undoLabel(s.undoTurn);
}

function orderItem(o: OrdersStatus): HTMLElement {
  const li = el('li');
  li.append(...swatch(o.player), el('span', o.state, `badge ${o.state}`), el('span', ordersLine(o)));
  if (o.rejected > 0) li.classList.add('has-rejected');
  return li;
}

function playerCard(p: TurnView['players'][number]): HTMLDetailsElement {
  const card = el('details', '', 'player-card');
  card.dataset.name = p.player;
  const summary = el('summary');
  summary.append(...swatch(p.player), document.createTextNode(playerLine(p)));
  card.append(summary);
  const list = el('ul');
  const add = (label: string, items: readonly string[]): void => {
    if (items.length > 0) list.append(el('li', `${label}: ${items.join('; ')}`));
  };
  add('Moved', p.moved);
  add('New', p.created);
  add('Lost', p.destroyed);
  add('Supply', p.supplyChanges);
  if (list.childElementCount === 0) list.append(el('li', 'Nothing moved, built or lost.'));
  card.append(list);
  return card;
}

function rollItem(r: DieRollView): HTMLElement {
  const li = el('li');
  const input = el('input');
  input.type = 'text';
  input.inputMode = 'numeric';
  input.placeholder = String(r.result);
  input.dataset.rollKey = r.key;
  input.setAttribute('aria-label', `Override ${r.key}`);
  input.addEventListener('change', () => dispatch({ type: 'override', key: r.key, text: input.value }));
  li.append(input, el('span', rollLine(r)));
  return li;
}

/** Whether each named <details> in a container is open, so a redraw keeps what the moderator opened or closed. */
function openState(containerId: string): Map<string, boolean> {
  const state = new Map<string, boolean>();
  for (const node of byId(containerId).querySelectorAll('details'))
    if (node.dataset.name !== undefined) state.set(node.dataset.name, node.open);
  return state;
}

/**
 * Named groups, each a <details> with its count: as the moderator left it, else `openAtFirst` (dice groups
 * open inside their closed Dice block, ready to override; event groups closed, they are many).
 */
function groups<T>(
  containerId: string,
  list: { name: string; items: readonly T[] }[],
  item: (x: T) => HTMLElement,
  openAtFirst: boolean,
): void {
  const before = openState(containerId);
  const blocks = list.map((g) => {
    const block = el('details', '', 'group');
    block.dataset.name = g.name;
    block.open = before.get(g.name) ?? openAtFirst;
    block.append(el('summary', `${g.name} (${g.items.length})`));
    const ul = el('ul');
    ul.append(...g.items.map(item));
    block.append(ul);
    return block;
  });
  byId(containerId).replaceChildren(...blocks);
}

let drawnResult: SidebarModel['result'] = null;

/** Rebuilds the result area only when the result changes, so typing in a die box keeps focus and open groups. */
function drawResult(): void {
  const result = model.result;
  byId('result').hidden = result === null;
  if (result === drawnResult) return;
  drawnResult = result;
  if (result === null) return;
  const view = result.kind === 'undone' ? null : result.view;
  byId('result-title').textContent =
    result.kind === 'undone'
      ? result.message
      : result.kind === 'resolved'
        ? `Turn ${result.view.turn} resolved`
        : `Preview of turn ${result.view.turn}`;
  const next = view ? view.next : ['Preview the turn again when ready.'];
  // Preview's warnings (lines the turn would drop, battles awaiting results) stand out from the routine steps.
  byId('next-list').replaceChildren(
    ...next.map((n) => el('li', n, n.startsWith('Warning: ') ? 'warning' : '')),
  );
  const openPlayers = openState('result-players');
  const cards = (view?.players ?? []).map(playerCard);
  cards.forEach((card) => (card.open = openPlayers.get(card.dataset.name ?? '') ?? false));
  byId('result-players').replaceChildren(...cards);
  byId('turn-details').hidden = view === null;
  const battles = view?.battles ?? [];
  const rolls = view?.rolls ?? [];
  const events = view?.events ?? [];
  byId('battles-summary').textContent = `Battles and sieges (${battles.length})`;
  byId('battles-list').replaceChildren(...battles.map((b) => el('li', b)));
  byId('rolls-summary').textContent = `Dice (${rolls.length})`;
  groups('rolls-list', rollGroups(rolls), rollItem, true);
  byId('events-summary').textContent = `Events (${events.length})`;
  groups('events-list', eventGroups(events), (e) => el('li', e), false);
}

/** The die boxes follow the model: read-only unless on a live preview, red with the reason when wrong. */
function drawDice(): void {
  const editable = controls(model).diceEditable;
  byId('rolls-help').textContent = editable
    ? 'Type a value to override a roll, then Preview again.'
    : 'Overrides apply to a preview; these dice are no longer open to change.';
  for (const input of byId('rolls-list').querySelectorAll('input')) {
    const key = input.dataset.rollKey ?? '';
    const problem = model.overrideErrors.get(key);
    input.disabled = !editable;
    input.classList.toggle('invalid', problem !== undefined);
    input.title = problem ?? `Override ${key}`;
    const value = model.overrides.get(key);
    if (problem === undefined) input.value = value === undefined ? '' : String(value);
    if (problem !== undefined) {
      const group = input.closest('details');
      if (group) group.open = true;
      byId<HTMLDetailsElement>('rolls-block').open = true;
    }
  }
}

function draw(): void {
  drawState(model.state);
  drawResult();
  drawDice();
  const c = controls(model);
  byId<HTMLButtonElement>('preview').disabled = !c.preview;
  byId<HTMLButtonElement>('resolve').disabled = !c.resolve;
  byId<HTMLButtonElement>('undo').disabled = !c.undo;
  byId<HTMLButtonElement>('refresh').disabled = model.busy !== '';
  byId('progress').textContent = model.busy;
  const overrideProblems = [...model.overrideErrors.values()];
  show('resolve-note', [c.note, ...overrideProblems].filter((t) => t !== '').join(' '));
  show('error', model.error);
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** One server call at a time: busy while it runs, its answer (or failure) becomes an event. */
async function step<T>(
  busy: string,
  work: () => Promise<T>,
  answer: (value: T) => SidebarEvent,
): Promise<void> {
  if (model.busy !== '') return;
  dispatch({ type: 'busy', message: busy });
  let event: SidebarEvent;
  try {
    event = answer(await work());
  } catch (error) {
    event = { type: 'failed', message: message(error) };
  }
  model = reduce(model, event);
  dispatch({ type: 'busy', message: '' });
}

function refresh(): Promise<void> {
  return step(
    'Reading the ledger…',
    () => callServer('getSidebarState'),
    (state) => ({ type: 'state', state }),
  );
}

function preview(): Promise<void> {
  const overrides = Object.fromEntries(model.overrides);
  return step(
    'Previewing the turn (nothing is changed)…',
    () => callServer('previewTurn', overrides),
    (view) => ({ type: 'previewed', view }),
  );
}

function resolve(): Promise<void> {
  const basis = model.previewed;
  if (basis === null || !controls(model).resolve) return Promise.resolve();
  const overrides = Object.fromEntries(model.overrides);
  return step(
    `Resolving turn ${basis.turn}: reading, resolving, writing every tab…`,
    () => callServer('resolveTurn', basis.turn, overrides, basis.fingerprint),
    ({ view, state }) => ({ type: 'resolved', view, state }),
  );
}

function undo(): Promise<void> {
  if (!window.confirm('Undo the last resolved turn? The ledger goes back to how it was before it.'))
    return Promise.resolve();
  return step(
    'Undoing the last turn…',
    () => callServer('undoLastTurn'),
    ({ message: text, state }) => ({ type: 'undone', message: text, state }),
  );
}

byId('preview').addEventListener('click', () => void preview());
byId('resolve').addEventListener('click', () => void resolve());
byId('undo').addEventListener('click', () => void undo());
byId('refresh').addEventListener('click', () => void refresh());
setUpBattlesPanel(() => void refresh());
setUpMapPanel();
// Coming back to the sheet's browser tab reads the ledger again, so a preview made before a change elsewhere
// turns stale (a click inside the sidebar does not: it would swallow the click).
document.addEventListener('visibilitychange', () => {
  if (!document.hidden) void refresh();
});
// The countdown moves with the clock, without a server call.
window.setInterval(() => {
  if (model.state) show('countdown', countdown(model.state.deadlineIso, Date.now()));
}, 30000);
void refresh();
