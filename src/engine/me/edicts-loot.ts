/**
 * Looting and razing at the end of the turn (004 1.1B-1.3B, Tables 3-4, App. G), on a working copy of the
 * state that edicts-effects.ts sets up and reads back.
 */
import { lookup } from '../core/tables';
import { pick } from '../core/rolls';
import type { Dice } from '../dice';
import { dieEvent, meEvent, rollFor, type MeEvent } from './events';
import {
  TABLE_3_CITE,
  TABLE_3_LOOTING,
  TABLE_4_CITE,
  TABLE_4_EFFECTS,
  TABLE_4_LOOT_ARCANE,
  TABLE_4_RAZE_ROLLS,
  type Table4Feature,
} from './edicts-tables';
import type { MeCharacter, MeHex, MeState, SupportCarry } from './model';
import { read as rolled } from '../core/events';

/** Working copy of what the effects change. */
export interface Work {
  turn: number;
  hexes: Map<string, MeHex>;
  kingdoms: MeState['kingdoms'];
  characters: MeCharacter[];
  carry: SupportCarry[];
  events: MeEvent[];
  production: Map<string, number>;
  beasts: string[];
  beastModule: boolean;
  dice: Dice;
}

export const PHASE = 'End of turn';

export function addProduction(w: Work, player: string, n: number): void {
  w.production.set(player, (w.production.get(player) ?? 0) + n);
}

export function awaken(
  w: Work,
  address: string,
  why: string,
  roll: ReturnType<typeof rollFor>,
  table: string,
): void {
  const h = w.hexes.get(address) as MeHex;
  w.hexes.set(address, { ...h, beast: true });
  w.beasts.push(address);
  w.events.push(dieEvent(PHASE, address, `${why}: the Beast awakes here (App. G)`, rolled(roll), table));
}

/** A roll from `rollFor` as `dieEvent` reads it: the core's one reading. */
export { rolled };

/**
 * Table 4 "a random character loses his most recent advancement; if [he] has not attained an advancement, he
 * dies"; from the conquering army when the hex was conquered this turn.
 */
function loseAdvancement(w: Work, player: string, army: string | null, key: string, subject: string): void {
  const candidates = w.characters
    .filter((c) => c.owner === player && c.status === 'active' && (army === null || c.army === army))
    .map((c) => c.name)
    .sort();
  if (candidates.length === 0) {
    w.events.push(meEvent(PHASE, subject, `no character of ${player} to lose an advancement`, TABLE_4_CITE));
    return;
  }
  const name = pick(w.dice, key, candidates);
  w.characters = w.characters.map((c) => {
    if (c.name !== name || c.owner !== player) return c;
    if (c.advances.length === 0) return { ...c, status: 'dead', statusTurn: w.turn };
    return { ...c, advances: c.advances.slice(0, -1) };
  });
  const c = w.characters.find((x) => x.name === name && x.owner === player) as MeCharacter;
  w.events.push(
    meEvent(
      PHASE,
      name,
      c.status === 'dead'
        ? `${name} had no advancement and dies`
        : `${name} loses his most recent advancement`,
      `${TABLE_4_CITE}; random character, key ${key}`,
    ),
  );
}

function feature(h: MeHex): Table4Feature {
  return h.major ?? 'Empty';
}

/** Razing (Table 3, Table 4): the hex becomes neutral, its feature is reduced, its defences destroyed. */
export function razeHex(
  w: Work,
  razer: string,
  address: string,
  conqueringArmy: string | null,
  prefix = `me:raze:${address}`,
  player: string | null = razer,
): void {
  const h = w.hexes.get(address) as MeHex;
  const effect = TABLE_4_EFFECTS[feature(h)].raze;
  let noSupportUntil = h.noSupportUntil;
  if (effect.noSupportD3) {
    const r = rollFor(w.dice, `${prefix}:d3`, 1, 3);
    noSupportUntil = w.turn + r.total + 1;
    w.events.push(
      dieEvent(
        PHASE,
        address,
        `razed: no support for ${r.total} turns (until turn ${noSupportUntil})`,
        rolled(r),
        TABLE_4_CITE,
      ),
    );
  }
  const major = effect.becomes === 'unchanged' ? h.major : effect.becomes;
  w.hexes.set(address, {
    ...h,
    owner: null,
    major,
    fortress: null,
    garrison: '',
    watchtower: false,
    noSupportUntil,
  });
  w.events.push(
    meEvent(
      PHASE,
      address,
      `${razer} razes ${feature(h)}: ${major === null ? 'the hex becomes empty' : `now ${major}`}; defences destroyed; the hex becomes neutral`,
      `${TABLE_3_CITE}; ${TABLE_4_CITE}`,
    ),
  );
  w.kingdoms = w.kingdoms.map((k) => {
    if (k.capital !== address) return k;
    w.events.push(meEvent(PHASE, k.player, `${k.player} loses the capital ${address} (3.2A)`, TABLE_4_CITE));
    return { ...k, capital: null };
  });
  if (effect.roll === null) return;
  const table = TABLE_4_RAZE_ROLLS[effect.roll];
  if (effect.roll === 'Beast on 1' && !w.beastModule) return;
  const r = rollFor(w.dice, `${prefix}:table4`, 1, 6);
  const outcome = lookup(table, r.total);
  if (outcome === 'Awaken the Beast') {
    if (w.beastModule) awaken(w, address, `razing ${feature(h)}`, r, table.cite);
    else
      w.events.push(dieEvent(PHASE, address, 'no effect (the Beast module is off)', rolled(r), table.cite));
  } else if (outcome === 'Lose magic item')
    w.events.push(
      dieEvent(
        PHASE,
        address,
        player === null
          ? 'no player razed it: no magic item is lost'
          : `${player} permanently loses one random magic item from ${conqueringArmy ?? 'one of his armies'}; neither army may take it again (GM)`,
        rolled(r),
        table.cite,
      ),
    );
  else if (outcome === 'Lose advancement') {
    w.events.push(
      dieEvent(PHASE, address, 'a random character loses his most recent advance', rolled(r), table.cite),
    );
    if (player !== null) loseAdvancement(w, player, conqueringArmy, `${prefix}:character`, address);
  } else w.events.push(dieEvent(PHASE, address, 'no further effect', rolled(r), table.cite));
}

