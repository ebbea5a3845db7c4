/** The sidebar's map panel: the whole map (the moderator's) or one player's fog of war, as SVG. */
export interface MapView {
  /** Whose map: '' for the whole map. */
  readonly player: string;
  readonly svg: string;
  /** Every player, for the panel's choice. */
  readonly players: readonly string[];
}
