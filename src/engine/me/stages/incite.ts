/**
 * Incite Neutrals through the turn (004 5.2B; ME-R13, ME-R17, ME-R18; resolver order ME-R30 step 4): the incited
 * army is rolled at the Interim Results, strikes its target (or, on a miscast, the inciter's own first hex on
 * the line to his capital), fights the owner's covering patrol if there is one, and if not defeated loots (500
 * or less), razes (501-999) or remains holding the hex (1000 or more) at the end of the turn. Looting and razing
 * are the edicts' Table 3-4 rules (lootRiskFor, razeByCause).
 */
import type { Dice } from '../../dice';
import { lootRiskFor, razeByCause } from '../edicts-effects';
import { meEvent, type MeEvent } from '../events';
import type { MeState } from '../model';
import {
  combineIncitements,
  incitedFate,
  incitedRemain,
  miscastTarget,
  rollIncitement,
} from '../power-neutrals';
import { edictSettings, type MeSettings } from './settings';
import { allied } from '../diplomacy';
import { patrolRadius } from '../map-orders';
import type { PatrolOrder } from '../orders/types';
import { battleId, type MeTurnBattle, type PaidExpenditure } from './turn';

/** The side name of an incited army (the GM says what race they are). */
export const INCITED = 'Incited neutrals';
const CITE = '004 5.2B Inciting neutrals';

/** An incited army and where it strikes. */
export interface IncitedArmy {
  readonly hex: string;
  readonly players: readonly string[];
  readonly strength: number;
}

/** 5.2B at the Interim Results: the incitements of each target hex rolled and combined ("Combining Neutrals"). */
export function rollIncitements(
  s: MeState,
  paid: readonly PaidExpenditure[],
  dice: Dice,
  events: MeEvent[],
): IncitedArmy[] {
  const byHex = new Map<string, { player: string; moreDice: readonly (1 | 2)[] }[]>();
  for (const x of paid) {
    const e = x.expenditure;
    if (e.action !== 'Incite Neutrals') continue;
    byHex.set(e.hex, [...(byHex.get(e.hex) ?? []), { player: x.player, moreDice: e.moreDice }]);
  }
  const owners = new Map(s.hexes.map((h) => [h.address, h]));
  const out: IncitedArmy[] = [];
  for (const [hex, list] of [...byHex].sort(([a], [b]) => a.localeCompare(b))) {
    const incitements = list.map((x) => rollIncitement(dice, x.player, hex, x.moreDice));
    for (const i of incitements) events.push(...i.events);
    const combined = combineIncitements(incitements);
    if (!combined.miscast) {
      for (const a of combined.attacks) out.push({ hex, players: a.players, strength: a.strength });
      continue;
    }
    for (const a of combined.attacks) {
      const player = a.players[0] ?? '';
      const capital = s.kingdoms.find((k) => k.player === player)?.capital ?? null;
      const target = miscastTarget(hex, capital, player, owners);
      events.push(
        meEvent(
          'Interim results',
          player,
          target
            ? `Miscast: the incited army (${a.strength}) invades ${player}'s own ${target}`
            : 'Miscast: no hex of his on the line to his capital; no effect',
          `${CITE} (Miscast!)`,
        ),
      );
      if (target) out.push({ hex: target, players: a.players, strength: a.strength });
    }
  }
  return out;
}

/** ME-R30 step 4: incited armies not defeated loot, raze or remain (ME-R18), on hexes a player still holds. */
export function incitedAtEnd(
  state: MeState,
  armies: readonly IncitedArmy[],
  dice: Dice,
  settings: MeSettings,
  events: MeEvent[],
): MeState {
  let s = state;
  for (const a of armies) {
    const hex = s.hexes.find((h) => h.address === a.hex);
    if (!hex || hex.owner === null) continue;
    const fate = incitedFate(a.strength);
    events.push(
      meEvent(
        'End of turn',
        a.hex,
        `${INCITED} (${a.strength}) were not defeated: they ${fate.toLowerCase()}`,
        `${CITE}, ME-R18`,
      ),
    );
    if (fate === 'Loot') {
      const r = lootRiskFor(s, a.hex, dice, edictSettings(settings), `me:incite:${a.hex}`);
      s = r.state;
      events.push(...r.events);
    } else if (fate === 'Raze') {
      const r = razeByCause(
        s,
        a.hex,
        INCITED,
        hex.owner,
        dice,
        edictSettings(settings),
        `me:incite:${a.hex}:raze`,
      );
      s = r.state;
      events.push(...r.events);
    } else {
      const r = incitedRemain(dice, hex, a.strength, INCITED, a.players, s.turn);
      s = { ...s, hexes: s.hexes.map((h) => (h.address === a.hex ? r.hex : h)) };
      events.push(...r.events);
    }
  }
  return s;
}

/**
 * 5.2B with 4.0B: an incited army meets the owner's patrol covering its hex (the first, as the matching takes
 * one), or stands undefeated. Battles are numbered on from `first`.
 */
export function incitedBattles(
  s: MeState,
  armies: readonly IncitedArmy[],
  patrols: readonly PatrolOrder[],
  turn: number,
  first: number,
): { readonly battles: MeTurnBattle[]; readonly standing: IncitedArmy[] } {
  const battles: MeTurnBattle[] = [];
  const standing: IncitedArmy[] = [];
  const ownerOf = (army: string): string => s.armies.find((a) => a.name === army)?.owner ?? '';
  for (const a of armies) {
    const keeper = s.hexes.find((h) => h.address === a.hex)?.owner ?? null;
    const patrol = patrols.find((p) => {
      const player = ownerOf(p.army);
      if (keeper === null || (player !== keeper && !allied(s.agreements, player, keeper))) return false;
      return patrolRadius(s, player, p.hex, { allied: p.allied }).includes(a.hex);
    });
    if (!patrol) {
      standing.push(a);
      continue;
    }
    battles.push({
      id: battleId(turn, first + battles.length),
      matchup: {
        id: battleId(turn, first + battles.length),
        hex: a.hex,
        attacker: { kind: 'neutral', name: INCITED },
        defender: { kind: 'army', armies: [patrol.army], players: [ownerOf(patrol.army)] },
        between: 'invader and defender',
        bothAttacking: false,
        cite: `${CITE}, 4.0B Patrol`,
      },
      engagement: null,
      setup: [],
      mode: 'tabletop',
      status: 'awaiting choices',
      winner: null,
      outcome: null,
      ended: null,
      incited: a,
    });
  }
  return { battles, standing };
}
