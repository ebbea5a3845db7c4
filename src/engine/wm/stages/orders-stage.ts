/**
 * Stage `orders` (TURN ORDER 1-2, WM-R2): the written orders revealed, the delayed crossings advanced, the delay
 * checks rolled and the moves made (MOVEMENT; Terrain effects WM-R3/R5), sieges pressed or lifted (Siege; WM-R27),
 * interdictions, two armies of one nation (WM-R25), and the contacts that follow (ENGAGING THE ENEMY).
 */
import { Dice } from '../../dice';
import { addSummary, summariesOf, type Clock, type StageSpec } from '../../core/stage';
import { rally } from '../aftermath';
import { contacts, engagement, interdictions } from '../engagement';
import { wmEvent, type WmEvent } from '../events';
import { area, army as armyOf, withArmy } from '../map';
import { afloat, expeditionsOf } from '../expedition';
import { declareExodus } from '../exodus';
import { beginMonth } from '../month';
import { advanceDelay, sameNationReturns, startOver } from '../movement';
import { awaitingChoices, toStageBattle } from './battles';
import { carryOut, fight, orderFor, type Ordered, type Run } from './carry-out';
import { independentStep } from './independent-step';
import { armiesOf, openMeeting } from './meeting';
import { endOfMonth } from './month-end';
import { sailAll } from './sea';
import type { WmCampaign, WmOrder } from './model';
import { WM_STAGE_IDS } from './model';

export const ORDERS_STAGE: StageSpec<WmCampaign, WmOrder, WmEvent> = {
  id: WM_STAGE_IDS.orders,
  label: 'Resolve the month’s moves',
  waits: 'orders',
  run(input) {
    const dice = new Dice(input.seed, input.overrides);
    const run: Run = {
      s: beginMonth(input.state.state),
      battles: [...input.state.battles],
      events: [],
      entries: [],
      warnings: [],
      turn: input.clock.turn,
    };
    const given = new Map<string, WmOrder>();
    const sails = new Map<string, Extract<WmOrder, { kind: 'sail' }>>();
    const independents = new Map<string, { race: string; choice: 'battle' | 'force' }>();
    for (const list of input.orders.values())
      for (const o of list) {
        if (o.kind === 'independent') independents.set(o.army, { race: o.race, choice: o.choice });
        else if ('army' in o) given.set(o.army, o);
        if (o.kind === 'sail') sails.set(o.expedition, o);
      }
    // Exodus is declared "at the start of any turn": the nation's army takes ship before anything moves.
    for (const [n, list] of input.orders)
      for (const o of list)
        if (o.kind === 'exodus')
          try {
            const r = declareExodus(run.s, n, o.fleet);
            run.s = r.state;
            run.events.push(...r.events);
          } catch (e) {
            run.warnings.push(`${n}: ${(e as Error).message}; no Exodus`);
          }
    const before = run.s.armies;
    const interdicting = new Set<string>();
    const rallied: string[] = [];
    for (const a of before) {
      const now = armyOf(run.s, a.name);
      if (now.status === 'routed') {
        if (given.get(a.name)?.kind === 'rally') rallied.push(a.name);
        continue;
      }
      // MULTIPLE PLAYERS / ARMIES, Option A: "pre-engaged in combat for next turn, neither army may be given
      // orders": it stands, and the contact below pits it against the army it shares the area with.
      if (now.status === 'pre-engaged') {
        run.s = withArmy(run.s, a.name, { status: 'normal' });
        run.events.push(
          wmEvent(
            'M2 Move',
            a.name,
            `pre-engaged: stays in ${now.area}, with no orders, to fight for it`,
            '002 MULTIPLE PLAYERS / ARMIES',
          ),
        );
        continue;
      }
      if (now.delay) {
        const r = advanceDelay(run.s, a.name);
        run.s = r.state;
        run.events.push(...r.events);
        continue;
      }
      const o = orderFor(run.s, a.name, given, run.warnings);
      if (!o) continue;
      try {
        carryOut(run, o as Ordered, dice, interdicting);
      } catch (e) {
        // The order was good when written; an earlier move this month made it impossible (our reading: it holds).
        run.warnings.push(`${a.name}: ${(e as Error).message}; it holds`);
      }
    }
    // Interdiction: the leaver is brought back and fought in the area it tried to leave.
    for (const c of interdictions(before, run.s.armies, interdicting)) {
      const [leaver, stopper] = c.armies;
      const was = before.find((x) => x.name === leaver);
      if (!leaver || !stopper || !was) continue;
      run.s = withArmy(run.s, leaver, { area: was.area, cameFrom: null, location: 'Countryside', ahead: [] });
      const a = area(run.s, was.area);
      fight(
        run,
        [leaver, stopper],
        'interdiction',
        engagement('Countryside', 'Countryside', {
          pop: a.pop,
          ownedByEither: a.owner !== null,
          swap: false,
        }),
      );
    }
    const same = sameNationReturns(run.s);
    run.s = same.state;
    run.events.push(...same.events);
    const busy = new Set(run.battles.filter((b) => b.turn === run.turn).flatMap((b) => b.armies));
    for (const c of contacts(before, run.s.armies)) {
      const free = c.armies.filter((x) => !busy.has(x));
      const sieging = free.filter((x) => ['besieging', 'besieged'].includes(armyOf(run.s, x).status));
      if (free.length < 2 || sieging.length === free.length) continue;
      for (const x of free) if (armyOf(run.s, x).delay) run.s = startOver(run.s, x);
      if (free.length > 2) {
        openMeeting(run, c.area, free);
        continue;
      }
      const pair: [string, string] = [free[0] ?? '', free[1] ?? ''];
      const a = area(run.s, c.area);
      if (c.swap) {
        // Our reading: the swap is fought in the countryside of the area the first-named army entered, so the
        // second stands there too (back in the area it started from): it retreats from there if it loses
        // (POST COMBAT), and it does not stay beside a third army in the area it was heading for.
        run.s = withArmy(run.s, pair[1], { area: c.area, cameFrom: null, location: 'Countryside' });
        fight(
          run,
          pair,
          'swap',
          engagement('Countryside', 'Countryside', { pop: a.pop, ownedByEither: true, swap: true }),
        );
      } else {
        const b = awaitingChoices(run.battles, run.turn, c.area, pair);
        run.battles.push(b);
        run.events.push(
          wmEvent(
            'M3 Combat',
            b.id,
            `${pair.join(' vs ')} meet in ${c.area}: location choices awaited`,
            '002 ENGAGING THE ENEMY',
          ),
        );
      }
    }
    independentStep(run, independents, dice);
    // The fleets at sea in the movement segment, after the armies' moves: a landing needs an area free of them.
    sailAll(run, input.state.state, sails, dice);
    // Our reading of "at the end of any turn": the rally ordered with the month's orders, after the moves.
    for (const name of rallied) {
      const r = rally(run.s, armyOf(run.s, name).nation, name);
      run.s = r.state;
      run.events.push(...r.events);
    }
    return finish(input.state, run, input.clock);
  },
};

