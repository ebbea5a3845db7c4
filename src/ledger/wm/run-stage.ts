/**
 * Resolves the WarMaster stage the clock points at from the tabs: the ledger read (every bad cell stops it, named),
 * the accepted lines of this turn and stage read again from the Orders tab, the die overrides from the Log's
 * Override by Key, the dice seeded by stageSeed; the outcome rewrites the state tabs and appends Log and Journal
 * rows. Deterministic: the same tabs, orders and seed give the same outcome.
 */
import { stageAt, stageSeed, type Clock } from '../../engine/core/stage';
import type { WmEvent } from '../../engine/wm/events';
import { acceptedOrders } from '../../engine/wm/orders/check';
import type { WmCampaign, WmOrder } from '../../engine/wm/stages/model';
import { keepRecords } from '../../engine/wm/rebellion';
import { armiesOf } from '../../engine/wm/stages/meeting';
import { WM_STAGES } from '../../engine/wm/stages/stages';
import type { StageOutcome, StageRunOptions, TabValues } from '../stage-ruleset';
import { cellText, describeIssue, tabRows } from '../tab';
import type { Cells } from '../write-state';
import { acceptedRows, logOverrides } from './orders-tab';
import { readWm } from './read-state';
import { wmRecords } from './write-state';

function logRow(turn: number, e: WmEvent): Cells {
  return {
    Turn: turn,
    Phase: e.step,
    Subject: e.subject,
    Die: e.die,
    Key: e.key,
    Result: e.result,
    Override: '',
    Table: e.table,
    Effect: e.effect,
  };
}

/** What each player is told: his card, and the rows about his armies, his nation, his battles and the map. */
function reports(
  c: WmCampaign,
  after: WmCampaign,
  events: readonly WmEvent[],
  cards: readonly { player: string; lines: readonly string[] }[],
): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const races = raceNames(c, after);
  const fleets = [...(c.state.expeditions ?? []), ...(after.state.expeditions ?? [])];
  for (const n of after.state.nations) {
    // Another nation's fleet at sea: its rolls and roster are its own (our reading; view.ts).
    const theirs = fleets.filter((f) => f.nation !== n.name).map((f) => f.name);
    const secret = (subject: string): boolean =>
      theirs.some((f) => subject === f || subject.startsWith(`${f} ship `));
    const armies = new Set(
      [...c.state.armies, ...after.state.armies].filter((a) => a.nation === n.name).map((a) => a.name),
    );
    const battles = new Set(
      // A meeting's armies beyond the first two are in it too (MULTIPLE PLAYERS / ARMIES).
      after.battles.filter((b) => armiesOf(b).some((x) => armies.has(x))).map((b) => b.id),
    );
    const mine = (e: WmEvent): boolean =>
      e.subject !== 'moderator' &&
      !secret(e.subject) &&
      (armies.has(e.subject) ||
        e.subject === n.name ||
        e.subject === 'all' ||
        races.has(e.subject) ||
        battles.has(e.subject) ||
        e.subject.startsWith(`${n.name} `) ||
        e.step === 'M5 Update map' ||
        e.step === 'M2 Move');
    const lines = [...(cards.find((x) => x.player === n.name)?.lines ?? [])];
    for (const e of events.filter(mine))
      lines.push(`${e.subject}: ${e.effect}${e.die ? ` (${e.die} ${e.result})` : ''}`);
    out.set(n.name, lines);
  }
  return out;
}

/** The lesser races: their track is "viewable by all players" (MINOR NATIONS), so every report reads its moves. */
function raceNames(c: WmCampaign, after: WmCampaign): Set<string> {
  return new Set([...(c.state.minors ?? []), ...(after.state.minors ?? [])].map((m) => m.race));
}

/**
 * What the preview shows a player (and the sidebar after Resolve): his card, then what the stage does to his nation
 * as a whole (experience, an Exodus, ...) and the lesser races' track, so the preview leaves out nothing Resolve does
 * to them; a player with any of these has a section.
 */
