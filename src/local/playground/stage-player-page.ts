import { rulesetByName } from '../../engine/core/ruleset';
import { mapRequest, type MapView } from '../../gas/player-report-map-view';
import { playerTabName } from '../../gas/player-tabs';
import { REGISTERED } from '../../gas/rulesets';
import { html, Markup } from './html';
import type { Session } from './session';

/**
 * One player's page on a staged ledger (issues 14, 15): what the book lets them see and nothing more. The
 * ruleset's playerView through the script's getStagePlayerView, their latest stage report and orders receipt
 * (their tab's columns B and A), and their map through getMapView for that player: where the book keeps a hex
 * Map tab, their fog of war (unexplored hexes not their own are blank); where its map is a graph (Campaign points,
 * WarMaster), its nodes and edges as the book lets them see it. A book with neither shows no map.
 */
export interface StagePlayerView {
  readonly player: string;
  readonly email: string;
  readonly tabName: string;
  /** The ruleset's playerView lines. */
  readonly view: readonly string[];
  /** Column B of the player's tab: their latest stage report ([] none yet). */
  readonly report: readonly string[];
  /** Column A of the player's tab: their latest orders receipt ([] none yet). */
  readonly receipt: readonly string[];
  /** The player's map as SVG, or null when the book has neither a hex Map tab nor a graph map. */
  readonly mapSvg: string | null;
}

/** The registered staged ruleset the ledger plays, or undefined on Campaign System v4.2 (or an unknown book). */
export function stagedRuleset(session: Session) {
  const id = rulesetByName(session.rulesetName())?.id;
  const entry = REGISTERED.find((r) => r.id === id);
  return entry?.kind === 'stages' ? entry.ruleset : undefined;
}

/** Column `column` (1 = the receipt, 2 = the latest report) of the player's tab, trailing blanks dropped. */
export function playerTabColumn(session: Session, player: string, column: number): string[] {
  const lines = (session.tab(playerTabName(player)) ?? []).map((row) => (row[column - 1] ?? '').trimEnd());
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** The view of `name` (a player on the Players tab: an unknown name throws LedgerError). */
export function stagePlayerView(session: Session, name: string): StagePlayerView {
  const player = session.player(name);
  const ruleset = stagedRuleset(session);
  const hasMap =
    (ruleset?.tabs.some((t) => t.name === 'Map' && t.columns.some((c) => c.header === 'Hex')) ?? false) ||
    ruleset?.graphMap !== undefined;
  // Never an empty name here: getMapView's '' is the moderator's whole map.
  const map = hasMap
    ? (session.call('getMapView', [mapRequest({ player: player.name, supply: '' })]) as MapView)
    : null;
  return {
    player: player.name,
    email: player.email,
    tabName: playerTabName(player.name),
    view: session.call('getStagePlayerView', [player.name]) as string[],
    report: playerTabColumn(session, player.name, 2),
    receipt: playerTabColumn(session, player.name, 1),
    mapSvg: map && map.player.toLowerCase() === player.name.toLowerCase() ? map.svg : null,
  };
}

const lines = (id: string, text: readonly string[]): Markup =>
  text.length > 0
    ? html`<pre class="receipt" id="${id}">${text.join('\n')}</pre>`
    : html`<p class="note" id="${id}">None yet.</p>`;

/** The page's body. */
export function stagePlayerBody(view: StagePlayerView): Markup {
  const map =
    view.mapSvg === null
      ? ''
      : html`<h2>Map</h2>
          <img
            id="player-map"
            alt="${`What ${view.player} sees`}"
            src="${`data:image/svg+xml;charset=utf-8,${encodeURIComponent(view.mapSvg)}`}"
          />`;
  return html`<p>${view.email}</p>
    ${map}
    <h2>What ${view.player} may see</h2>
    ${lines('player-view', view.view)}
    <h2>Latest report (${view.tabName}, column B)</h2>
    ${lines('player-report', view.report)}
    <h2>Latest orders receipt (${view.tabName}, column A)</h2>
    ${lines('player-receipt', view.receipt)}`;
}
