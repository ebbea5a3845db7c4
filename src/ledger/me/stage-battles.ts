/**
 * The Battles tab's rows (stage-tabs.ts ME_BATTLES_TAB) from the stages' battle records (core/stage.ts
 * StageBattle), and who fights in a row, for the players' views. A side is one line of the Sides cell:
 * `attacker: Ostmark — Ostmark Host (750)`.
 */
import type { StageBattle } from '../../engine/core/stage';
import { cellText } from '../tab';
import type { Cells } from '../write-state';

const SEP = ' — ';

export function sideLine(s: StageBattle['sides'][number]): string {
  return `${s.role}: ${s.side}${SEP}${s.forces.join(' + ')} (${s.size})`;
}

export function battleCells(b: StageBattle): Cells {
  return {
    Battle: b.id,
    Turn: b.turn,
    Hex: b.where,
    Kind: b.kind,
    Sides: b.sides.map(sideLine).join('\n'),
    Mode: b.mode,
    Status: b.status,
    Winner: b.winner ?? '',
    'Set-up': b.setup.join('\n'),
  };
}

/** The players of one side's name: a combined assault names each (7.2B), `Ostmark + Tor Athel`. */
export function playersOfSide(side: string): string[] {
  return side.split(' + ').map((p) => p.trim());
}

/** The players named on the sides of a Sides cell. */
export function sidesIn(cell: unknown): string[] {
  return cellText(cell)
    .split('\n')
    .map((line) => {
      const colon = line.indexOf(': ');
      const dash = line.lastIndexOf(SEP);
      return colon < 0 ? '' : line.slice(colon + 2, dash < 0 ? undefined : dash).trim();
    })
    .flatMap(playersOfSide)
    .filter((s) => s !== '');
}
