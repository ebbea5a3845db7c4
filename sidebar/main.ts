import type { SidebarState } from '../src/gas/sidebar-api';
import { callServer } from './server';

// Ledger text is shown with textContent only: a player's name can never become markup here.

function byId<T extends HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`Sidebar element #${id} is missing`);
  return element as T;
}

function item(text: string): HTMLLIElement {
  const li = document.createElement('li');
  li.textContent = text;
  return li;
}

function render(state: SidebarState): void {
  byId('campaign-name').textContent = state.campaignName || 'Campaign Ledger';
  const turn = state.turn ? `Turn ${state.turn}` : 'No turn set';
  byId('turn-line').textContent = state.deadline ? `${turn} · orders due ${state.deadline}` : turn;
  const problems = byId('problems');
  problems.hidden = state.problems.length === 0;
  byId('problem-list').replaceChildren(...state.problems.map(item));
  const players = byId('players-block');
  players.hidden = state.players.length === 0;
  byId('player-list').replaceChildren(
    ...state.players.map((player) => {
      const li = item('');
      const swatch = document.createElement('span');
      swatch.className = 'swatch';
      if (/^#[0-9a-f]{3,8}$/i.test(player.colour)) swatch.style.background = player.colour;
      const label = document.createElement('span');
      label.textContent = player.race ? `${player.name} (${player.race})` : player.name;
      li.append(swatch, label);
      return li;
    }),
  );
}

function showError(error: unknown): void {
  const box = byId('error');
  box.hidden = false;
  box.textContent = `Could not load the campaign: ${error instanceof Error ? error.message : String(error)}`;
}

async function refresh(): Promise<void> {
  const button = byId<HTMLButtonElement>('refresh');
  button.disabled = true;
  byId('error').hidden = true;
  try {
    render(await callServer('getSidebarState'));
  } catch (error) {
    showError(error);
  } finally {
    button.disabled = false;
  }
}

byId('refresh').addEventListener('click', () => void refresh());
void refresh();
