/**
 * Spending one CP (003 Spend CP's Phase): the log line, the rolls, then the CP reduced. 2-CP actions wait as
 * pending between rounds (CP-R1): the second CP on the same action and target in a later round finishes one; a
 * CP spent on anything else abandons it. FREE MOVE (CP-R16) and FREE REBUILD (CP-R18) keep the CP and, spending
 * none, abandon nothing. A march that fails its MD roll is no FREE MOVE: "the CP point is lost".
 */
import type { Dice } from '../dice';
import { lookup } from '../core/tables';
import type { CpAction } from './actions';
import { actionProblem, actionTarget, isRebuild } from './actions';
import { ACTIONS_CITE, actionCost, BUILD_ROADS_MIN_MD, SABOTAGE_TABLE } from './action-tables';
import type { CpEvent } from './events';
import { cpEvent, rollEvent } from './events';
import { army, player, roadByName, territory, withArmy, withPlayer, withRoad, withTerritory } from './map';
import type { CpPending, CpSettings, CpState, CpTwoCpAction } from './model';
import { captureAtOnce, freeMoveRoll, moveArmy } from './move';
import { sabotage } from './sabotage';
import { TERRITORY_TYPES } from './territory-tables';

/** `later`: the second CP of an action started this round waits for a later round (CP-R1); nothing happened. */
export type SpendOutcome = 'refused' | 'spent' | 'free' | 'later';

export interface SpendOne {
  readonly state: CpState;
  readonly events: readonly CpEvent[];
  readonly outcome: SpendOutcome;
  /** Why it was refused (outcome 'refused'). */
  readonly reason: string;
}

const S = "Spend CP's" as const;

/** `who` spends one CP on `action`; `key` prefixes every die rolled (`cp:R2:...`), unique within the turn. */
export function spendOne(
  state: CpState,
  who: string,
  action: CpAction,
  dice: Dice,
  settings: CpSettings,
  key: string,
): SpendOne {
  const problem = actionProblem(state, who, action);
  if (problem)
    return {
      state,
      events: [cpEvent(S, who, `${action.kind} refused: ${problem}`)],
      outcome: 'refused',
      reason: problem,
    };
  const p = player(state, who);
  if (!p) throw new RangeError(`spendOne: no player ${who}`);
  if (action.kind === 'Give up') {
    const left = state.pending.filter((x) => x.player !== who);
    return {
      state: withPlayer({ ...state, pending: left }, who, { cp: 0 }),
      events: [cpEvent(S, who, `gives up ${p.cp} CP`, "003 A Turn ('until all CP's are spent or give up')")],
      outcome: 'spent',
      reason: '',
    };
  }
  const target = actionTarget(action);
  const cost = actionCost(action.kind, settings);
  const pending = state.pending.find((x) => x.player === who);
  const same =
    cost === 2 && pending !== undefined && pending.action === action.kind && pending.target === target;
  // CP-R1: the second CP "in a later round" (a FREE action lets a player go on within the round).
  if (same && pending.round >= state.round)
    return {
      state,
      events: [cpEvent(S, who, `${action.kind}: ${target}: the second CP waits for a later round`, 'CP-R1')],
      outcome: 'later',
      reason: '',
    };
  const finishing = same;
  if (cost === 2 && !finishing && p.cp < 2)
    return refuse(
      state,
      who,
      action.kind,
      `${action.kind} needs 2 CP and ${who} has 1 left this turn (CP-R1)`,
    );
  const events: CpEvent[] = [
    cpEvent(
      S,
      who,
      `${action.kind}: ${target}${cost === 2 ? (finishing ? ' (second CP)' : ' (first CP of 2)') : ''}`,
      ACTIONS_CITE,
    ),
  ];
  let next: CpState = { ...state, pending: state.pending.filter((x) => x.player !== who) };
  let free = false;
  if (isRebuild(action.kind)) {
    const r = freeRebuild(next, who, target, dice, `${key}:free-rebuild:${target}`);
    if (r) {
      events.push(r.event);
      free = r.free;
    }
  }
  if (cost === 2 && !finishing) {
    const started: CpPending = {
      player: who,
      action: action.kind as CpTwoCpAction,
      target,
      round: state.round,
    };
    next = { ...next, pending: [...next.pending, started] };
  } else {
    const done = apply(next, who, action, dice, key);
    next = done.state;
    events.push(...done.events);
    free = free || done.free;
  }
  if (pending && !finishing) {
    // CP-R1: spending the first CP "on anything else" abandons it; a FREE action spends none.
    if (free && !(cost === 2 && !finishing)) next = { ...next, pending: [...next.pending, pending] };
    else
      events.splice(
        1,
        0,
        cpEvent(S, who, `abandons ${pending.action}: ${pending.target}; its CP is lost`, 'CP-R1'),
      );
  }
  if (!free) next = withPlayer(next, who, { cp: (player(next, who)?.cp ?? 1) - 1 });
  events.push(cpEvent(S, who, `${player(next, who)?.cp ?? 0} CP left${free ? ' (no CP spent)' : ''}`));
  return { state: next, events, outcome: free ? 'free' : 'spent', reason: '' };
}

