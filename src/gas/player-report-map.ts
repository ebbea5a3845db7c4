import { watchedHexes } from '../engine/cs42/visibility';
import { playerView } from '../engine/cs42/visibility-view';
import { sceneOfState, sceneOfView } from '../views/map-scene';
import { renderMapSvg } from '../views/map-svg';
import type { MapView } from './player-report-map-view';
import { services } from './services';
import { readTurnLedger } from './turn-ledger';

/** `player`: '' for the whole map; a name (any case) for what that player sees after the last Resolve. */
export function mapForSidebar(player: unknown): MapView {
  const ledger = readTurnLedger(services().SpreadsheetApp.getActiveSpreadsheet());
  const { state } = ledger;
  const players = state.players.map((p) => p.name);
  const asked = typeof player === 'string' ? player.trim() : '';
  if (asked === '') return { player: '', svg: renderMapSvg(sceneOfState(state)), players };
  const found = players.find((p) => p.toLowerCase() === asked.toLowerCase());
  if (found === undefined)
    throw new Error(`There is no player '${asked}' on the Players tab: choose one from the list.`);
  const view = playerView(state, found);
  const svg = renderMapSvg(sceneOfView(view, { watched: watchedHexes(state, found) }));
  return { player: found, svg, players };
}
