import type { SidebarState, TurnView } from '../src/gas/sidebar-api';
import { callServer } from './server';

// Ledger text is shown with textContent only: a player's name or order can never become markup here.

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

let state: SidebarState | null = null;
let previewedTurn: number | null = null;
const overrides: Record<string, number> = {};

function renderState(s: SidebarState): void {
  state = s;
  byId('campaign-name').textContent = s.campaignName || 'Campaign Ledger';
  const turn = s.turn ? `Turn ${s.turn}` : 'No turn set';
  byId('turn-line').textContent = s.deadline ? `${turn} · orders due ${s.deadline}` : turn;
  byId('problems').hidden = s.problems.length === 0;
  byId('problem-list').replaceChildren(...s.problems.map((p) => el('li', p)));
  byId('orders-block').hidden = s.orders.length === 0;
  byId('orders-list').replaceChildren(
    ...s.orders.map((o) => {
      const li = el('li');
      const label = o.state === 'missing' ? 'missing' : o.state === 'late' ? 'late' : 'submitted';
      const detail =
        o.lines > 0 ? ` ${o.lines} lines${o.rejected > 0 ? `, ${o.rejected} rejected` : ''}` : '';
      li.append(el('span', label, `badge ${o.state}`), el('span', `${o.player}${detail}`));
      return li;
    }),
  );
  byId<HTMLButtonElement>('undo').disabled = !s.canUndo;
  byId<HTMLButtonElement>('preview').disabled = !s.ledgerReady;
}

function money(n: number): string {
  return `${n.toLocaleString('en-US')} g`;
}

function renderTurn(view: TurnView): void {
  byId('result').hidden = false;
  byId('result-title').textContent = view.resolved
    ? `Turn ${view.turn} resolved`
    : `Preview of turn ${view.turn}`;
  byId('next-list').replaceChildren(...view.next.map((n) => el('li', n)));
  byId('result-players').replaceChildren(
    ...view.players.map((p) => {
      const card = el('details', '', 'player-card');
      card.append(
        el('summary', `${p.player}: +${money(p.income)} −${money(p.expenses)} → ${money(p.closing)}`),
      );
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
    }),
  );
  byId('battles-summary').textContent = `Battles and sieges (${view.battles.length})`;
  byId('battles-list').replaceChildren(...view.battles.map((b) => el('li', b)));
  byId('events-summary').textContent = `Events (${view.events.length})`;
  byId('events-list').replaceChildren(...view.events.map((e) => el('li', e)));
  byId('rolls-summary').textContent = `Dice (${view.rolls.length})`;
  byId('rolls-list').replaceChildren(
    ...view.rolls.map((r) => {
      const li = el('li');
      const input = el('input');
      input.type = 'number';
      input.min = '1';
      input.placeholder = String(r.result);
      input.title = `Override ${r.key}`;
      if (overrides[r.key] !== undefined) input.value = String(overrides[r.key]);
      input.addEventListener('change', () => {
        const n = Number(input.value);
        if (input.value === '' || !Number.isInteger(n)) delete overrides[r.key];
        else overrides[r.key] = n;
        byId<HTMLButtonElement>('resolve').disabled = true; // an override needs a fresh preview
      });
      li.append(
        input,
        el('span', `${r.die} = ${r.result} · ${r.subject} · ${r.effect}${r.table ? ` (${r.table})` : ''}`),
      );
      return li;
    }),
  );
}

function setBusy(message: string): void {
  byId('progress').textContent = message;
  for (const id of ['preview', 'resolve', 'undo']) byId<HTMLButtonElement>(id).disabled = message !== '';
}

function showError(error: unknown): void {
  const box = byId('error');
  box.hidden = false;
  box.textContent = error instanceof Error ? error.message : String(error);
}

async function step<T>(message: string, work: () => Promise<T>): Promise<T | null> {
  byId('error').hidden = true;
  setBusy(message);
  try {
    return await work();
  } catch (error) {
    showError(error);
    return null;
  } finally {
    setBusy('');
    if (state) renderState(await callServer('getSidebarState').catch(() => state as SidebarState));
  }
}

async function preview(): Promise<void> {
  const view = await step('Previewing the turn (nothing is changed)…', () =>
    callServer('previewTurn', { ...overrides }),
  );
  if (view) {
    previewedTurn = view.turn;
    renderTurn(view);
  }
  byId<HTMLButtonElement>('resolve').disabled = previewedTurn === null;
}

async function resolve(): Promise<void> {
  if (previewedTurn === null) return;
  const turn = previewedTurn;
  const view = await step(`Resolving turn ${turn}: reading, resolving, writing every tab…`, () =>
    callServer('resolveTurn', turn, { ...overrides }),
  );
  previewedTurn = null;
  byId<HTMLButtonElement>('resolve').disabled = true;
  if (view) {
    for (const key of Object.keys(overrides)) delete overrides[key];
    renderTurn(view);
  }
}

async function undo(): Promise<void> {
  if (!window.confirm('Undo the last resolved turn? The ledger goes back to how it was before it.')) return;
  const message = await step('Undoing the last turn…', () => callServer('undoLastTurn'));
  if (message) {
    byId('result').hidden = false;
    byId('result-title').textContent = message;
    byId('result-players').replaceChildren();
    byId('next-list').replaceChildren(el('li', 'Preview the turn again when ready.'));
  }
}

async function load(): Promise<void> {
  try {
    renderState(await callServer('getSidebarState'));
  } catch (error) {
    showError(error);
  }
}

byId('preview').addEventListener('click', () => void preview());
byId('resolve').addEventListener('click', () => void resolve());
byId('undo').addEventListener('click', () => void undo());
void load();
