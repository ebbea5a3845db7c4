import { formatHex, Hex, hexKey } from '../../hex';
import type { Army, Structure } from '../../model';
import { isEnemy } from '../supply';
import type { Mutable, Phase, TurnContext } from './context';

/**
 * Taking over undefended structures (ARMY ACTIONS, Move: "A undefended watchtower, supply depot, or temple may be
 * entered and conquered without combat"; STRUCTURES, Supply Depot: "A supply depot that does not have a guarding
 * force can be taken over by an enemy who spends an action in the hex on Hold"; Destroying Structures: taken-over
 * depots and watchtowers cost double upkeep their first turn, "Enemy temples cannot be taken over").
 * An army on Hold in the hex of a supply depot or watchtower of a player it is hostile to (its owner declares
 * Unknown or At War toward that player, RULINGS 11), with no army of that player in the hex, takes it over: the
 * structure becomes its owner's, captured this turn (upkeep.ts charges the double upkeep). The Hold is the
 * army's "if you wish" for a watchtower, as it is the book's way for a depot. Temples are left alone.
 */

const TAKEN_OVER: readonly string[] = ['Supply Depot', 'Watchtower'];

/** The structures in a hex, in the ledger's order. */
export type StructuresAt = (hex: Hex) => readonly Mutable<Structure>[];

/**
 * The structures by hex, indexed at the first question (issue 9: a scan of every structure per army on Hold was
 * armies x structures). A take-over changes an owner, never a hex or the list: the index holds until something
 * is built or destroyed.
 */
export function structuresByHex(ctx: TurnContext): StructuresAt {
  let byHex: Map<number, Mutable<Structure>[]> | null = null;
  return (hex) => {
    if (byHex === null) {
      byHex = new Map();
      for (const s of ctx.state.structures) {
        const list = byHex.get(hexKey(s.hex));
        if (list === undefined) byHex.set(hexKey(s.hex), [s]);
        else list.push(s);
      }
    }
    return byHex.get(hexKey(hex)) ?? [];
  };
}

/** The armies standing in a hex (points above 0), in the ledger's order. */
export type ArmiesAt = (hex: Hex) => readonly Army[];

/** The standing armies by hex, indexed at the first question, for a pass that moves, adds and removes no army
 * (issue 9: a scan of every army per structure taken over). */
export function armiesByHex(ctx: TurnContext): ArmiesAt {
  let byHex: Map<number, Army[]> | null = null;
  return (hex) => {
    if (byHex === null) {
      byHex = new Map();
      for (const a of ctx.state.armies) {
        if (a.points <= 0) continue;
        const list = byHex.get(hexKey(a.hex));
        if (list === undefined) byHex.set(hexKey(a.hex), [a]);
        else list.push(a);
      }
    }
    return byHex.get(hexKey(hex)) ?? [];
  };
}

export function takeOverStructures(
  ctx: TurnContext,
  phase: Phase,
  army: Mutable<Army>,
  structuresAt: StructuresAt = structuresByHex(ctx),
  armiesAt: ArmiesAt = armiesByHex(ctx),
): void {
  for (const s of structuresAt(army.hex)) {
    if (!TAKEN_OVER.includes(s.type) || s.player === army.player) continue;
    if (!isEnemy(ctx.state, s.player, army.player)) continue;
    const guarded = armiesAt(s.hex).some((a) => a.player === s.player);
    if (guarded) continue;
    const from = s.player;
    s.player = army.player;
    s.capturedTurn = ctx.state.turn;
    ctx.log(
      phase,
      army.name,
      `takes over ${from}'s undefended ${s.type} ${s.name} in ${formatHex(s.hex)} for ${army.player} (double upkeep its first turn)`,
      s.type === 'Supply Depot'
        ? 'STRUCTURES, Supply Depot; Destroying Structures'
        : 'ARMY ACTIONS, Move; Destroying Structures',
    );
  }
}
