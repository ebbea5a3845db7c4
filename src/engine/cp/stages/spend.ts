/**
 * Spend CP's (003 Spend CP's Phase; CP-R21): in order of play each player with CP spends one on his next line;
 * a line refused when its round comes passes to the next; after a FREE action he goes on. Interactive rounds
 * run one round a Resolve; the queued setting runs every round in one, and a list that runs out gives up the CP
 * left. A round is not run while no player with CP has a line left to read and one of them has sent none this
 * turn: he has not had his chance yet ("one by one until all CP's are spent or give up"; the moderator waits or
 * has him send Give up). A round in which nobody acts gives up the CP of those whose lists are all read (the
 * ledger's reading of "until all CP's are spent or give up", so a silent table cannot loop for ever); one who
 * has sent nothing keeps his CP for the next round. Queued, every round runs in one Resolve, so it waits until
 * every player with CP has sent a list.
 */
import type { StageJournalEntry, StageSpec } from '../../core/stage';
import { Dice } from '../../dice';
import type { CpEvent } from '../events';
import { cpEvent } from '../events';
import { withPlayer } from '../map';
import type { CpState } from '../model';
import { parseCpLine } from '../orders/grammar';
import { cpEntries, spendingOpen, spendRoundWith, type LineRead } from '../spend';
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

/** The CP left of the players `who` given up, with the Journal entries. */
function giveUpAll(
  state: CpState,
  why: string,
  who: ReadonlySet<string>,
): { state: CpState; events: CpEvent[]; entries: StageJournalEntry[] } {
  let next = state;
  const events: CpEvent[] = [];
  for (const p of state.players.filter((x) => x.cp > 0 && who.has(x.name))) {
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
    const events: CpEvent[] = [];
    const entries: StageJournalEntry[] = [];
    let closed: boolean;
    do {
      if (queued)
        for (const p of state.players)
          if (p.cp > 0 && (queues.get(p.name) ?? []).length === 0)
            queues.set(p.name, [{ line: 0, text: `${p.name} - Give up`, sent: '' }]);
      const r = spendRoundWith(state, queues, dice, input.state.settings, readLine);
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
        const done = new Set(
          state.players
            .filter((p) => !sentNone(p.name) && (queues.get(p.name) ?? []).length === 0)
            .map((p) => p.name),
        );
        const g = giveUpAll(state, `round ${state.round - 1} passed with no action`, done);
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
      summaries: cpSummaries(state, events, input.state.cp),
    };
  },
};