function refuse(state: CpState, who: string, kind: string, reason: string): SpendOne {
  return { state, events: [cpEvent(S, who, `${kind} refused: ${reason}`)], outcome: 'refused', reason };
}

/** CP-R18: rebuilding an army in a Castle or Fortress its player owns, D6 5+ / 3+ is a FREE REBUILD. */
function freeRebuild(
  state: CpState,
  who: string,
  armyName: string,
  dice: Dice,
  key: string,
): { free: boolean; event: CpEvent } | null {
  const t = territory(state, army(state, armyName)?.territory ?? '');
  const need = t ? TERRITORY_TYPES[t.type].freeRebuild : null;
  if (!t || need === null || t.owner !== who) return null;
  const roll = rollEvent(dice, key, 6, S, armyName, `003 Territory Descriptions: ${t.type}, CP-R18`, (r) =>
    r >= need ? `${need}+: FREE REBUILD in ${t.name}, no CP spent` : `needs ${need}+ for a FREE REBUILD`,
  );
  return { free: roll.result >= need, event: roll.event };
}

/** The action's effect once paid in full. */
function apply(
  state: CpState,
  who: string,
  action: CpAction,
  dice: Dice,
  key: string,
): { state: CpState; events: CpEvent[]; free: boolean } {
  switch (action.kind) {
    case 'Rebuild Defeated Army':
      return {
        state: withArmy(state, action.army, { status: 'normal' }),
        events: [cpEvent(S, action.army, 'rebuilt: normal', `${ACTIONS_CITE}: Rebuild Defeated Army`)],
        free: false,
      };
    case 'Rebuild Broken Army':
      return {
        state: withArmy(state, action.army, { status: 'defeated' }),
        events: [cpEvent(S, action.army, 'rebuilt: defeated', `${ACTIONS_CITE}: Rebuild Broken Army, CP-R2`)],
        free: false,
      };
    case 'Fortify Castle':
    case 'Fortify Settlement': {
      const t = territory(state, action.territory);
      const dv = (t?.dv ?? 0) + 1;
      return {
        state: withTerritory(state, action.territory, { dv }),
        events: [cpEvent(S, action.territory, `DV ${dv}`, `${ACTIONS_CITE}: ${action.kind}`)],
        free: false,
      };
    }
    case 'Build Roads': {
      const road = roadByName(state, action.road);
      if (!road) return { state, events: [], free: false };
      const md = Math.max(BUILD_ROADS_MIN_MD, road.md - 1);
      return {
        state: withRoad(state, road, md),
        events: [cpEvent(S, action.road, `MD ${md}`, `${ACTIONS_CITE}: Build Roads`)],
        free: false,
      };
    }
    case 'Sabotage': {
      const r = rollEvent(
        dice,
        `${key}:sabotage:${who}`,
        6,
        S,
        action.target,
        SABOTAGE_TABLE.cite,
        (n) => `${lookup(SABOTAGE_TABLE, n)}`,
      );
      const done = sabotage(state, who, action, lookup(SABOTAGE_TABLE, r.result), dice, key);
      return { state: done.state, events: [r.event, ...done.events], free: false };
    }
    case 'Move an army': {
      const a = army(state, action.army);
      const fm = a ? freeMoveRoll(state, a, dice, `${key}:free-move:${a.name}`) : null;
      const moved = moveArmy(state, action.army, action.to, dice, `${key}:md:${action.army}`);
      // Our reading: a won FREE MOVE roll ("no CP is spent, the move is treated as a FREE MOVE. You have to roll
      // for March Difficulty as normal though") spares the CP of a move made; when the MD roll fails there is no
      // move, and 003 Move an army holds: "If you fail your MD roll the CP point is lost". The Log says so.
      const free = (fm?.free ?? false) && moved.moved;
      const lost =
        fm?.free && !moved.moved
          ? [cpEvent(S, action.army, 'no FREE MOVE: the march failed, the CP is lost', '003 Move an army')]
          : [];
      return {
        state: moved.state,
        events: [...(fm ? [fm.event] : []), ...moved.events, ...lost],
        free,
      };
    }
    case 'Decrease DV': {
      const dv = Math.max(0, (territory(state, action.territory)?.dv ?? 0) - 1);
      let next = withTerritory(state, action.territory, { dv });
      const events = [cpEvent(S, action.territory, `DV ${dv}`, `${ACTIONS_CITE}: Decrease Dv, CP-R13`)];
      const mine = next.armies.find((x) => x.player === who && x.territory === action.territory);
      if (dv === 0 && mine) {
        const c = captureAtOnce(next, mine);
        next = c.state;
        events.push(...c.events);
      }
      return { state: next, events, free: false };
    }
    case 'Give up':
      return { state, events: [], free: false };
  }
}
