/**
 * The players a stage waits for (StageRuleset.players: the form's list, and status's and the sidebar's "missing"):
 * every player, but at the results stage only the sides of the battles still waiting for reports (a battle waits
 * for both sides', engine report-waits.ts; one whose Result the moderator typed waits for nobody).
 */
import type { TabValues } from '../stage-ruleset';
import { unreportedSides } from '../../engine/cp/stages/report-waits';
import { readCpLedger } from './read-state';

export function cpPlayersWaited(tabs: TabValues): string[] {
  const { ledger } = readCpLedger(tabs);
  const all = ledger.players.map((p) => p.player);
  if (ledger.clock.stage !== 'results') return all;
  // Every side of a battle without a typed result: those who reported show as submitted, the rest as missing.
  const sides = new Set(unreportedSides(ledger.state, new Map()).map((w) => w.player));
  return all.filter((p) => sides.has(p));
}
