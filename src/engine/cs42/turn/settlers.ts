import { distance, formatHex, sameHex } from '../../hex';
import type { Unit } from '../../model';
import type { OrderLine } from '../orders';
import type { Mutable, Phase, TurnContext } from './context';
import { ledgerName, takenNote, tellModerator } from './hidden-names';
import { removeFrom } from './units-memory';

/**
 * SETTLER ACTIONS, Found City (Table 10; RULINGS 20; TERRAIN, Ruined/Abandoned City). The band founds the city
 * on its second consecutive Found City action (one a turn, so the turn after the first; the order checker
 * numbers the step from last turn's accepted actions), if the hex is still 3 or more hexes from every city
 * ("at least two non-city hexes between"). The new city has the band's size and its name (numbered when only
 * what the player cannot see bears it: hidden-names.ts); the band is removed; structures in the hex are
 * destroyed to make room (STRUCTURES, City). On a Ruined City hex one action is enough and the ruin is cleared.
 */

export const NEW_CITY_MIN_DISTANCE = 3;
const T10 = 'SETTLER ACTIONS, Found City (RULINGS 20)';

export function settlerAction(ctx: TurnContext, phase: Phase, band: Mutable<Unit>, line: OrderLine): void {
  if (line.actionId !== 'FoundCity' || line.args?.type !== 'new') return;
  const name = line.args.name;
  const here = ctx.state.map.hexes.get(formatHex(band.hex));
  const ruined = here?.special === 'Ruined City';
  const n = line.step?.n ?? 1;
  const of = line.step?.of ?? 2;
  if (n < of && !ruined) {
    ctx.log(
      phase,
      band.name,
      `begins founding ${name} in ${formatHex(band.hex)} (1 of 2: Found City again next turn)`,
      T10,
    );
    return;
  }
  const near = ctx.state.cities.find((c) => c.size > 0 && distance(c.hex, band.hex) < NEW_CITY_MIN_DISTANCE);
  if (near !== undefined) {
    const d = distance(near.hex, band.hex);
    // The report is the player's: another's underground city is hidden from him (VISIBILITY), so it goes unnamed.
    const hidden =
      near.player !== band.player && ctx.state.map.hexes.get(formatHex(near.hex))?.terrain === 'Underground';
    ctx.log(
      phase,
      band.name,
      `Found City ${name} fails: ${hidden ? 'a city' : near.name} is ${d} hex(es) away; a new city needs 3 or more`,
      T10,
    );
    return;
  }
  const named = ledgerName(ctx, band.player, name);
  if (named === null) {
    ctx.log(phase, band.name, `Found City fails: the name ${name} is already in use`, T10);
    return;
  }
  const made = { player: band.player, by: band.name, verb: 'founds', what: 'city', written: name, named };
  tellModerator(ctx, phase, made, T10);
  const gone = ctx.state.structures.filter((s) => sameHex(s.hex, band.hex));
  for (const s of gone) ctx.state.structures.splice(ctx.state.structures.indexOf(s), 1);
  if (ruined && here !== undefined) here.special = null;
  ctx.state.cities.push({
    name: named,
    player: band.player,
    hex: band.hex,
    size: band.size,
    improvements: [],
    conquered: false,
    besieged: false,
    conqueredTurn: null,
    failedSieges: 0,
    corruption: 0,
  });
  removeFrom(ctx.state.units, band.name);
  const cleared = gone.length > 0 ? `; ${gone.map((s) => s.type).join(', ')} cleared` : '';
  const taken = takenNote(name, named);
  ctx.log(
    phase,
    band.name,
    `founds ${named} (size ${band.size}) in ${formatHex(band.hex)}${taken}${cleared}`,
    T10,
  );
}
