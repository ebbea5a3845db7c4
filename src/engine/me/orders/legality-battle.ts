/**
 * The book's preconditions for battle-phase choices (digest §4.7): the player's side of an announced battle not
 * yet settled; Defend, Garrison and the stances are the defender's (4.0B, 4.0C, App. B); a strategy only in an
 * abstract battle, from the side's own list (App. D, Table 24).
 */
import { ATTACK_STRATEGIES, type AttackStrategy } from '../../abstract-battle';
import { normalize } from '../../core/orders/line';
import { distance, parseHex } from '../../hex';
import { accept, firstOnly, refuse, type CheckState, type Draft, type Verdict } from './draft';
import type { MeBattleOnRecord, MeOrder } from './types';

const BATTLE_KINDS = new Set<MeOrder['kind']>([
  'fight or flee',
  'defend',
  'garrison',
  'stance',
  'flee remaining',
  'strategy',
]);

function battleOf(o: MeOrder): string {
  return 'battle' in o ? o.battle : '';
}

function choice(cs: CheckState, o: MeOrder, b: MeBattleOnRecord): Verdict {
  const { player } = cs.ctx.input;
  const defending = b.defenders.includes(player);
  const attacking = b.attackers.includes(player);
  const onlyDefender = (what: string): Verdict | null =>
    defending ? null : refuse('ME-O018', `${b.id}: ${what} is the defender's choice, and you attack here.`);
  switch (o.kind) {
    case 'fight or flee':
      return accept(o, `${b.id} at ${b.hex}: you ${o.choice === 'Fight' ? 'fight' : 'flee'} (2.4A).`);
    case 'defend': {
      const no = onlyDefender('which patrol defends');
      if (no) return no;
      const outside = o.armies.filter((a) => !b.armies.includes(a));
      if (outside.length > 0)
        return refuse('ME-O018', `${b.id}: ${outside.join(', ')} does not patrol over ${b.hex} (4.0B).`);
      return accept(
        o,
        `${b.id}: ${o.armies.join(' and ')} ${o.armies.length > 1 ? 'defend combined, Basic 2500 at most' : 'defends'} (4.0B).`,
      );
    }
    case 'garrison': {
      const no = onlyDefender('the garrison');
      if (no) return no;
      const hex = cs.ctx.hexes.get(o.hex);
      if (hex?.owner !== player || hex.fortress === null)
        return refuse('ME-O018', `${o.hex} holds no Fortress of yours (App. B).`);
      const at = parseHex(o.hex);
      const there = parseHex(b.hex);
      if (at === null || there === null || distance(at, there) > 1)
        return refuse(
          'ME-O018',
          `${o.hex}'s garrison reaches only its own hex and those next to it, not ${b.hex} (App. B).`,
        );
      if (!b.armies.includes(o.army)) return refuse('ME-O018', `${o.army} does not fight ${b.id}.`);
      return accept(o, `${b.id}: the ${hex.fortress} garrison of ${o.hex} joins ${o.army} (App. B).`);
    }
    case 'stance': {
      const no = onlyDefender(o.stance);
      if (no) return no;
      return accept(o, `${b.id}: ${o.stance} (4.0C).`);
    }
    case 'flee remaining':
      return accept(
        o,
        `After ${b.id} your army flees from all its remaining battles this turn (4.0C, 2.4A).`,
      );
    case 'strategy': {
      if (!b.abstract)
        return refuse('ME-O018', `${b.id} is fought on the tabletop: no strategy is needed (App. D).`);
      const attack = (ATTACK_STRATEGIES as readonly string[]).includes(o.strategy as AttackStrategy);
      if (attack && !attacking)
        return refuse(
          'ME-O018',
          `${b.id}: you defend here: Counter Attack, Hold or Withdraw (App. D, Table 24).`,
        );
      if (!attack && !defending)
        return refuse(
          'ME-O018',
          `${b.id}: you attack here: Direct Attack, Surprise Attack or Flank Attack (App. D, Table 24).`,
        );
      return accept(o, `${b.id}: ${o.strategy} (App. D, Table 24).`);
    }
    default:
      return refuse('ME-O099', 'This order is not a battle choice.');
  }
}

/** One choice of each kind a battle; each garrison joins one battle (App. B), each army takes one garrison. */
function slot(o: MeOrder): string {
  if (o.kind === 'garrison') return `garrison:${o.hex}`;
  return `${o.kind}:${normalize(battleOf(o))}`;
}

export function checkBattleChoices(cs: CheckState, drafts: readonly Draft[]): void {
  const mine = drafts.filter((d) => BATTLE_KINDS.has(d.order.kind));
  const first = firstOnly(cs, mine, (d) => slot(d.order), 'Chosen twice');
  const garrisoned = new Map<string, number>();
  for (const d of first) {
    const b = cs.ctx.battles.get(normalize(battleOf(d.order)));
    if (b === undefined) {
      cs.verdicts.set(d.line, refuse('ME-O018', `${battleOf(d.order)} is not one of your battles.`));
      continue;
    }
    if (b.settled) {
      cs.verdicts.set(d.line, refuse('ME-O018', `${b.id} is settled already: no choice changes it now.`));
      continue;
    }
    const o = d.order;
    if (o.kind === 'garrison') {
      const taken = garrisoned.get(`${normalize(b.id)}:${normalize(o.army)}`);
      if (taken !== undefined) {
        cs.verdicts.set(
          d.line,
          refuse('ME-O011', `${o.army} is joined by one garrison only; line ${taken} gives it (App. B).`),
        );
        continue;
      }
      garrisoned.set(`${normalize(b.id)}:${normalize(o.army)}`, d.line);
    }
    cs.verdicts.set(d.line, choice(cs, o, b));
  }
}
