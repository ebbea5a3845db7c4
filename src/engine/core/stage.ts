/**
 * A turn as stages (rulesets-design.md 3.5): each ruleset's turn is a list of stages, each run by the sidebar's
 * Resolve button once its input is in (or the moderator goes with what there is). A stage is a pure function of
 * the state, the clock, what players sent for it and the seeded dice; it returns the next state and the next
 * clock, so Preview and Undo work per stage. No ruleset is imported here.
 */

/** Where a campaign stands: the turn, the stage to run next, and a round for stages that repeat (cp's spend). */
export interface Clock {
  readonly turn: number;
  readonly stage: string;
  /** 1 for a stage run once a turn; a stage that loops raises it. */
  readonly round: number;
}

/**
 * Whose input a stage waits for before it runs: nothing (the moderator alone), players' orders, players'
 * choices about announced battles, or battle reports.
 */
export type StageWaits = 'nothing' | 'orders' | 'choices' | 'battle reports';

/** One side of a battle, in any ruleset's words. */
export interface StageBattleSide {
  /** A player, or a neutral side such as `Neutral: Dwarves`, `the Beast`. */
  readonly side: string;
  readonly role: 'attacker' | 'defender' | 'both attacking';
  /** The forces, as named in the ledger (armies, warbands). */
  readonly forces: readonly string[];
  /** Their size in the ruleset's unit (points for ME). */
  readonly size: number;
}

/** A battle opened, updated or closed by a stage (rulesets-design.md 3.6 BattleRecord, the part stages need). */
export interface StageBattle {
  /** Stable within the campaign, e.g. `T5-03`: the handle players write. */
  readonly id: string;
  readonly turn: number;
  /** A hex, a region or blank. */
  readonly where: string;
  /** Ruleset vocabulary: `invasion`, `ME-R22 invaders`, `siege`. */
  readonly kind: string;
  readonly sides: readonly StageBattleSide[];
  /** Set-up lines for the players: board, terrain, scouting results, penalties. */
  readonly setup: readonly string[];
  readonly mode: 'tabletop' | 'abstract' | 'fled' | 'lost cause' | 'no battle' | 'uncontested';
  readonly status: 'awaiting choices' | 'to fight' | 'applied' | 'void';
  /** The winning side once known; null for none yet or a draw. */
  readonly winner: string | null;
}

/** One fact of a battle report (rulesets-design.md 3.6 BattleLine): validated by the ruleset. */
export interface StageReportLine {
  readonly battle: string;
  readonly player: string;
  readonly subject: string;
  readonly fact: string;
  readonly value: string | number;
}

export interface StageReport {
  readonly battle: string;
  readonly lines: readonly StageReportLine[];
}

/**
 * A change of a player's counted resource for the Journal (gold, power, campaign points, support): the resource
 * is named, so one Journal tab serves every ruleset.
 */
export interface StageJournalEntry {
  readonly player: string;
  readonly resource: string;
  /** Signed change. */
  readonly amount: number;
  /** What it was for, in the book's words. */
  readonly note: string;
}

/** The sidebar's card per player, ruleset-neutral: `Power 3 → 5`, `Iron Host invades 0506`. */
export interface StageSummary {
  readonly player: string;
  readonly lines: readonly string[];
}

/** What a stage is given. `O` is the ruleset's accepted order (or choice) type. */
export interface StageInput<S, O> {
  readonly state: S;
  readonly clock: Clock;
  /** Accepted orders of this stage, by player (a player who sent none is absent). */
  readonly orders: ReadonlyMap<string, readonly O[]>;
  /** Battle reports, for a stage that waits for them. */
  readonly reports: readonly StageReport[];
  /** The seed of this stage's dice: `${campaign seed}:turn:${turn}:${stage}` (stageSeed). */
  readonly seed: string;
  /** The moderator's die overrides, by key. */
  readonly overrides: ReadonlyMap<string, number>;
}

/** What a stage returns; `E` is the ruleset's event (a Log row). */
export interface StageResult<S, E> {
  readonly state: S;
  /** The clock after this stage: the ruleset decides what follows (a loop, the next turn, New Year). */
  readonly next: Clock;
  readonly events: readonly E[];
  readonly entries: readonly StageJournalEntry[];
  /** Battles this stage opened, updated or closed. */
  readonly battles: readonly StageBattle[];
  readonly summaries: readonly StageSummary[];
}

export interface StageSpec<S, O, E> {
  readonly id: string;
  /** The sidebar button: `Resolve interim results`. */
  readonly label: string;
  readonly waits: StageWaits;
  run(input: StageInput<S, O>): StageResult<S, E>;
}

/** The dice seed of one stage, so each stage replays alone: `${seed}:turn:${turn}:${stage}`. */
export function stageSeed(seed: string, clock: Pick<Clock, 'turn' | 'stage'>): string {
  return `${seed}:turn:${clock.turn}:${clock.stage}`;
}

/** The stage the clock names; a clear error naming the stages when none matches. */
export function stageAt<S, O, E>(stages: readonly StageSpec<S, O, E>[], clock: Clock): StageSpec<S, O, E> {
  const found = stages.find((s) => s.id === clock.stage);
  if (!found)
    throw new RangeError(
      `Turn ${clock.turn}: no stage '${clock.stage}'; the stages are ${stages.map((s) => s.id).join(', ')}`,
    );
  return found;
}

/** The clock after `stage` in a fixed list: the next stage of the turn, or the first stage of the next turn. */
export function nextInList(stages: readonly { readonly id: string }[], clock: Clock): Clock {
  const at = stages.findIndex((s) => s.id === clock.stage);
  if (at < 0) throw new RangeError(`No stage '${clock.stage}' in ${stages.map((s) => s.id).join(', ')}`);
  const next = stages[at + 1];
  const first = stages[0];
  if (next) return { turn: clock.turn, stage: next.id, round: 1 };
  if (!first) throw new RangeError('A turn needs at least one stage');
  return { turn: clock.turn + 1, stage: first.id, round: 1 };
}

/** A summary line added to a player's card, keeping the players in first-seen order. */
export function addSummary(cards: Map<string, string[]>, player: string, line: string): void {
  const lines = cards.get(player) ?? [];
  lines.push(line);
  cards.set(player, lines);
}

/** The cards as the result carries them. */
export function summariesOf(cards: ReadonlyMap<string, readonly string[]>): StageSummary[] {
  return [...cards].map(([player, lines]) => ({ player, lines: [...lines] }));
}
