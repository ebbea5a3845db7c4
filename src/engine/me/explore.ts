/**
 * Exploration (book 004, 1.1A and 4.1B): the first time a hex is invaded the GM rolls Table 7 for its hex type;
 * doubles add a minor feature (Table 17, d66 with the first die grouped); a major feature with native defenders
 * brings neutral defenders (4.3B). And the knowledge rolls for neutral kingdoms (1.4A).
 */
import type { Dice } from '../dice';
import { pick, rollD66Dice } from '../core/rolls';
import { cell, lookup } from '../core/tables';
import { dieEvent, meEvent, rollFor, type MeEvent, type MePhase } from './events';
import {
  ARCANE_NODE_LORES,
  TABLE_17_MINOR_FEATURES,
  TABLE_6_CITE,
  TABLE_7_EXPLORATION,
  TABLE_7_NATIVES,
  firstDieGroup,
  type ExplorationResult,
  type HexType,
} from './explore-tables';
import type { Kingdom, MajorFeature, MeHex, MinorFeature, NeutralDefenders } from './model';
import { discoverDefenders, rolled } from './neutrals';

const PHASE: MePhase = 'Interim results';

/** 4.1B: "If a hex contains a river, you must explore it as a river hex"; a Lake has no column (1.1A). */
export function explorationType(hex: Pick<MeHex, 'terrain' | 'river'>): HexType | null {
  if (hex.terrain === 'Lake') return null;
  return hex.river !== null ? 'River' : hex.terrain;
}

export interface Exploration {
  /** The hex as it now stands: explored, with what was found. */
  readonly hex: MeHex;
  /** Table 7's result; null when the GM placed the hex's major feature at map creation (nothing rolled). */
  readonly found: ExplorationResult | null;
  readonly minor: MinorFeature | null;
  readonly defenders: NeutralDefenders | null;
  readonly events: MeEvent[];
}

/**
 * Explores `hex` on `turn` (4.1B). Keys: `me:explore:<hex>#1`/`#2` (Table 7's 2d6), `me:minor:<hex>#1`/`#2`
 * (Table 17's d66), `me:lore:<hex>` (an Arcane Node's lore), `me:natives:<hex>` (which of Table 7's races) and
 * `me:defenders:<hex>` (4.3B's d3). A hex already explored keeps its contents ("they will not change with
 * further exploration"); it returns null. A hex given its major feature at map creation is revealed, not
 * rolled. A hex of a neutral kingdom gets no defenders of its own: the kingdom's
 * single army defends it (1.4A).
 */
export function exploreHex(hex: MeHex, turn: number, dice: Dice): Exploration | null {
  if (hex.explored) return null;
  const type = explorationType(hex);
  if (type === null)
    throw new RangeError(`${hex.address}: a Lake is impassable and cannot be explored (ME-R29)`);
  if (hex.major !== null) {
    // Placed by the GM during map creation (Port*, Tunnel*, a neutral kingdom's features: Table 6, 1.4A):
    // exploring reveals it, with whatever defenders the GM set, and rolls nothing.
    const held = hex.defenders ? `, held by ${hex.defenders.race}` : '';
    return {
      hex: { ...hex, explored: true },
      found: null,
      minor: hex.minor,
      defenders: hex.defenders,
      events: [
        meEvent(PHASE, hex.address, `Explored: the ${hex.major} placed at map creation${held}`, TABLE_6_CITE),
      ],
    };
  }
  const table = TABLE_7_EXPLORATION[type];
  const roll = rollFor(dice, `me:explore:${hex.address}`, 2, 6);
  const found = lookup(table, roll.total);
  const [first, second] = roll.dice as [number, number];
  const doubles = first === second;
  const events: MeEvent[] = [
    dieEvent(
      PHASE,
      hex.address,
      `Explored (${type}): ${found}${doubles ? ', doubles: a minor feature' : ''}`,
      rolled(roll),
      table.cite,
    ),
  ];

  let minor: MinorFeature | null = null;
  let nodeLore: string | null = null;
  if (doubles) {
    minor = rollMinorFeature(dice, hex.address, events);
    if (minor === 'Arcane Node') {
      nodeLore = pick(dice, `me:lore:${hex.address}`, ARCANE_NODE_LORES);
      events.push(
        meEvent(PHASE, hex.address, `Arcane Node of the lore of ${nodeLore}`, 'Table 17 Arcane Node'),
      );
    }
  }

  let defenders: NeutralDefenders | null = null;
  const natives = TABLE_7_NATIVES[found];
  if (natives.races.length > 0 && hex.neutralKingdom === null) {
    const race = pick(dice, `me:natives:${hex.address}`, natives.races);
    const discovered = discoverDefenders(dice, hex.address, turn, race, natives.wellDefended, PHASE);
    defenders = discovered.defenders;
    events.push(...discovered.events);
  } else if (natives.races.length === 0) {
    events.push(meEvent(PHASE, hex.address, `${found}: undefended`, table.cite));
  }

  const major: MajorFeature | null = found === 'Empty' ? null : found;
  return {
    hex: { ...hex, explored: true, major, minor, nodeLore, defenders },
    found,
    minor,
    defenders,
    events,
  };
}

