/**
 * A month at sea (EXPEDITIONS & EXPLORING, Expedition Chart): "during the movement segment of each following turn"
 * the die + the cumulative advantages (WM-R13, WM-R14), every row applied. Our readings: each ship carries one unit
 * (WM-R15), so when ships fall below units the units without a ship are lost too; units lost at sea are taken from
 * the last type listed aboard and marked lost on the national roster they were drawn from.
 */
import { read, rollFor } from '../core/events';
import { lookup } from '../core/tables';
import type { Dice } from '../dice';
import { wmDieEvent, wmEvent, type WmEvent } from './events';
import {
  comeAshore,
  expedition,
  land,
  landingRefusal,
  piratesAfloat,
  unitsAboard,
  withExpedition,
} from './expedition';
import { markLost, monsterFight, takeUnits } from './expedition-losses';
import { EXPEDITION_ADVANTAGES, EXPEDITION_CHART, type ExpeditionResult } from './expedition-tables';
import { isTownOrCity, nation as nationOf, withNation } from './map';
import type { ShipLoad, WmExpedition, WmState } from './model';

/** The player's standing choices for the month, written with his orders (`Fleet - Sail …`). */
export interface SeaChoices {
  /** Storm: lose an advantage (the default while there is one) or a boat and a unit. */
  readonly storm?: 'advantage' | 'boat';
  /** Sea Monster: the major character who fights it; none: lose 2 ships. */
  readonly monster?: string;
  /** Aquatic nation: the major character sent to live with them (the alliance). */
  readonly ally?: string;
  /** Where the army comes ashore when it reaches land. */
  readonly land?: string;
}

export interface SeaMonth {
  readonly state: WmState;
  readonly events: readonly WmEvent[];
  /** Units lost at sea, by type: the Journal's Units rows. */
  readonly lost: readonly ShipLoad[];
  /** What the moderator must do (a new island to draw, a monster fight to roll). */
  readonly warnings: readonly string[];
}

const TABLE = EXPEDITION_CHART.cite;

const majorAboard = (e: WmExpedition, name: string | undefined): string | null =>
  name !== undefined && e.characters.includes(name) ? name : null;

interface Change {
  boats: number;
  advantages: number;
  units: ShipLoad[];
  lost: ShipLoad[];
  patch: { -readonly [K in keyof WmExpedition]?: WmExpedition[K] };
}

