import type { OrderLine, OrderReceipt } from '../engine/cs42/orders/types';
import type { Phase, TurnEvent } from '../engine/cs42/turn/context';

/**
 * What happened to each order. The resolver logs what each unit or city did under its own name, in the phase of
 * the action (cities: City Action 1 and 2; armies and units: Unit Action 1 and 2), so an accepted order's outcome
 * is the log lines of its name in the phases of the actions it used; a line the checker rejected was never
 * carried out, and says why.
 */
export interface OrderOutcome {
  /** The order as the player wrote it. */
  readonly text: string;
  readonly status: OrderLine['status'];
  /** The checker's sentence (what it meant to do, or why it was refused). */
  readonly message: string;
  /** What the resolver logged for it, in order. */
  readonly happened: readonly string[];
}

const lower = (s: string): string => s.trim().toLowerCase();

/** True when an event is about `name`: its subject, or one of a pair ("A / B" for two armies meeting). */
export function isAbout(event: TurnEvent, name: string): boolean {
  const n = lower(name);
  return lower(event.subject) === n || event.subject.split(' / ').some((s) => lower(s) === n);
}

function actionPhases(kind: OrderLine['kind'], from: number, count: number): Phase[] {
  const out: Phase[] = [];
  for (let step = from; step < from + count && step <= 2; step++)
    out.push(kind === 'city' ? (`City Action ${step}` as Phase) : (`Unit Action ${step}` as Phase));
  return out;
}

/**
 * The first action step of each name: 1, except the parts of a Split, whose first order is the step after the
 * split (the resolver's offsets, units-army.ts).
 */
function firstSteps(lines: readonly OrderLine[]): Map<string, number> {
  const next = new Map<string, number>();
  const first = new Map<string, number>();
  for (const line of lines) {
    if (line.status === 'rejected' || line.name === null) continue;
    const step = next.get(lower(line.name)) ?? 1;
    next.set(lower(line.name), step + line.actionsUsed);
    if (line.args?.type === 'split')
      for (const part of line.args.parts) first.set(lower(part.name), step + 1);
  }
  return first;
}

/** The outcomes of a player's receipt; a receipt of another player gives nothing. */
export function orderOutcomes(
  receipt: OrderReceipt | null,
  player: string,
  events: readonly TurnEvent[],
): OrderOutcome[] {
  if (receipt === null || lower(receipt.player) !== lower(player)) return [];
  const nextStep = firstSteps(receipt.lines);
  return receipt.lines.map((line) => {
    const base = { text: line.text, status: line.status, message: line.message };
    if (line.status === 'rejected' || line.name === null) return { ...base, happened: [] };
    const name = line.name;
    const step = nextStep.get(lower(name)) ?? 1;
    nextStep.set(lower(name), step + line.actionsUsed);
    // An instruction (No upkeep, Enslave) uses no action: No upkeep shows in upkeep and at the end of the turn.
    const phases: Phase[] =
      line.actionsUsed > 0
        ? actionPhases(line.kind, step, line.actionsUsed)
        : line.actionId === 'NoUpkeep'
          ? ['Upkeep', 'End of turn']
          : [];
    return {
      ...base,
      happened: events.filter((e) => phases.includes(e.phase) && isAbout(e, name)).map((e) => e.effect),
    };
  });
}
