import { mapRequest, MapView } from '../src/gas/player-report-map-view';
import { mapImageSource, nextZoom, supplyChoices } from './map-model';
import { callServer } from './server';

/**
 * The map panel: the whole map for the moderator, or any player's fog of war, zoomable, with one player's supply
 * ranges over it on request (a player's fog of war: only that player's own). The SVG (built by
 * src/views with every text escaped) is shown as an image: an <img> runs no script and adds no markup to the
 * page, so nothing in it is parsed into the sidebar, and nothing is escaped a second time.
 */

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`Sidebar element #${id} is missing`);
  return found as T;
}

export function setUpMapPanel(): void {
  const select = element<HTMLSelectElement>('map-player');
  const supply = element<HTMLSelectElement>('map-supply');
  let known: readonly string[] = [];
  const image = element<HTMLImageElement>('map-image');
  const status = element<HTMLElement>('map-status');
  let zoom = 1;
  let width = 0;
  const say = (text: string): void => {
    status.textContent = text;
    status.hidden = text === '';
  };
  const applyZoom = (): void => {
    if (width > 0) image.style.width = `${Math.round(width * zoom)}px`;
  };
  const supplyOptions = (): void => {
    const chosen = supply.value;
    const options = supplyChoices(select.value, known);
    supply.replaceChildren(...options.map((o) => new Option(o.label, o.value)));
    supply.value = options.some((o) => o.value === chosen) ? chosen : '';
  };
  const choices = (players: readonly string[]): void => {
    const chosen = select.value;
    select.replaceChildren(new Option('Whole map (moderator)', ''));
    for (const p of players) select.add(new Option(`${p}: fog of war`, p));
    select.value = players.includes(chosen) ? chosen : '';
    known = players;
    supplyOptions();
  };
  const load = async (): Promise<void> => {
    say('Drawing the map…');
    try {
      const asked = mapRequest({ player: select.value, supply: supply.value });
      const view: MapView = await callServer('getMapView', asked);
      choices(view.players);
      width = Number(/width="(\d+(?:\.\d+)?)"/.exec(view.svg)?.[1] ?? 0);
      const seen = view.player === '' ? 'The whole map' : `What ${view.player} sees`;
      image.alt = view.supply === '' ? seen : `${seen}, with the supply ranges of ${view.supply}`;
      image.src = mapImageSource(view.svg);
      image.hidden = false;
      applyZoom();
      say('');
    } catch (error) {
      say(error instanceof Error ? error.message : String(error));
    }
  };
  select.addEventListener('change', supplyOptions);
  element('map-show').addEventListener('click', () => void load());
  element('map-zoom-in').addEventListener('click', () => {
    zoom = nextZoom(zoom, 1);
    applyZoom();
  });
  element('map-zoom-out').addEventListener('click', () => {
    zoom = nextZoom(zoom, -1);
    applyZoom();
  });
}
