/**
 * Spend CP's (003 Spend CP's Phase; CP-R21): in order of play each player with CP spends one on his next line;
 * a line refused when its round comes passes to the next; after a FREE action he goes on. Interactive rounds
 * run one round a Resolve; the queued setting runs every round in one, and a list that runs out gives up the CP
 * left. A round in which nobody acts ends the spending: the CP left are given up (the ledger's reading of "until
 * all CP's are spent or give up", so a silent table cannot loop for ever).
 */
import type { StageJournalEntry, StageSpec } from '../../core/stage';
import { Dice } from '../../dice';
import { actionTarget } from '../actions';
import type { CpEvent } from '../events';
import { cpEvent } from '../events';
import { player, withPlayer } from '../map';
import type { CpState } from '../model';
import { parseCpLine } from '../orders/grammar';
import { spendOne } from '../spend-one';
import { spendingOpen } from '../spend';
import {
  cpEntries,
  cpSummaries,
  type CpLinesRead,
  type CpOrderLine,
  type CpStageSettings,
  type CpStageState,
} from './model';

const S = "Spend CP's" as const;

interface Round {
  readonly state: CpState;
  readonly events: CpEvent[];
  readonly entries: StageJournalEntry[];
  readonly used: Map<string, number>;
  readonly acted: boolean;
}

/** One round over each player's lines still to read. */
export function spendLines(
  state: CpState,
  queues: ReadonlyMap<string, readonly CpOrderLine[]>,
  dice: Dice,
  settings: CpStageSettings,
): Round {
  let next = state;
  const events: CpEvent[] = [];
  const entries: StageJournalEntry[] = [];
  const used = new Map<string, number>();
  let anyone = false;
  for (const who of state.order) {
    if ((player(next, who)?.cp ?? 0) <= 0) continue;
    const mine = queues.get(who) ?? [];
    let i = 0;
    let step = 0;
    let acted = false;
    while (i < mine.length && (player(next, who)?.cp ?? 0) > 0) {
      const line = mine[i] as CpOrderLine;
      i += 1;
      const parsed = parseCpLine(next, who, line.text, 'spend');
      if (!parsed.ok || parsed.order.kind !== 'action') {
        events.push(
          cpEvent(
            S,
            who,
            `line ${line.line} "${line.text}" refused: ${parsed.ok ? 'not an action' : `${parsed.code} ${parsed.message}`}`,
          ),
        );
        continue;
      }
      const action = parsed.order.action;
      const key = `cp:R${state.round}${step > 0 ? `.${step + 1}` : ''}`;
      const r = spendOne(next, who, action, dice, settings, key);
      events.push(...r.events);
      if (r.outcome === 'refused') continue;
      entries.push(
        ...cpEntries(next, r.state, (p) =>
          p === who
            ? `${action.kind}: ${actionTarget(action) || 'the rest of this turn'}`
            : `${action.kind} by ${who} (CP-R10)`,
        ),
      );
      next = r.state;
      acted = true;
      if (r.outcome === 'spent') break;
      step += 1;
    }
    used.set(who, i);
    anyone = anyone || acted;
    if (!acted) events.push(cpEvent(S, who, `no action in round ${state.round}`));
  }
  return { state: { ...next, round: state.round + 1 }, events, entries, used, acted: anyone };
}

/** Every player's CP left given up, with the Journal entries. */
function giveUpAll(
  state: CpState,
  why: string,
): { state: CpState; events: CpEvent[]; entries: StageJournalEntry[] } {
  let next = state;
  const events: CpEvent[] = [];
  for (const p of state.players.filter((x) => x.cp > 0)) {
    next = withPlayer(next, p.name, { cp: 0 });
    events.push(
      cpEvent(S, p.name, `gives up ${p.cp} CP: ${why}`, "003 A Turn ('until all CP's are spent or give up')"),
    );
  }
  return { state: next, events, entries: cpEntries(state, next, () => `CP given up: ${why}`) };
}

export const CP_SPEND_STAGE: StageSpec<CpStageState, CpOrderLine, CpEvent> = {
  id: 'spend',
  label: "Resolve Spend CP's round",
  waits: 'orders',
  run(input) {
    const dice = new Dice(input.seed, input.overrides);
    const queued = input.state.settings.spending === 'queued';
    const lines = new Map<string, CpLinesRead>(input.state.lines);
    const queues = new Map<string, CpOrderLine[]>();
    for (const p of input.state.cp.players) {
      const sent = input.orders.get(p.name) ?? [];
      const stamp = sent[0]?.sent ?? '';
      const was = lines.get(p.name);
      const from = was && was.sent === stamp ? Math.min(was.read, sent.length) : 0;
      queues.set(p.name, sent.slice(from));
      lines.set(p.name, { read: from, sent: stamp });
    }
    let state: CpState = { ...input.state.cp, round: input.clock.round };
    const events: CpEvent[] = [];
    const entries: StageJournalEntry[] = [];
    let closed: boolean;
    do {
      if (queued)
        for (const p of state.players)
          if (p.cp > 0 && (queues.get(p.name) ?? []).length === 0)
            queues.set(p.name, [{ line: 0, text: `${p.name} - Give up`, sent: '' }]);
      const r = spendLines(state, queues, dice, input.state.settings);
      state = r.state;
      events.push(...r.events);
      entries.push(...r.entries);
      for (const [who, n] of r.used) {
        const q = queues.get(who) ?? [];
        const real = q.slice(0, n).filter((l) => l.line > 0).length;
        queues.set(who, q.slice(n));
        const was = lines.get(who) ?? { read: 0, sent: '' };
        lines.set(who, { ...was, read: was.read + real });
      }
      if (!r.acted && spendingOpen(state)) {
        const g = giveUpAll(state, `round ${state.round - 1} passed with no action`);
        state = g.state;
        events.push(...g.events);
        entries.push(...g.entries);
      }
      closed = !spendingOpen(state);
    } while (queued && !closed);
    return {
      state: { ...input.state, cp: state, lines },
      next: closed
        ? { turn: input.clock.turn, stage: 'battles', round: 1 }
        : { turn: input.clock.turn, stage: 'spend', round: state.round },
      events,
      entries,
      battles: [],
      summaries: cpSummaries(state, events),
    };
  },
};
