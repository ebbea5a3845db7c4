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

/**
 * The Battles tab's body after a stage of `turn`: the rows of other turns as they are and where they are (the
 * stages read only the turn's rows, at the tab's bottom, and the rows above them stand in unread: ruleset.ts
 * presentTabs), then the turn's battles as the stage leaves them. `onRecord`: the battles of the turn's work,
 * which earlier stages wrote there; one missing means the tab was sorted (its turn's rows no longer together at
 * the bottom) or the row deleted, and written again it could stand twice: refused, saying what to do.
 */
export function battlesAfter(
  kept: readonly Cells[],
  turn: number,
  onRecord: readonly string[],
  battles: readonly StageBattle[],
): Cells[] {
  const mine = (r: Cells): boolean => Number(r.Turn) === turn;
  const found = new Set(kept.filter(mine).map((r) => cellText(r.Battle).toLowerCase()));
  const lost = onRecord.filter((id) => !found.has(id.toLowerCase()));
  if (lost.length > 0)
    throw new Error(
      `Battles!A1: ${lost.join(', ')} of turn ${turn} ${lost.length === 1 ? 'is' : 'are'} not among the turn's rows at the bottom of the tab, where the stages read and write them. Sort the tab by Turn, oldest first (or, for a row deleted, add one with its Battle and Turn at the bottom), then resolve again`,
    );
  return [...kept.filter((r) => !mine(r)), ...battles.map(battleCells)];
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
