import type { CpOrderLine } from '../../engine/cp/stages/model';
import { campaignOverText } from '../../engine/cp/victory';
import { maxDv } from './write-state';
import type { CpLedger, CpOver } from './read-state';
import { stageName } from './stage-info';

/**
 * What a player may see (003): nothing in this book is secret. It is played on one shared map where every
 * flag, DV, MD, army and its status is in view, the order of play is drawn in the open, and each action is
 * written to the shared message log ("action, action target"); the Sabotage target is named there too. So the
 * view is the whole board, with the player's own CP, pending action and Sabotage effects first.
 */
export const CP_SECRETS =
  'None: 003 is played on one shared map and message log; every player sees everything.';

export function cpPlayerView(
  ledger: CpLedger,
  who: string,
  spendLines: ReadonlyMap<string, readonly CpOrderLine[]> = new Map(),
): string[] {
  const { state, clock } = ledger;
  const me = state.players.find((p) => p.name.toLowerCase() === who.toLowerCase());
  if (!me) return [`'${who}' is not a player of this campaign.`];
  // The first to meet the victory condition wins and it stands (003 A Turn): said first, before the board.
  const out: string[] = ledger.over ? [overText(ledger.over)] : [];
  // The stage in the book's words: the player presses no Resolve button.
  out.push(`Turn ${clock.turn}: ${stageName(clock)}.`);
  if (state.order.length > 0) out.push(`Order of play: ${state.order.join(', ')}.`);
  out.push(`Your CP left this turn: ${me.cp}.`);
  const pending = state.pending.find((p) => p.player === me.name);
  if (pending)
    out.push(
      `Pending (CP-R1): ${pending.action} ${pending.target}, started round ${pending.round}: its second CP finishes it.`,
    );
  if (me.nextCpModifier !== 0)
    out.push(`Next Generate CP's: ${me.nextCpModifier > 0 ? '+' : ''}${me.nextCpModifier} CP (Sabotage).`);
  if (me.heroOwedTo.length > 0)
    out.push(
      `Sabotage 6: in your next battle against ${me.heroOwedTo.join(', ')}, they remove one of your heroes (CP-R11).`,
    );
  out.push(...whatToDo(ledger, me.name, spendLines.get(me.name) ?? []));
  for (const p of state.players.filter((x) => x !== me))
    out.push(`${p.name}: ${p.cp} CP left, ${p.battlesWon} battles won.`);
  out.push('Armies:');
  for (const a of state.armies)
    out.push(
      `  ${a.name} (${a.player}) in ${a.territory}, ${a.status}${a.stopped ? ', stopped until it is captured' : ''}`,
    );
  out.push('Territories:');
  for (const t of state.territories)
    out.push(
      `  ${t.name} (${t.type}) DV ${t.dv}/${maxDv(t.type)}, ${t.owner ? `held by ${t.owner}` : 'unclaimed'}`,
    );
  out.push('Roads:');
  for (const r of state.roads) out.push(`  ${r.a}-${r.b} MD ${r.md}`);
  for (const b of state.battles)
    out.push(
      `Battle ${b.id} in ${b.territory}: ${b.attacker} attacks ${b.defender}, ${b.scenario}${b.notes.length ? `; ${b.notes.join('; ')}` : ''}.`,
    );
  return out;
}

/**
 * What the player does at this stage (003 A Turn): his Spend CP's lines while rounds are open; once Spend CP's is
 * over, nothing while the battles are found, then the result of each of his battles (003 Battle results).
 */
function whatToDo(ledger: CpLedger, me: string, mine: readonly CpOrderLine[]): string[] {
  const { state, clock } = ledger;
  const read = ledger.lines.get(me);
  const done = read && read.sent === (mine[0]?.sent ?? '') ? Math.min(read.read, mine.length) : 0;
  if (clock.stage !== 'battles' && clock.stage !== 'results') {
    if (mine.length === 0) return [];
    return [
      done < mine.length
        ? `Your Spend CP's lines: ${done} of ${mine.length} read; next: ${mine[done]?.text ?? ''}`
        : `Your Spend CP's lines: all ${mine.length} read; send more for the next round.`,
    ];
  }
  const over = `Spend CP's is over for turn ${clock.turn}${mine.length > 0 ? ` (your lines: ${done} of ${mine.length} read)` : ''}.`;
  if (clock.stage === 'battles')
    return [
      over,
      "Nothing to send now: the moderator's next Resolve finds the battles (armies of different sides in one territory, 003 Resolve Battles) and rolls their scenarios; then each side of a battle sends its result.",
    ];
  const playerOf = new Map(state.armies.map((a) => [a.name, a.player]));
  const battles = state.battles.filter((b) => [b.attacker, b.defender].some((x) => playerOf.get(x) === me));
  if (battles.length === 0)
    return [over, "No battle of yours waits for a result: nothing to send until next turn's Spend CP's."];
  return [
    over,
    ...battles.map((b) =>
      b.typed
        ? `${b.id} in ${b.territory}: the moderator has entered its result; nothing to send.`
        : `Fight ${b.id} in ${b.territory}, then send its result: "${b.id} - Winner <army>" or "${b.id} - Draw" (003 Battle results).`,
    ),
  ];
}

/** "The campaign is over: Reikland wins"; an Over row set TRUE with Winner left blank names nobody. */
export function overText(over: CpOver): string {
  return campaignOverText(over.winners.length > 0 ? over.winners : ['nobody named']);
}