/** Table 17 (printed "Table 17:2"): a d66 keyed `me:minor:<hex>`, the first die read as 1-2, 3-4 or 5-6. */
export function rollMinorFeature(dice: Dice, address: string, events: MeEvent[]): MinorFeature {
  const key = `me:minor:${address}`;
  const [first, second] = rollD66Dice(dice, key);
  const feature = cell(TABLE_17_MINOR_FEATURES, firstDieGroup(first), second);
  events.push(
    dieEvent(
      PHASE,
      address,
      `Minor feature: ${feature}`,
      { die: 'd66', result: first * 10 + second, key },
      TABLE_17_MINOR_FEATURES.cite,
    ),
  );
  return feature;
}

/** How a player's battle in a neutral kingdom hex went, for 1.4A: Lost Causes and retreats teach nothing. */
export type KingdomBattle = 'won' | 'fought' | 'lost cause' | 'fled';

/**
 * 1.4A: a player who fought a battle in a hex of neutral kingdom `kingdomId` learns its extent and capital on a
 * d6 of 5+, or 4+ if he won; keyed `me:knowledge:<kingdom>:<player>`. Returns the kingdom with the id added when
 * he learns it; no die when he already knows it or the battle does not count.
 */
export function battleKnowledgeRoll(
  dice: Dice,
  kingdom: Kingdom,
  kingdomId: string,
  battle: KingdomBattle,
): { readonly kingdom: Kingdom; readonly events: MeEvent[] } {
  if (kingdom.knownKingdoms.includes(kingdomId) || battle === 'lost cause' || battle === 'fled')
    return { kingdom, events: [] };
  const need = battle === 'won' ? 4 : 5;
  const roll = rollFor(dice, `me:knowledge:${kingdomId}:${kingdom.player}`, 1, 6);
  const learns = roll.total >= need;
  const effect = `${learns ? 'learns' : 'does not learn'} the extent and capital of ${kingdomId} (${need}+)`;
  return {
    kingdom: learns ? { ...kingdom, knownKingdoms: [...kingdom.knownKingdoms, kingdomId] } : kingdom,
    events: [
      dieEvent(
        'Final results',
        kingdom.player,
        effect,
        rolled(roll),
        '004 1.4A Player knowledge of neutral kingdoms',
      ),
    ],
  };
}

/**
 * 1.4A: "Each turn that there is a battle in a neutral kingdom hex, all players learn the extent of the kingdom
 * and the location of its capital on a d6 roll of 6+ during the intermediate results of the following turn."
 * One d6 per kingdom, keyed `me:knowledge:<kingdom>:all`.
 */
export function allPlayersKnowledgeRoll(
  dice: Dice,
  kingdoms: readonly Kingdom[],
  kingdomId: string,
): { readonly kingdoms: Kingdom[]; readonly events: MeEvent[] } {
  const roll = rollFor(dice, `me:knowledge:${kingdomId}:all`, 1, 6);
  const learns = roll.total >= 6;
  const out = kingdoms.map((k) =>
    learns && !k.knownKingdoms.includes(kingdomId)
      ? { ...k, knownKingdoms: [...k.knownKingdoms, kingdomId] }
      : k,
  );
  const effect = `all players ${learns ? 'learn' : 'do not learn'} the extent and capital of ${kingdomId} (6+)`;
  return {
    kingdoms: out,
    events: [
      dieEvent(PHASE, kingdomId, effect, rolled(roll), '004 1.4A Player knowledge of neutral kingdoms'),
    ],
  };
}
