/**
 * Setting up a tabletop battle (book 004, Section C 5.2C-5.3C, Appendix E): the board by the largest Total Army
 * Size, the number of terrain pieces, each piece rolled on the hex type's table (26-30; a river hex uses the River
 * table, as in exploration, 4.1B), the minor feature's scatter, and the fortress pieces of the defender.
 */
import type { Dice } from '../../dice';
import { lookup } from '../../core/tables';
import { dieEvent, meEvent, rollFor, type MeEvent } from '../events';
import { explorationType } from '../explore';
import type { MeHex } from '../model';
import {
  BOARD_CITE,
  BOARD_SIZES,
  DEFENDER_PIECE_MAX,
  FORTRESS_PIECES,
  MINOR_SCATTER,
  TERRAIN_TABLES,
  WALL_SECTION_INCHES,
  type BoardRow,
} from './setup-tables';

const PHASE = 'Battle resolution' as const;
const APP_E = '004 App. E Terrain Tables';

/** ME-R27 setting: Table 29 has no 12; read it as 11 (Ruin, the default) or roll again. */
export type Forest12 = 'as 11' | 'reroll';

/** 5.2C: the board for the largest Total Army Size taking part. */
export function boardFor(largestTotal: number): BoardRow {
  const row = BOARD_SIZES.find((r) => largestTotal <= r.upTo);
  if (row === undefined) throw new RangeError(`${BOARD_CITE}: no board for ${largestTotal}`);
  return row;
}

export interface SetupInput {
  readonly hex: Pick<MeHex, 'address' | 'terrain' | 'river' | 'minor' | 'fortress'>;
  /** The largest rounded Total Army Size taking part. */
  readonly largestTotal: number;
  /** False when neither army defends (the minor feature then scatters 3d6" from the centre). */
  readonly hasDefender: boolean;
  readonly forest12?: Forest12;
}

export interface Setup {
  readonly board: BoardRow;
  readonly terrainCount: number;
  readonly pieces: readonly string[];
  /** Inches the minor feature scatters; null when the hex has none. */
  readonly minorScatter: number | null;
  /** The set-up as lines for the battle record. */
  readonly lines: readonly string[];
  readonly events: MeEvent[];
}

/** One terrain piece on the hex's table, with ME-R27 for a Forest 12. */
function rollPiece(
  dice: Dice,
  key: string,
  table: (typeof TERRAIN_TABLES)[keyof typeof TERRAIN_TABLES],
  forest12: Forest12,
  subject: string,
  events: MeEvent[],
): string {
  for (let attempt = 0; attempt < 30; attempt++) {
    const k = attempt === 0 ? key : `${key}:reroll${attempt}`;
    const roll = rollFor(dice, k, 2, 6);
    const missing = !table.rows.some((r) => roll.total >= r.from && roll.total <= r.to);
    if (missing && forest12 === 'reroll') {
      events.push(
        dieEvent(
          PHASE,
          subject,
          `Terrain: 2d6 ${roll.total}: no such row, rolled again`,
          { ...roll, result: roll.total },
          `${table.cite}, ME-R27`,
        ),
      );
      continue;
    }
    const piece = lookup(table, missing ? 11 : roll.total);
    events.push(
      dieEvent(
        PHASE,
        subject,
        `Terrain: 2d6 ${roll.total}${missing ? ' read as 11' : ''}: ${piece}`,
        { ...roll, result: roll.total },
        missing ? `${table.cite}, ME-R27` : table.cite,
      ),
    );
    return piece;
  }
  throw new RangeError(`${table.cite}: ${key} rerolled 30 times (an override repeats 12)`);
}

/** 5.2C-5.3C for one battle, keyed `${key}:terrain count`, `${key}:piece:1` ..., `${key}:scatter`. */
export function battleSetup(dice: Dice, key: string, input: SetupInput): Setup {
  const events: MeEvent[] = [];
  const subject = input.hex.address;
  const board = boardFor(input.largestTotal);
  const count = rollFor(dice, `${key}:terrain count`, 1, board.terrain.die);
  const terrainCount = count.total + board.terrain.plus;
  events.push(
    dieEvent(
      PHASE,
      subject,
      `Board ${board.board} (largest army ${input.largestTotal}); terrain d${board.terrain.die} ${count.total} + ${board.terrain.plus} = ${terrainCount} pieces`,
      { ...count, result: count.total },
      BOARD_CITE,
    ),
  );
  const type = explorationType(input.hex);
  if (type === null)
    throw new RangeError(`${APP_E}: hex ${subject} is a Lake; no battle is fought there (ME-R29)`);
  const table = TERRAIN_TABLES[type];
  const pieces: string[] = [];
  for (let i = 1; i <= terrainCount; i++)
    pieces.push(rollPiece(dice, `${key}:piece:${i}`, table, input.forest12 ?? 'as 11', subject, events));
  const lines: string[] = [
    `Board ${board.board}; no terrain within ${board.clearCentre}" of the centre`,
    `${terrainCount} terrain pieces from Table ${table.cite.replace(/^.*Table /, '')}: ${pieces.join(', ')}`,
  ];
  let minorScatter: number | null = null;
  if (input.hex.minor !== null) {
    const n = input.hasDefender ? MINOR_SCATTER.defender : MINOR_SCATTER.noDefender;
    const scatter = rollFor(dice, `${key}:scatter`, n, 6);
    minorScatter = scatter.total;
    const from = input.hasDefender ? 'from the defender\'s point within 8" of the centre' : 'from the centre';
    lines.unshift(`${input.hex.minor} placed first, scattered ${minorScatter}" ${from}`);
    events.push(
      dieEvent(
        PHASE,
        subject,
        `${input.hex.minor}: scatter ${n}d6 = ${minorScatter}"`,
        { ...scatter, result: scatter.total },
        '004 5.3C Terrain Placement',
      ),
    );
  }
  if (input.hasDefender)
    lines.push(`The defender then places one piece of his choice (at most ${DEFENDER_PIECE_MAX})`);
  if (input.hex.fortress !== null && input.hasDefender) {
    const f = FORTRESS_PIECES[input.hex.fortress];
    lines.push(
      `${input.hex.fortress}: the defender places ${f.towers} Tower${f.towers > 1 ? 's' : ''} and ${f.walls} ${WALL_SECTION_INCHES}" wall sections in his deployment zone`,
    );
    events.push(meEvent(PHASE, subject, lines[lines.length - 1] ?? '', '004 App. B, ME-R25'));
  }
  return { board, terrainCount, pieces, minorScatter, lines, events };
}
