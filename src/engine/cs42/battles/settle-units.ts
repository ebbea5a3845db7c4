import { formatHex, sameHex } from '../../hex';
import type { Unit } from '../../model';
import { chooseRetreat } from './retreat';
import { COLOCATED_LOST_AT_MOST, enslaveOutcome, SETTLER_SPOILS_PER_PIP } from './tables';
import type { SettlementWork } from './work';

/**
 * Co-located Settlers and Engineers (RULINGS 35): "If you win a battle in a hex where enemy Settlers and/or
 * Engineers are present there is a 50% chance that they are also killed. Roll for each one" (d100 <= 50,
 * `<battle>:colocated:<unit>`). If killed, the winner rolls for spoils (settlers: one d20 per size, in guilders;
 * none for engineers). If the winner ordered them enslaved, the same roll instead gives the chance to enslave
 * them (Enslaving: d100 60% enslaved, 20% killed, 20% escapes one hex, `<battle>:enslave:<unit>`).
 */

const COLOCATED = 'Co-located Settlers and Engineers (RULINGS 35)';
const ENSLAVING = 'Enslaving';

export function colocatedUnits(w: SettlementWork, winner: string, loser: string, enslave: boolean): void {
  const here = w.state.units.filter(
    (u) =>
      u.player === loser && (u.type === 'Settler' || u.type === 'Engineer') && sameHex(u.hex, w.battle.hex),
  );
  for (const unit of here) {
    const r = w.roll(`${w.prefix}:colocated:${unit.name}`, 100, unit.name, COLOCATED, (n) =>
      n <= COLOCATED_LOST_AT_MOST
        ? `${loser} lost the battle: ${enslave ? `${winner} may try to enslave it` : 'killed'} (${n} <= ${COLOCATED_LOST_AT_MOST})`
        : `survives the battle (${n} > ${COLOCATED_LOST_AT_MOST})`,
    );
    if (r > COLOCATED_LOST_AT_MOST) continue;
    if (enslave) attemptEnslave(w, unit, winner);
    else killUnit(w, unit, winner, COLOCATED);
  }
}

export function attemptEnslave(w: SettlementWork, unit: Unit, by: string): void {
  const r = w.roll(`${w.prefix}:enslave:${unit.name}`, 100, unit.name, ENSLAVING, (n) => {
    const o = enslaveOutcome(n);
    return o === 'enslaved'
      ? `enslaved by ${by} (${n} <= 60)`
      : o === 'killed'
        ? `resists and is killed (${n}: 61-80)`
        : `escapes unharmed (${n}: 81-100)`;
  });
  const outcome = enslaveOutcome(r);
  const u = w.state.units.find((x) => x === unit || x.name === unit.name);
  if (u === undefined) return;
  if (outcome === 'enslaved') {
    u.player = by;
    return;
  }
  if (outcome === 'killed') {
    w.state.units = w.state.units.filter((x) => x !== u);
    return;
  }
  // Escapes: the unit retreats one hex as an army would (Retreats), or stays put when nowhere is open.
  const asArmy = {
    name: u.name,
    player: u.player,
    hex: u.hex,
    points: 1,
    mobility: 'FOOT' as const,
    race: '',
    site: 'field' as const,
  };
  const to = chooseRetreat(w.state, asArmy, null, w.dice, `${w.prefix}:escape:${u.name}`).to;
  if (to !== null) {
    u.hex = { ...to };
    w.say(u.name, `escapes to ${formatHex(to)}`, ENSLAVING);
  }
}

/** A settler band or engineer killed by `by`: settlers yield one d20 per size in guilders (Spoils). */
export function killUnit(w: SettlementWork, unit: Unit, by: string, rule: string): void {
  w.state.units = w.state.units.filter((x) => x.name !== unit.name || x.player !== unit.player);
  if (unit.type !== 'Settler') {
    w.say(unit.name, 'killed: there are no spoils for engineers', rule);
    return;
  }
  let total = 0;
  for (let i = 1; i <= unit.size; i++)
    total += w.roll(
      `${w.prefix}:settler-spoils:${unit.name}:${i}`,
      20,
      unit.name,
      'Spoils (settlers)',
      (n) => `spoils die ${i} of ${unit.size}: ${n}`,
    );
  const amount = total * SETTLER_SPOILS_PER_PIP;
  w.receive(by, 'Spoils', amount, `spoils of the settler band ${unit.name} (${unit.size} d20)`);
  w.say(
    unit.name,
    `killed: ${by} loots ${amount} guilders; ${unit.player} loses nothing`,
    'Spoils (settlers)',
  );
}