/** Looting (Table 4, then the Table 3 risk roll). */
export function lootHex(w: Work, player: string, address: string, conqueringArmy: string | null): void {
  const h = w.hexes.get(address) as MeHex;
  const what = feature(h);
  const effect = TABLE_4_EFFECTS[what].loot;
  let toTurn = w.turn + 1;
  if (effect.turns === 'next d3 turns') {
    const r = rollFor(w.dice, `me:loot:${address}:d3`, 1, 3);
    toTurn = w.turn + r.total;
    w.events.push(
      dieEvent(
        PHASE,
        address,
        `looting ${what}: +${effect.support} support for ${r.total} turns`,
        rolled(r),
        TABLE_4_CITE,
      ),
    );
  } else
    w.events.push(
      meEvent(PHASE, address, `looting ${what}: +${effect.support} support next turn`, TABLE_4_CITE),
    );
  w.carry.push({
    player,
    kind: 'Loot',
    amount: effect.support,
    fromTurn: w.turn + 1,
    toTurn,
    source: `loot ${address} ${what}`,
  });
  if (effect.production > 0) {
    addProduction(w, player, effect.production);
    w.events.push(
      meEvent(PHASE, address, `looting ${what}: ${effect.production} production this turn`, TABLE_4_CITE),
    );
  }
  w.hexes.set(address, { ...h, lootedTurn: w.turn });
  if (effect.arcaneRoll) {
    const r = rollFor(w.dice, `me:loot:${address}:table4`, 1, 6);
    const outcome = lookup(TABLE_4_LOOT_ARCANE, r.total);
    if (outcome === 'Lose advancement') {
      w.events.push(
        dieEvent(
          PHASE,
          address,
          'a random character loses his most recent advancement',
          rolled(r),
          TABLE_4_LOOT_ARCANE.cite,
        ),
      );
      loseAdvancement(w, player, conqueringArmy, `me:loot:${address}:character`, address);
    } else {
      const points = outcome === 'Item up to 25' ? 25 : 50;
      const item = `magic item up to ${points} points (looted ${what} ${address}, turn ${w.turn})`;
      w.kingdoms = w.kingdoms.map((k) =>
        k.player === player ? { ...k, magicItems: [...k.magicItems, item] } : k,
      );
      w.events.push(
        dieEvent(
          PHASE,
          address,
          `${player} permanently gains a ${item.split(' (')[0]} for one character, outside item allotment and Basic Size`,
          rolled(r),
          TABLE_4_LOOT_ARCANE.cite,
        ),
      );
    }
  }
  lootRisk(w, player, address, conqueringArmy);
}

/**
 * Table 3, looting: "Roll a d6 and check the following after looting a hex": 1 Overzealous (razed as well),
 * 2-3 Rebellion (neutral), 4+ Suffer in Silence. Also what an incited army's looting costs the owner (5.2B).
 */
export function lootRisk(
  w: Work,
  player: string,
  address: string,
  conqueringArmy: string | null,
  prefix = `me:loot:${address}`,
): void {
  const risk = rollFor(w.dice, `${prefix}:table3`, 1, 6);
  const result = lookup(TABLE_3_LOOTING, risk.total);
  if (result === 'Overzealous') {
    w.events.push(
      dieEvent(
        PHASE,
        address,
        'Overzealous: the hex is razed as well as looted',
        rolled(risk),
        TABLE_3_LOOTING.cite,
      ),
    );
    razeHex(w, player, address, conqueringArmy, `${prefix.replace(':loot:', ':raze:')}`);
  } else if (result === 'Rebellion') {
    w.hexes.set(address, { ...(w.hexes.get(address) as MeHex), owner: null });
    w.events.push(
      dieEvent(PHASE, address, 'Rebellion: the hex becomes neutral', rolled(risk), TABLE_3_LOOTING.cite),
    );
  } else
    w.events.push(
      dieEvent(PHASE, address, 'Suffer in Silence: no effect', rolled(risk), TABLE_3_LOOTING.cite),
    );
}
