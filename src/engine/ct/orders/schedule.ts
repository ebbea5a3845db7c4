/**
 * Battles a player's order schedules for the next round: a challenge ([Battles] 4.b) and a rescue ([Battles]
 * 3.c.1, 4.a: the owner's next battle, against the player holding his figures).
 */
import type { CtBattle, CtCampaign } from '../campaign';
import { everyoneIn } from '../campaign';
import type { BattleKind } from '../battle';
import { ctEvent } from '../events';
import type { CtResult } from '../model';
import { ok, refuse } from '../model';
import type { Purchased } from './purchase';

function scheduled(
  c: CtCampaign,
  kind: BattleKind,
  turn: number,
  players: [string, string],
  effect: string,
  cite: string,
): Purchased {
  const letter = kind === 'rescue' ? 'R' : 'C';
  const id = `R${turn}-${letter}${c.battles.filter((b) => b.turn === turn && b.kind === kind).length + 1}`;
  const battle: CtBattle = {
    id,
    turn,
    kind,
    players,
    allies: [],
    stakes: [],
    generated: null,
    climate: '',
    ratings: [],
    status: kind === 'challenge' ? 'challenged' : 'scheduled',
    winner: '',
    result: '',
  };
  return {
    campaign: { ...c, battles: [...c.battles, battle] },
    events: [ctEvent('d. Recruiting', players[0], effect.replace('{id}', id), cite)],
    entries: [],
  };
}

export function scheduleChallenge(
  c: CtCampaign,
  player: string,
  challenged: string,
  turn: number,
): CtResult<Purchased> {
  const other = c.state.players.find((p) => p.name.toLowerCase() === challenged.toLowerCase());
  if (!other) return refuse(`${challenged} has no force in this campaign`);
  if (other.name === player) return refuse('a player cannot challenge himself');
  const next = turn + 1;
  if (c.battles.some((b) => b.turn === next && b.kind === 'challenge' && b.players.includes(other.name)))
    return refuse(`${other.name} already faces a challenge in round ${next}`);
  return ok(
    scheduled(
      c,
      'challenge',
      next,
      [player, other.name],
      `challenges ${other.name}: battle {id} in round ${next}, unless declined`,
      '001 [Battles] 4.b',
    ),
  );
}

export function scheduleRescue(
  c: CtCampaign,
  player: string,
  battle: string,
  turn: number,
): CtResult<Purchased> {
  const b = c.battles.find((x) => x.id === battle && x.turn === turn && x.status === 'applied');
  if (!b || !everyoneIn(b).includes(player)) return refuse(`${battle} is not a battle you fought this round`);
  const captor = c.state.players.find(
    (p) => everyoneIn(b).includes(p.name) && p.name !== player && p.captives.some((x) => x.owner === player),
  );
  if (!captor) return refuse(`no one you fought in ${b.id} holds a figure of yours ([Battles] 3.c.1)`);
  const next = turn + 1;
  if (
    c.battles.some(
      (x) =>
        x.kind === 'rescue' && x.turn === next && x.players[0] === player && x.players[1] === captor.name,
    )
  )
    return refuse(`a Rescue from ${captor.name} is already scheduled`);
  return ok(
    scheduled(
      c,
      'rescue',
      next,
      [player, captor.name],
      `fights ${captor.name} to rescue his captives: battle {id}, his next ([Battles] 3.c.1, 4.a)`,
      '001 [Battles] 4.a',
    ),
  );
}
