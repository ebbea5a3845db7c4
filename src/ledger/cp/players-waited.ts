/**
 * The players a stage waits for (StageRuleset.players: the form's list, and status's and the sidebar's "missing"):
 * every player, but at the results stage only the sides of the battles still waiting for reports (a battle waits
 * for both sides', engine report-waits.ts; one whose Result the moderator typed waits for nobody).
 */
import type { TabValues } from '../stage-ruleset';
import { readCpLedger } from './read-state';

export function cpPlayersWaited(tabs: TabValues): string[] {
  const { ledger } = readCpLedger(tabs);
  const all = ledger.players.map((p) => p.player);
  if (ledger.clock.stage !== 'results') return all;
  const sides = new Set(
    ledger.state.battles
      .filter((b) => !b.typed)
      .flatMap((b) => [b.attacker, b.defender])
      .map((name) => ledger.state.armies.find((a) => a.name === name)?.player ?? ''),
  );
  return all.filter((p) => sides.has(p));
}
