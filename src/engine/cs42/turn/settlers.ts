import { distance, formatHex, sameHex } from '../../hex';
import type { Unit } from '../../model';
import type { OrderLine } from '../orders';
import { playerSees } from '../orders/knowledge';
import { LedgerNames } from '../orders/naming';
import { normalize } from '../orders/parse';
import { visibleHexes } from '../visibility';
import type { Mutable, Phase, TurnContext } from './context';
import { key, removeFrom } from './units-memory';

/**
 * SETTLER ACTIONS, Found City (Table 10; RULINGS 20; TERRAIN, Ruined/Abandoned City). The band founds the city
 * on its second consecutive Found City action (one a turn, so the turn after the first; the order checker
 * numbers the step from last turn's accepted actions), if the hex is still 3 or more hexes from every city
 * ("at least two non-city hexes between"). The new city has the band's size and its name (numbered when only
 * what the player cannot see bears it: ledgerName below); the band is removed; structures in the hex are
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
  const named = ledgerName(ctx, band, name);
  if (named === null) {
    ctx.log(phase, band.name, `Found City fails: the name ${name} is already in use`, T10);
    return;
  }
  if (named !== name) {
    // For the moderator alone (no subject: a Log row reaches the report of whoever owns its subject, and no name
    // is ever empty, O008). The player hears only that the name was taken, as with W018 at submission.
    ctx.log(
      phase,
      '',
      `W018 ${band.player}'s ${band.name} founds “${name}”, a name that something ${band.player} cannot see already bears: the ledger calls the new city “${named}”.`,
      `${T10}; for the moderator only`,
    );
  }
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
  const taken = named === name ? '' : ` (the name ${name} is taken)`;
  ctx.log(
    phase,
    band.name,
    `founds ${named} (size ${band.size}) in ${formatHex(band.hex)}${taken}${cleared}`,
    T10,
  );
}

/**
 * The new city's name when the order's name is free or borne only by what the player cannot see (another's
 * underground city, army or unit out of sight, any spy; founded or raised earlier this turn, since the checker
 * numbers a name already in the ledger): then the first free numeral, as orders/naming.ts does at submission,
 * since failing the order would tell him the thing exists. Null when he sees what bears it: the order fails.
 */
function ledgerName(ctx: TurnContext, band: Unit, name: string): string | null {
  const all = [...ctx.state.armies, ...ctx.state.units, ...ctx.state.cities];
  const bearers = all.filter((x) => key(x.name) === key(name));
  if (bearers.length === 0) return name;
  const seen = visibleHexes(ctx.state, band.player);
  if (bearers.some((x) => playerSees(ctx.state, seen, band.player, x))) return null;
  return new LedgerNames(new Set(all.map((x) => normalize(x.name)))).of(name);
}
