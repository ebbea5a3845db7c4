import { mapRequest } from '../src/gas/player-report-map-view';
import { mapImageSource } from './map-model';
import { callServer } from './server';

/**
 * The stage sidebar's Map section: the whole map for the moderator or one player's fog of war, from getMapView
 * (stageMapView on the server). The SVG is shown as an <img> of a data URL: an image runs no script and adds no
 * markup to the page, so a player's name in it stays data.
 */

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`Sidebar element #${id} is missing`);
  return found as T;
}

/** Sets up the select and returns the map's loader (called after each Refresh, Resolve and Undo). */
export function setUpStageMap(): () => Promise<void> {
  const select = element<HTMLSelectElement>('stage-map-player');
  const image = element<HTMLImageElement>('stage-map-image');
  const status = element<HTMLElement>('stage-map-status');
  let asked = 0;
  const say = (text: string): void => {
    status.textContent = text;
    status.hidden = text === '';
  };
  const choices = (players: readonly string[]): void => {
    const chosen = select.value;
    select.replaceChildren(new Option('Whole map (moderator)', ''));
    for (const p of players) select.add(new Option(p, p));
    select.value = players.includes(chosen) ? chosen : '';
  };
  const load = async (): Promise<void> => {
    // Only the latest answer is drawn: a slower earlier one must not replace the map chosen since.
    const mine = ++asked;
    say('Drawing the map…');
    try {
      const view = await callServer('getMapView', mapRequest({ player: select.value, supply: '' }));
      if (mine !== asked) return;
      choices(view.players);
      image.alt = view.player === '' ? 'The whole map' : `The map as ${view.player} sees it (fog of war)`;
      image.src = mapImageSource(view.svg);
      image.hidden = false;
      say('');
    } catch (error) {
      if (mine === asked) say(error instanceof Error ? error.message : String(error));
    }
  };
  select.addEventListener('change', () => void load());
  return load;
}
