import { watchedHexes } from '../engine/cs42/visibility';
import { playerView } from '../engine/cs42/visibility-view';
import { sceneOfState, sceneOfView } from '../views/map-scene';
import { renderMapSvg } from '../views/map-svg';
import { supplyOverlay, viewSupplyOverlay } from '../views/supply-overlay';
import { MapView, readMapRequest } from './player-report-map-view';
import { services } from './services';
import { readTurnLedger } from './turn-ledger';

/**
 * The map panel: `request` is a player's name ('' for the whole map) or a mapRequest naming also whose supply
 * ranges to draw. The moderator's whole map may show any player's supply, traced on the whole state; a player's
 * fog of war only that player's own, traced on what they know (supply-overlay.ts), never another's.
 */
export function mapForSidebar(request: unknown): MapView {
  const ledger = readTurnLedger(services().SpreadsheetApp.getActiveSpreadsheet());
  const { state } = ledger;
  const players = state.players.map((p) => p.name);
  const asked = readMapRequest(request);
  const named = (name: string): string => {
    const found = players.find((p) => p.toLowerCase() === name.toLowerCase());
    if (found === undefined)
      throw new Error(`There is no player '${name}' on the Players tab: choose one from the list.`);
    return found;
  };
  const supply = asked.supply === '' ? '' : named(asked.supply);
  if (asked.player === '') {
    const overlay = supply === '' ? undefined : supplyOverlay(state, supply);
    return { player: '', supply, svg: renderMapSvg(sceneOfState(state, { supply: overlay })), players };
  }
  const found = named(asked.player);
  if (supply !== '' && supply !== found)
    throw new Error(
      `${found}'s map shows only ${found}'s own supply ranges, not ${supply}'s: choose the whole map for another player's.`,
    );
  const view = playerView(state, found);
  const overlay = supply === '' ? undefined : viewSupplyOverlay(view);
  const svg = renderMapSvg(sceneOfView(view, { watched: watchedHexes(state, found), supply: overlay }));
  return { player: found, supply, svg, players };
}
