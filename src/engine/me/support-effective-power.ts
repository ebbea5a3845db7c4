/**
 * Effective Power (004 3.1A Winning, Table 1): the campaign's score, worked in half points so it stays an
 * integer (a regular major feature is worth 1.5).
 */
import { TABLE_6_MAJOR_FEATURES } from './explore-tables';
import type { MeHex, MeState } from './model';
import { TABLE_1_EFFECTIVE_POWER, type EffectivePowerSource } from './support-tables';

export interface EffectivePower {
  readonly player: string;
  /** Twice the Effective Power. */
  readonly halves: number;
  /** As the book writes it: `12` or `12.5`. */
  readonly text: string;
  readonly lines: readonly {
    readonly subject: string;
    readonly source: EffectivePowerSource;
    readonly halves: number;
  }[];
}

/** What a kingdom hex counts as for Table 1 on `turn`. */
export function hexSource(hex: Pick<MeHex, 'major' | 'lootedTurn'>, turn: number): EffectivePowerSource {
  if (hex.lootedTurn === turn) return 'Looted';
  if (hex.major === null) return 'No major feature';
  return TABLE_6_MAJOR_FEATURES[hex.major].megafeature ? 'Megafeature' : 'Major feature';
}

/**
 * Effective Power (Table 1) at the end of the state's turn: each unspent Power point, and each hex of the
 * kingdom (a hex looted this turn counts 0; Megafeatures are Table 6's, the Port included).
 */
export function effectivePower(
  state: Pick<MeState, 'turn' | 'hexes' | 'kingdoms'>,
  player: string,
): EffectivePower {
  const values = TABLE_1_EFFECTIVE_POWER.values;
  const power = state.kingdoms.find((k) => k.player === player)?.power ?? 0;
  const lines = [{ subject: player, source: 'Power' as EffectivePowerSource, halves: power * values.Power }];
  for (const h of state.hexes
    .filter((x) => x.owner === player && x.terrain !== 'Lake')
    .sort((a, b) => a.address.localeCompare(b.address))) {
    const source = hexSource(h, state.turn);
    lines.push({ subject: h.address, source, halves: values[source] });
  }
  const halves = lines.reduce((s, l) => s + l.halves, 0);
  return { player, halves, text: halves % 2 === 0 ? String(halves / 2) : `${(halves - 1) / 2}.5`, lines };
}