function apply(
  s: WmState,
  e: WmExpedition,
  result: ExpeditionResult,
  dice: Dice,
  choices: SeaChoices,
  events: WmEvent[],
  warnings: string[],
): Change {
  const c: Change = { boats: e.boats, advantages: e.advantages, units: [...e.units], lost: [], patch: {} };
  c.advantages += EXPEDITION_ADVANTAGES[result] ?? 0;
  const lose = (n: number, only?: (u: string) => boolean): void => {
    const t = takeUnits(c.units, n, only);
    c.units = t.units;
    c.lost.push(...t.lost);
  };
  switch (result) {
    case 'Mutiny': {
      let failed = 0;
      for (let ship = 1; ship <= e.boats; ship++) {
        const r = rollFor(dice, `mutiny:${e.name}#${ship}`, 1, 6);
        if (r.total < 6) failed++;
        events.push(
          wmDieEvent(
            'M2 Move',
            `${e.name} ship ${ship}`,
            r.total === 6 ? 'rallies' : 'lost: turns pirate',
            read(r),
            'WM-R32',
          ),
        );
      }
      c.boats -= failed;
      c.patch.mutinied = e.mutinied + failed;
      break;
    }
    case 'Disease': {
      const n = e.healer ? 1 : 2;
      c.boats -= n;
      lose(n);
      break;
    }
    case 'Storm':
      if (choices.storm !== 'boat' && c.advantages > 0) c.advantages -= 1;
      else {
        c.boats -= 1;
        lose(1);
      }
      break;
    case 'Mount hardship': {
      const roster = nationOf(s, e.nation).roster;
      lose(2, (u) => roster.find((x) => x.unit === u)?.category === 'Cavalry');
      break;
    }
    case 'Sea Monster': {
      const who = majorAboard(e, choices.monster);
      if (who) {
        c.patch.monster = who;
        warnings.push(
          `${e.name} (${e.nation}): ${who} fights the sea monster: enter the character result roll (Kill, Escape or Capture) in its Monster result cell on the Expeditions tab (WM-R24)`,
        );
      } else c.boats -= 2;
      break;
    }
    case 'Pirates': {
      if (e.exodus) break;
      const pool = piratesAfloat(s);
      const r = rollFor(dice, `pirates:${e.name}`, 1, 6);
      const attackers = pool + r.total;
      const defenders = c.boats + 2 + e.characters.length;
      const destroyed = Math.min(attackers, Math.floor(defenders / 2));
      const sunk = Math.floor((attackers - destroyed) / 3);
      c.boats -= sunk;
      c.patch.piratesSunk = e.piratesSunk + Math.min(destroyed, pool);
      events.push(
        wmDieEvent(
          'M2 Move',
          e.name,
          `${pool} pirate ship(s) from past mutinies + d6 ${r.total} = ${attackers} attack; ${defenders} ships and characters destroy ${destroyed}; the ${attackers - destroyed} left sink ${sunk} ship(s)`,
          read(r),
          TABLE,
        ),
      );
      break;
    }
    case 'Aquatic nation discovered': {
      const who = majorAboard(e, choices.ally);
      if (who && who !== e.general && who !== e.admiral) {
        c.patch.ally = who;
        c.patch.characters = e.characters.filter((x) => x !== who);
      }
      c.patch.status = 'escorted';
      warnings.push(
        `${e.name} (${e.nation}) discovered an aquatic nation: place its 6 non-coastal areas and one town in the ocean${who ? `; ${who} lives with them (an alliance paid each year, +3 advantages to ${e.nation}'s expeditions)` : ''}; the fleet is escorted home next month`,
      );
      break;
    }
    case 'New Island':
      c.patch.status = 'new island';
      warnings.push(
        `${e.name} (${e.nation}) found a new island: ${e.nation} draws a 6-area landmass with at least 1 coast area; add it to the Areas tab, then the army lands on its coast`,
      );
      break;
    case 'Destination reached':
      c.patch.status = 'landing';
      break;
    default:
      break;
  }
  return c;
}

/** One expedition's month (the movement segment); returns the state and what happened. */
export function seaMonth(state: WmState, name: string, dice: Dice, choices: SeaChoices = {}): SeaMonth {
  const events: WmEvent[] = [];
  const warnings: string[] = [];
  let s = state;
  let e = expedition(s, name);
  if (e.status === 'escorted') {
    const port = s.areas.find((a) => a.name === e.port);
    // "If this is no longer under the player's control" (Chart 18): its own army there does not take it away.
    const enemy = s.armies.some((a) => a.area === e.port && a.nation !== e.nation);
    if (port && port.owner === e.nation && isTownOrCity(port) && !enemy)
      return { ...comeAshore(s, name, e.port), lost: [], warnings };
    return tryLanding(
      s,
      e,
      choices,
      [],
      warnings,
      'its port is lost: name an empty area of its home landmass with no town or city',
    );
  }
  if (e.status === 'landing' || e.status === 'new island')
    return tryLanding(s, e, choices, [], warnings, 'name the landing area (Sail land <area>)');
  if (e.monster) {
    if (!e.monsterResult) {
      warnings.push(
        `${name} (${e.nation}) waits on the sea monster fight: enter ${e.monster}'s character result roll in Monster result (WM-R24)`,
      );
      return { state: s, events, lost: [], warnings };
    }
    s = monsterFight(s, e, events);
    e = expedition(s, name);
  }
  const twoD10 = s.settings.expeditionDice === '2d10';
  const r = rollFor(dice, `expedition:${name}`, twoD10 ? 2 : 1, twoD10 ? 10 : 20);
  const total = r.total + e.advantages;
  const result = lookup(EXPEDITION_CHART, total);
  const ignored = result === 'Pirates' && e.exodus;
  events.push(
    wmDieEvent(
      'M2 Move',
      name,
      // The die is the event's own (the report adds "(d20 6)"): the text gives only what is added to it.
      `${result}${e.advantages !== 0 ? `: ${total} with ${e.advantages} advantage(s)` : ''}${ignored ? ': ignored, an Exodus fleet (Exodus)' : ''}`,
      read(r),
      TABLE,
    ),
  );
  const c = apply(s, e, result, dice, choices, events, warnings);
  const aboard = unitsAboard({ units: c.units });
  const boats = Math.max(0, c.boats);
  if (aboard > boats) {
    const t = takeUnits(c.units, aboard - boats);
    c.units = t.units;
    c.lost.push(...t.lost);
  }
  s = markLost(s, e.nation, c.lost);
  const lostText = c.lost.map((l) => `${l.count} ${l.unit}`).join(', ');
  if (c.lost.length > 0 || boats !== e.boats || c.advantages !== e.advantages)
    events.push(
      wmEvent(
        'M2 Move',
        name,
        `${boats} boat(s), ${unitsAboard({ units: c.units })} unit(s), ${c.advantages} advantage(s)${lostText ? `; lost ${lostText} (marked lost on the roster)` : ''}`,
        TABLE,
      ),
    );
  s = withExpedition(s, name, {
    ...c.patch,
    boats,
    advantages: c.advantages,
    units: c.units,
    result: `${result} (${total})`,
    ...(boats === 0 ? { status: 'lost' as const } : {}),
  });
  if (boats === 0) {
    events.push(wmEvent('M2 Move', name, `no ship left: the expedition is lost with ${e.general}`, TABLE));
    const n = nationOf(s, e.nation);
    const gone = new Set([e.general, e.admiral, ...expedition(s, name).characters]);
    s = withNation(s, e.nation, {
      characters: n.characters.map((x) => (gone.has(x.name) ? { ...x, status: 'dead' as const } : x)),
    });
  }
  const now = expedition(s, name);
  if (now.status === 'landing' || now.status === 'new island') {
    const t = tryLanding(
      s,
      now,
      choices,
      events,
      warnings,
      'name the landing area next month (Sail land <area>)',
    );
    return { ...t, lost: c.lost };
  }
  return { state: s, events, lost: c.lost, warnings };
}

function tryLanding(
  s: WmState,
  e: WmExpedition,
  choices: SeaChoices,
  events: readonly WmEvent[],
  warnings: readonly string[],
  ask: string,
): SeaMonth {
  const at = choices.land;
  const why = at ? landingRefusal(s, e, at) : null;
  if (at && !why) {
    const r = land(s, e.name, at);
    return { state: r.state, events: [...events, ...r.events], lost: [], warnings };
  }
  return {
    state: s,
    events,
    lost: [],
    warnings: [...warnings, `${e.name} (${e.nation}) has not landed: ${why ?? ask}`],
  };
}
