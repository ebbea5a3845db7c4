/**
 * The sidebar's server calls, typed once for both ends: src/gas implements SidebarApi, the sidebar calls it
 * through google.script.run. Everything crossing is plain data (google.script.run drops Dates and functions).
 */
export interface PlayerSummary {
  readonly name: string;
  readonly race: string;
  readonly colour: string;
}

export interface SidebarState {
  readonly ledgerReady: boolean;
  readonly campaignName: string;
  readonly turn: string;
  readonly deadline: string;
  readonly players: readonly PlayerSummary[];
  /** Plain sentences for the moderator: what is missing and what to do. */
  readonly problems: readonly string[];
}

export interface SidebarApi {
  getSidebarState(): SidebarState;
}
