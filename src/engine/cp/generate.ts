/**
 * The start of a turn (003 "A Turn" 1-2): Determine Order draws a new random order of play, then Generate CP's
 * gives each player, in order of play, D3+1 CP (CP-R3), +1 for each Market Town on a 6, Large Town on 5+ and Major
 * City on 4+ held (CP-R9), plus last turn's Sabotage modifiers.
 */
import type { Dice } from '../dice';
import { CP_BASE_PLUS } from './action-tables';
import type { CpEvent } from './events';
import { cpEvent, rollEvent } from './events';
import { withPlayer } from './map';
import type { CpState } from './model';
import { TERRITORY_CITE, TERRITORY_TYPES } from './territory-tables';

/**
 * "Determin Order Phase": a new random order each turn, kept for every phase of the turn. The draw from the
 * Order Stack is a Fisher-Yates shuffle (core/rolls.ts shuffle's keys), each of its dice logged.
 */
export function determineOrder(state: CpState, dice: Dice): { state: CpState; events: CpEvent[] } {
  const order = state.players.map((p) => p.name);
  const events: CpEvent[] = [];
  const key = `cp:order:T${state.turn}`;
  for (let i = order.length - 1; i > 0; i--) {
    const draw = rollEvent(
      dice,
      `${key}#${order.length - i}`,
      i + 1,
      'Determine Order',
      order.slice(0, i + 1).join(', '),
      '003 Determin Order Phase',
      (r) => `draws ${order[r - 1] ?? ''} for place ${i + 1}`,
    );
    events.push(draw.event);
    const j = draw.result - 1;
    const a = order[i] as string;
    order[i] = order[j] as string;
    order[j] = a;
  }
  events.push(
    cpEvent(
      'Determine Order',
      order.join(', '),
      `order of play for turn ${state.turn}`,
      '003 Determin Order Phase',
    ),
  );
  return { state: { ...state, order, round: 1 }, events };
}

/** "Generate CP's Phase", in order of play. A total below 0 is 0. */
export function generateCp(state: CpState, dice: Dice): { state: CpState; events: CpEvent[] } {
  const events: CpEvent[] = [];
  let next = state;
  for (const name of state.order) {
    const p = next.players.find((x) => x.name === name);
    if (!p) continue;
    const base = rollEvent(
      dice,
      `cp:generate:${name}`,
      3,
      "Generate CP's",
      name,
      'CP-R3',
      (r) => `D3+1 = ${r + CP_BASE_PLUS} CP`,
    );
    events.push(base.event);
    let cp = base.result + CP_BASE_PLUS;
    for (const t of state.territories.filter((x) => x.owner === name)) {
      const need = TERRITORY_TYPES[t.type].extraCp;
      if (need === null) continue;
      const roll = rollEvent(
        dice,
        `cp:generate:${t.name}`,
        6,
        "Generate CP's",
        t.name,
        `${TERRITORY_CITE}: ${t.type}`,
        (r) => (r >= need ? `${need}+: +1 CP for ${name}` : `needs ${need}+: no extra CP`),
      );
      events.push(roll.event);
      if (roll.result >= need) cp += 1;
    }
    if (p.nextCpModifier !== 0) {
      cp += p.nextCpModifier;
      events.push(
        cpEvent(
          "Generate CP's",
          name,
          `${p.nextCpModifier > 0 ? '+' : ''}${p.nextCpModifier} CP from Sabotage`,
          '003 Sabotage',
        ),
      );
    }
    cp = Math.max(0, cp);
    events.push(cpEvent("Generate CP's", name, `${cp} CP this turn`));
    next = withPlayer(next, name, { cp, nextCpModifier: 0 });
  }
  return { state: next, events };
}
