import { dialogProblem, receiptRows } from './receipt';
import { callServer } from './server';

// Campaign → Check pasted orders. Everything shown comes from the ledger or a player, so it is set with
// textContent only: it can never become markup.

function byId<T extends HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`Dialog element #${id} is missing`);
  return element as T;
}

function showError(error: unknown): void {
  const box = byId('error');
  box.hidden = false;
  box.textContent = error instanceof Error ? error.message : String(error);
}

async function run(action: 'checkPastedOrders' | 'recordPastedOrders'): Promise<void> {
  const player = byId<HTMLSelectElement>('player').value;
  const text = byId<HTMLTextAreaElement>('orders').value;
  byId('error').hidden = true;
  const problem = dialogProblem(player, text);
  if (problem !== '') {
    showError(problem);
    return;
  }
  const buttons = [byId<HTMLButtonElement>('check'), byId<HTMLButtonElement>('record')];
  buttons.forEach((b) => (b.disabled = true));
  try {
    const result = await callServer(action, player, text);
    byId('receipt').replaceChildren(
      ...receiptRows(result).map((row) => {
        const line = document.createElement('span');
        line.textContent = row.text;
        line.className = row.rejected ? 'receipt-line rejected' : 'receipt-line';
        return line;
      }),
    );
  } catch (error) {
    showError(error);
  } finally {
    buttons.forEach((b) => (b.disabled = false));
  }
}

async function start(): Promise<void> {
  try {
    const players = await callServer('listPlayers');
    const select = byId<HTMLSelectElement>('player');
    select.replaceChildren(
      ...players.map((name) => {
        const option = document.createElement('option');
        option.value = name;
        option.textContent = name;
        return option;
      }),
    );
    if (players.length === 0) showError('No players on the Players tab yet.');
  } catch (error) {
    showError(error);
  }
}

byId('check').addEventListener('click', () => void run('checkPastedOrders'));
byId('record').addEventListener('click', () => void run('recordPastedOrders'));
void start();
