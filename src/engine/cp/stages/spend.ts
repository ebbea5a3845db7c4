/**
 * Spend CP's (003 Spend CP's Phase; CP-R21): in order of play each player with CP spends one on his next line;
 * a line refused when its round comes passes to the next; after a FREE action he goes on. Interactive rounds
 * run one round a Resolve; the queued setting runs every round in one.
 * One rule in both settings (our reading of 003 A Turn, "one by one until all CP's are spend of give up", and
 * "each player spends exactly 1 CP" a round: nobody passes): a player who has sent lines this turn and has none
 * left to spend when his turn in a round comes gives up his CP left, whether or not others act that round. One
 * who has sent none this turn has not been heard: he is skipped and keeps his CP, and a round is not run while
 * nobody with CP has a line left and one of them has sent none (the moderator waits, or enters his Give up line
 * on the Orders tab). Queued, every round runs in one Resolve, so it waits until every player with CP has sent.
 */
import type { StageJournalEntry, StageSpec } from '../../core/stage';
import { Dice } from '../../dice';
import { cpEvent, type CpEvent } from '../events';
import type { CpState } from '../model';
import { parseCpLine } from '../orders/grammar';
import { spendingOpen, spendRoundWith, type LineRead } from '../spend';
import { cpSummaries, type CpLinesRead, type CpOrderLine, type CpStageState } from './model';

const S = "Spend CP's" as const;

/** A line read against the map when its turn in the round comes (orders/grammar.ts). */
function readLine(state: CpState, who: string, line: CpOrderLine): LineRead {
  const parsed = parseCpLine(state, who, line.text, 'spend');
  if (parsed.ok && parsed.order.kind === 'action') return { action: parsed.order.action };
  return {
    refused: `line ${line.line} "${line.text}" refused: ${parsed.ok ? 'not an action' : `${parsed.code} ${parsed.message}`}`,
  };
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
    const sentNone = (who: string): boolean => (input.orders.get(who) ?? []).length === 0;
    const waiting = state.players.filter((p) => p.cp > 0);
    // Queued, every round runs now: a player who has sent no list would give up his CP unheard.
    if (
      (queued || waiting.every((p) => (queues.get(p.name) ?? []).length === 0)) &&
      waiting.some((p) => sentNone(p.name))
    )
      throw new Error(
        `Orders: no orders for round ${state.round} yet: wait for them, or send Give up lines (${waiting
          .filter((p) => sentNone(p.name))
          .map((p) => p.name)
          .join(', ')} sent none this turn; 003 A Turn: "until all CP's are spent or give up")`,
      );
    // The end of a list sent is its Give up (line 0: never counted as read).
    for (const p of waiting)
      if (!sentNone(p.name))
        queues.set(p.name, [
          ...(queues.get(p.name) ?? []),
          { line: 0, text: `${p.name} - Give up`, sent: '' },
        ]);
    const events: CpEvent[] = [];
    const entries: StageJournalEntry[] = [];
    let closed: boolean;
    do {
      const r = spendRoundWith(state, queues, dice, input.state.settings, readLine);
      state = r.state;
      events.push(...r.events);
      entries.push(...r.entries);
      for (const [who, n] of r.used) {
        const q = queues.get(who) ?? [];
        const real = q.slice(0, n).filter((l) => l.line > 0).length;
        if (real < n)
          events.push(
            cpEvent(
              S,
              who,
              "every line sent is read: the list's end gives up the CP left",
              "003 A Turn ('until all CP's are spent or give up')",
            ),
          );
        queues.set(who, q.slice(n));
        const was = lines.get(who) ?? { read: 0, sent: '' };
        lines.set(who, { ...was, read: was.read + real });
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
      summaries: cpSummaries(state, events, input.state.cp),
    };
  },
};
