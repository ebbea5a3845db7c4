import type { MapView } from '../src/gas/player-report-map-view';
import { callServer } from './server';

/**
 * The map panel: the whole map for the moderator, or any player's fog of war, zoomable. The SVG (built by
 * src/views with every text escaped) is shown as an image: an <img> runs no script and adds no markup to the
 * page, so nothing in it is parsed into the sidebar, and nothing is escaped a second time.
 */

const ZOOMS = [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4] as const;

/** A data URL of the SVG text, percent-encoded whole (a data URL is text, not markup). */
export function mapImageSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The next zoom step in `direction` (+1 in, -1 out), staying within the steps. */
export function nextZoom(zoom: number, direction: 1 | -1): number {
  const at = ZOOMS.findIndex((z) => z >= zoom);
  const index = Math.min(ZOOMS.length - 1, Math.max(0, (at < 0 ? ZOOMS.length - 1 : at) + direction));
  return ZOOMS[index];
}

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`Sidebar element #${id} is missing`);
  return found as T;
}

export function setUpMapPanel(): void {
  const select = element<HTMLSelectElement>('map-player');
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
  const choices = (players: readonly string[]): void => {
    const chosen = select.value;
    select.replaceChildren(new Option('Whole map (moderator)', ''));
    for (const p of players) select.add(new Option(`${p}: fog of war`, p));
    select.value = players.includes(chosen) ? chosen : '';
  };
  const load = async (): Promise<void> => {
    say('Drawing the map…');
    try {
      const view: MapView = await callServer('getMapView', select.value);
      choices(view.players);
      width = Number(/width="(\d+(?:\.\d+)?)"/.exec(view.svg)?.[1] ?? 0);
      image.alt = view.player === '' ? 'The whole map' : `What ${view.player} sees`;
      image.src = mapImageSource(view.svg);
      image.hidden = false;
      applyZoom();
      say('');
    } catch (error) {
      say(error instanceof Error ? error.message : String(error));
    }
  };
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
