import { formatHex, Hex, hexKey } from '../../hex';
import type { Army, City } from '../../model';
import { BrokenGround, brokenCut, nearestCityDistance } from '../broken-army';
import { isBroken } from '../economy';
import type { Phase, TurnContext } from './context';
import type { MapView, Walker } from './movement-paths';

/**
 * Broken Armies, enforced when the army moves: the rule is broken-army.ts (shared with the receipt); this asks
 * its questions of the turn's state and logs what it decides. An army with no Move or March at all (only Hold)
 * must still move one hex toward its nearest city. "Unfriendly" is read as the order checker reads it (W013):
 * another player's army, unit (not a spy) or city.
 */

const RULE = 'Broken Armies';

const moved = new WeakMap<TurnContext, Set<string>>();
function movedThisTurn(ctx: TurnContext): Set<string> {
  let set = moved.get(ctx);
  if (set === undefined) moved.set(ctx, (set = new Set()));
  return set;
}

/**
 * The step's board as the Broken limits read it, indexed at the first Broken army for all of them (issue 9: a
 * scan of every city, army and unit per army was armies x things): each player's cities, and who holds each hex
 * (an army, a unit not a spy, a city). A step moves nothing until its movers are simulated (units.ts), so the
 * index holds for the whole step.
 */
export class StepGround {
  private cities: Map<string, City[]> | null = null;
  private holders: Map<number, string[]> | null = null;

  constructor(
    private readonly ctx: TurnContext,
    readonly view: MapView,
  ) {}

  /** The ground one player's Broken army reads. */
  of(player: string): BrokenGround {
    return {
      view: this.view,
      nearestCity: (hex) => nearestCityDistance(this.citiesOf(player), hex),
      unfriendlyAt: (hex) => (this.holdersAt(hex) ?? []).some((p) => p !== player),
    };
  }

  private citiesOf(player: string): readonly City[] {
    if (this.cities === null) {
      this.cities = new Map();
      for (const c of this.ctx.state.cities) listOf(this.cities, c.player).push(c);
    }
    return this.cities.get(player) ?? [];
  }

  private holdersAt(hex: Hex): readonly string[] | undefined {
    if (this.holders === null) {
      const at = (this.holders = new Map<number, string[]>());
      const { armies, units, cities } = this.ctx.state;
      for (const a of armies) if (a.points > 0) listOf(at, hexKey(a.hex)).push(a.player);
      for (const u of units) if (u.type !== 'Spy') listOf(at, hexKey(u.hex)).push(u.player);
      for (const c of cities) if (c.size > 0) listOf(at, hexKey(c.hex)).push(c.player);
    }
    return this.holders.get(hexKey(hex));
  }
}

function listOf<K, T>(map: Map<K, T[]>, key: K): T[] {
  let list = map.get(key);
  if (list === undefined) map.set(key, (list = []));
  return list;
}

/**
 * The path a Broken army takes for one written Move or March (`path`: the hexes the map lets it enter), and the
 * path of an army that must move although its orders do not (`path` empty, `mustMove`). Any other army's path is
 * returned as it is.
 */
export function brokenArmyPath(
  ctx: TurnContext,
  phase: Phase,
  ground: StepGround,
  army: Army,
  w: Walker,
  path: readonly Hex[],
  mustMove: boolean,
): Hex[] {
  if (!isBroken(army)) return [...path];
  const done = movedThisTurn(ctx);
  const cut = brokenCut(ground.of(army.player), w, army.hex, path, done.has(army.name), mustMove);
  if (cut.stop !== null) ctx.log(phase, army.name, `is Broken: it stops short, ${cut.stop.why}`, RULE);
  if (cut.turned !== null)
    ctx.log(
      phase,
      army.name,
      `is Broken and must move at least one hex: it moves to ${formatHex(cut.turned)}, toward its nearest city`,
      RULE,
    );
  else if (cut.closed)
    ctx.log(phase, army.name, 'is Broken but every hex toward its nearest city is closed: it stays', RULE);
  if (cut.path.length > 0) done.add(army.name);
  return [...cut.path];
}
