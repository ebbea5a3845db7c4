/** The sidebar's map panel: the whole map (the moderator's) or one player's fog of war, as SVG. */
export interface MapView {
  /** Whose map: '' for the whole map. */
  readonly player: string;
  /** Whose supply ranges are drawn over it: '' for none. */
  readonly supply: string;
  readonly svg: string;
  /** Every player, for the panel's choice. */
  readonly players: readonly string[];
}

/** What the panel asks for: whose map ('' the whole map) and whose supply ranges ('' none). */
export interface MapRequest {
  readonly player: string;
  readonly supply: string;
}

/**
 * The request in the one string getMapView takes (SidebarApi): JSON of a MapRequest. A plain player name is still
 * read as the request for that player's map without supply (readMapRequest).
 */
export function mapRequest(request: MapRequest): string {
  return JSON.stringify({ player: request.player, supply: request.supply });
}

/** The panel's request from what the client sent: a mapRequest string, or a player's name ('' the whole map). */
export function readMapRequest(input: unknown): MapRequest {
  if (typeof input !== 'string') return { player: '', supply: '' };
  const text = input.trim();
  if (text.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (
        typeof parsed === 'object' &&
        parsed !== null &&
        'player' in parsed &&
        typeof parsed.player === 'string'
      ) {
        const supply = 'supply' in parsed && typeof parsed.supply === 'string' ? parsed.supply : '';
        return { player: parsed.player.trim(), supply: supply.trim() };
      }
    } catch {
      // Not a request: a player's name that starts with a brace.
    }
  }
  return { player: text, supply: '' };
}