function summaries(
  c: WmCampaign,
  after: WmCampaign,
  events: readonly WmEvent[],
  cards: readonly { player: string; lines: readonly string[] }[],
): { player: string; lines: string[] }[] {
  const races = raceNames(c, after);
  return after.state.nations
    .map((n) => ({
      player: n.name,
      lines: [
        ...(cards.find((x) => x.player === n.name)?.lines ?? []),
        ...events
          .filter((e) => e.subject === n.name || races.has(e.subject))
          .map((e) => `${e.subject}: ${e.effect}${e.die ? ` (${e.die} ${e.result})` : ''}`),
      ],
    }))
    .filter((x) => x.lines.length > 0);
}

/**
 * A nation the stage founded (Establish Another Country) gets its Players row, with no Email: "controlled by the
 * player" who founded it, but the form takes an address's first Players row, so the founder's address there would
 * send one nation's lines to the other. The moderator enters its lines, or writes an address of its own.
 */
function newPlayers(tabs: TabValues, before: WmCampaign, after: WmCampaign): Cells[] {
  const t = tabRows('Players', tabs.get('Players') ?? []);
  const col = (h: string): number => t.headers.findIndex((x) => x.trim().toLowerCase() === h.toLowerCase());
  const known = new Set(t.rows.map((r) => cellText(r[col('Player')])));
  return after.state.nations
    .filter((n) => !known.has(n.name) && !before.state.nations.some((b) => b.name === n.name))
    .map((n) => ({ Player: n.name, Email: '', Colour: '' }));
}

export function wmRunStage(tabs: TabValues, options: StageRunOptions): StageOutcome {
  const read = readWm(tabs);
  if (read.issues.length > 0)
    throw new Error(
      `The stage cannot run: ${read.issues.slice(0, 5).map(describeIssue).join('; ')}${read.issues.length > 5 ? ` (and ${read.issues.length - 5} more)` : ''}`,
    );
  const clock: Clock = read.clock;
  const spec = stageAt(WM_STAGES, clock);
  const byPlayer = new Map<string, string[]>();
  for (const r of acceptedRows(tabs, clock)) {
    if (!read.players.includes(r.player))
      throw new Error(
        `Orders: line ${r.line} of turn ${r.turn} is from '${r.player}', not a player on the Players tab`,
      );
    byPlayer.set(r.player, [...(byPlayer.get(r.player) ?? []), r.text]);
  }
  const orders = new Map<string, readonly WmOrder[]>();
  for (const [player, lines] of byPlayer)
    orders.set(
      player,
      acceptedOrders(
        { campaign: read.campaign, clock, player, ordersAhead: read.settings.ordersAhead },
        lines,
      ),
    );
  const overrides = new Map([...logOverrides(tabs, clock), ...options.overrides]);
  const ran = spec.run({
    state: read.campaign,
    clock,
    orders,
    reports: [],
    seed: stageSeed(read.settings.seed, clock),
    overrides,
  });
  // What the ledger keeps after every stage: towns once owned, and a rebel nation whose leader fell (Rebellion).
  const kept = keepRecords(ran.state.state);
  const result = {
    ...ran,
    state: { ...ran.state, state: kept.state },
    events: [...ran.events, ...kept.events],
  };
  const journal: Cells[] = result.entries.map((e) => ({
    Turn: clock.turn,
    Stage: clock.stage,
    Player: e.player,
    Resource: e.resource,
    Amount: e.amount,
    For: e.note,
  }));
  const append = new Map<string, readonly Cells[]>([
    ['Log', result.events.map((e) => logRow(clock.turn, e))],
  ]);
  if (journal.length > 0) append.set('Journal', journal);
  const players = newPlayers(tabs, read.campaign, result.state);
  if (players.length > 0) append.set('Players', players);
  return {
    clock: result.next,
    rewrite: wmRecords(result.state),
    append,
    campaign: new Map(),
    summaries: summaries(read.campaign, result.state, result.events, result.summaries),
    reports: reports(read.campaign, result.state, result.events, result.summaries),
    warnings: result.events.filter((e) => e.subject === 'moderator').map((e) => e.effect),
  };
}
