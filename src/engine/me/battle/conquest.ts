/**
 * Who claims an invaded hex (book 004 4.0B, 4.1B, 7.2B; digest §6 "What the campaign applies"; ME-R21, ME-R22,
 * ME-R23): "the invader claims the hex if he defeated all its defenders, or none opposed him". A draw, a lost
 * battle or both sides fleeing leaves the hex as it was (ME-R21, ME-R23). A combined assault of two players
 * that wins needs their agreement on who holds the hex; "otherwise the two formerly allied armies will fight each
 * other for possession" (7.2B). Ownership changes at the end of the turn, after all battles (ME-R23).
 */
import { meEvent, type MeEvent } from '../events';
import type { MeState } from '../model';
import { forceName, type Force, type HexResult, type Matchup } from './matching';

/** How a potential battle ended: a side won (by battle, flight or Lost Cause), a draw, or no battle (ME-R21). */
export type MatchupOutcome = 'attacker' | 'defender' | 'draw' | 'no battle';

export type Claim =
  | {
      readonly hex: string;
      readonly kind: 'claimed';
      readonly player: string;
      readonly armies: readonly string[];
    }
  /** 7.2B: a winning combined assault whose players did not agree: they fight for it. */
  | {
      readonly hex: string;
      readonly kind: 'disputed';
      readonly players: readonly string[];
      readonly armies: readonly string[];
    }
  | { readonly hex: string; readonly kind: 'unchanged' };

type ArmyForce = Extract<Force, { kind: 'army' }>;

/** A matchup's winning force, following `winner of` back to the armies; null for a draw or no battle. */
function winnerOf(
  m: Matchup,
  outcomes: ReadonlyMap<string, MatchupOutcome>,
  all: readonly Matchup[],
): Force | null {
  const o = outcomes.get(m.id);
  if (o === undefined) throw new RangeError(`Battle ${m.id} has no outcome yet`);
  if (o !== 'attacker' && o !== 'defender') return null;
  return resolve(o === 'attacker' ? m.attacker : m.defender, outcomes, all);
}

function resolve(
  f: Force,
  outcomes: ReadonlyMap<string, MatchupOutcome>,
  all: readonly Matchup[],
): Force | null {
  if (f.kind !== 'winner of') return f;
  const m = all.find((x) => x.id === f.battle);
  if (m === undefined) throw new RangeError(`Battle ${f.battle} is not among this hex's battles`);
  return winnerOf(m, outcomes, all);
}

/** A force by what it is: its kind and names (armies and players in order, as the matching gives them). */
function forceKey(f: Force): string {
  switch (f.kind) {
    case 'army':
      return `army\u0000${f.armies.join('\u0001')}\u0000${f.players.join('\u0001')}`;
    case 'neutral':
      return `neutral\u0000${f.name}`;
    case 'beast':
      return 'beast';
    case 'winner of':
      return `winner of\u0000${f.battle}`;
  }
}

/**
 * The claim on one hex. `agreed` names the player a winning combined assault agreed should hold it (7.2B).
 * The invaders claim it when every defending force lost a battle there (a force beaten once is gone, as
 * neutral defenders are "removed if defeated"), by the last invading force to beat one; with no defender,
 * the invading force left standing claims it. Forces of two players left standing together dispute it (7.2B).
 */
export function hexClaim(
  result: HexResult,
  outcomes: ReadonlyMap<string, MatchupOutcome>,
  agreed?: string,
): { readonly claim: Claim; readonly events: MeEvent[] } {
  const hex = result.hex;
  const unchanged = (why: string): { claim: Claim; events: MeEvent[] } => ({
    claim: { hex, kind: 'unchanged' },
    events: [meEvent('End of turn', hex, `Stays as it was: ${why}`, '004 4.0B, ME-R23')],
  });
  const all = result.matchups;
  const pending = all.find((m) => !outcomes.has(m.id));
  if (pending !== undefined) throw new RangeError(`Battle ${pending.id} has no outcome yet`);
  const defenceFights = all.filter((m) => m.between === 'invader and defender');
  // Forces compared by content, not identity: a state stored between stages (JSON) gives each matchup its own copy.
  const defenders = [...new Map(defenceFights.map((m) => [forceKey(m.defender), m.defender])).values()];
  let standing: Force[] = [];
  if (defenders.length === 0) {
    for (const f of result.invaders) {
      const r = resolve(f, outcomes, all);
      if (r === null) return unchanged('the invaders drew or fled from each other (ME-R21, ME-R22)');
      standing.push(r);
    }
  } else
    for (const d of defenders) {
      const beaten = defenceFights.filter(
        (m) => forceKey(m.defender) === forceKey(d) && outcomes.get(m.id) === 'attacker',
      );
      if (beaten.length === 0) return unchanged(`${forceName(d)} was not defeated (ME-R21, ME-R23)`);
      const last = resolve((beaten[beaten.length - 1] as Matchup).attacker, outcomes, all);
      standing = last === null ? [] : [last];
    }
  const armies = standing.filter((f): f is ArmyForce => f.kind === 'army');
  if (armies.length === 0) return unchanged('no invader is left to claim it');
  const players = [...new Set(armies.flatMap((f) => f.players))];
  const names = armies.flatMap((f) => f.armies);
  if (players.length === 1 || (agreed !== undefined && players.includes(agreed))) {
    const player = players.length === 1 ? (players[0] as string) : (agreed as string);
    const how = result.uncontested ? 'no one opposed the invasion (4.0B)' : 'every defender was defeated';
    return {
      claim: { hex, kind: 'claimed', player, armies: names },
      events: [meEvent('End of turn', hex, `${player} claims the hex: ${how}`, '004 4.0B, ME-R23')],
    };
  }
  return {
    claim: { hex, kind: 'disputed', players, armies: names },
    events: [
      meEvent(
        'End of turn',
        hex,
        `${players.join(' and ')} won together but did not agree who holds it: their armies fight for possession`,
        '004 7.2B',
      ),
    ],
  };
}

/**
 * ME-R23: the claims applied at the end of the turn, after all battles: the hex joins the claimant's kingdom and
 * is explored; its neutral defenders, beaten, are gone; `battleTurn` records a battle fought there (Table 17
 * Restless Battlefield).
 */
export function applyClaims(state: MeState, claims: readonly Claim[], foughtAt: readonly string[]): MeState {
  const byHex = new Map(claims.map((c) => [c.hex, c]));
  return {
    ...state,
    hexes: state.hexes.map((h) => {
      const c = byHex.get(h.address);
      const fought = foughtAt.includes(h.address) ? { battleTurn: state.turn } : {};
      if (c?.kind !== 'claimed') return { ...h, ...fought };
      return { ...h, ...fought, owner: c.player, explored: true, defenders: null };
    }),
  };
}