function finish(was: WmCampaign, run: Run, clock: Clock): ReturnType<typeof ORDERS_STAGE.run> {
  const cards = new Map<string, string[]>();
  const opened = run.battles.filter((b) => !was.battles.includes(b));
  for (const a of run.s.armies)
    addSummary(cards, a.nation, `${a.name}: ${a.area}${a.delay ? ` (delayed ${a.delay.turns})` : ''}`);
  for (const e of expeditionsOf(was.state).filter(afloat)) {
    const now = expeditionsOf(run.s).find((x) => x.name === e.name) ?? e;
    addSummary(
      cards,
      now.nation,
      `${now.name}: ${now.status}${now.area ? ` in ${now.area}` : ''}${now.result ? `; ${now.result}` : ''}; ${now.boats} boat(s)`,
    );
  }
  for (const b of opened)
    for (const x of armiesOf(b)) {
      // An Independent lesser-race army is no player's: it gets no card.
      const a = run.s.armies.find((y) => y.name === x);
      if (a) addSummary(cards, a.nation, `${b.id} ${b.area}: ${b.status}`);
    }
  const c: WmCampaign = { state: run.s, battles: run.battles };
  const waiting = run.battles.some((b) => b.turn === clock.turn && b.status === 'awaiting choices');
  const toFight = run.battles.some((b) => b.status === 'to fight');
  let next: Clock = {
    turn: clock.turn,
    stage: waiting ? WM_STAGE_IDS.locations : WM_STAGE_IDS.reports,
    round: 1,
  };
  let state = c;
  const events = [...run.events];
  if (!waiting && !toFight) {
    const end = endOfMonth(c, clock, new Set());
    state = end.campaign;
    next = end.next;
    events.push(...end.events);
  }
  for (const w of run.warnings) events.push(wmEvent('M2 Move', 'moderator', w));
  return {
    state,
    next,
    events,
    entries: run.entries,
    battles: opened.map((b) => toStageBattle(run.s, b)),
    summaries: summariesOf(cards),
  };
}
