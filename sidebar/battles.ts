import type { AppliedBattles, BattlesApi, BattlesView } from '../src/gas/battles-api';

/**
 * The Battle results panel (issue 12): Preview shows what Apply battle results will do (battles applied, those
 * left with what is missing, every effect); Apply does it as one transaction. Ledger text is shown with textContent
 * only, so a player's or army's name can never become markup here.
 */

interface BattlesRun {
  withSuccessHandler(handler: (value: unknown) => void): BattlesRun;
  withFailureHandler(handler: (error: Error) => void): BattlesRun;
  previewBattleResults(...args: Parameters<BattlesApi['previewBattleResults']>): void;
  applyBattleResults(...args: Parameters<BattlesApi['applyBattleResults']>): void;
}

declare const google: { script: { run: BattlesRun } };

function call<T>(name: 'previewBattleResults' | 'applyBattleResults', fingerprint = ''): Promise<T> {
  return new Promise((resolve, reject) => {
    const runner = google.script.run
      .withSuccessHandler((value) => resolve(value as T))
      .withFailureHandler(reject);
    if (name === 'applyBattleResults') runner.applyBattleResults({}, fingerprint);
    else runner.previewBattleResults({});
  });
}

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`Sidebar element #${id} is missing`);
  return found as T;
}

function fill(id: string, lines: readonly string[]): void {
  const list = element<HTMLUListElement>(id);
  list.replaceChildren(
    ...lines.map((line) => {
      const item = document.createElement('li');
      item.textContent = line;
      return item;
    }),
  );
}

/** The lines the panel shows for a view: applied, then left, then what happens (a result entered against the
 * book first, as a warning). */
export function battleLines(view: BattlesView): { applied: string[]; left: string[]; effects: string[] } {
  return {
    applied: view.applied.map((id) => `${id}: complete`),
    left: view.incomplete.map((b) => `${b.id}: ${b.messages.join('; ')}`),
    effects: [...view.warnings.map((w) => `Warning: ${w}`), ...view.effects, ...view.treasury],
  };
}

/** ", with 1 warning" when a result is applied against the book; nothing otherwise. */
function warningCount(view: BattlesView): string {
  const n = view.warnings.length;
  return n === 0 ? '' : `, with ${n} warning${n === 1 ? '' : 's'}`;
}

export function setUpBattlesPanel(onApplied: () => void): void {
  const previewButton = element<HTMLButtonElement>('battles-preview');
  const applyButton = element<HTMLButtonElement>('battles-apply');
  const status = element<HTMLElement>('battles-status');
  let previewed = '';
  const say = (text: string): void => {
    status.textContent = text;
  };
  const draw = (view: BattlesView): void => {
    const lines = battleLines(view);
    fill('battles-applied', lines.applied);
    fill('battles-left', lines.left);
    fill('battles-effects', lines.effects);
  };
  const failed = (error: unknown): void => {
    say(error instanceof Error ? error.message : String(error));
    applyButton.disabled = true;
  };
  previewButton.addEventListener('click', () => {
    say('Reading the Battles tab…');
    call<BattlesView>('previewBattleResults')
      .then((view) => {
        draw(view);
        previewed = view.fingerprint;
        applyButton.disabled = view.applied.length === 0;
        say(
          view.applied.length === 0
            ? 'No battle has a complete result yet.'
            : `Apply will settle ${view.applied.length} battle${view.applied.length === 1 ? '' : 's'}${warningCount(view)}.`,
        );
      })
      .catch(failed);
  });
  applyButton.addEventListener('click', () => {
    applyButton.disabled = true;
    say('Applying…');
    call<AppliedBattles>('applyBattleResults', previewed)
      .then(({ view }) => {
        draw(view);
        say(`Applied ${view.applied.join(', ')}. Undo last turn puts them back.`);
        onApplied();
      })
      .catch(failed);
  });
}
