import { formatHex, Hex } from '../engine/hex';
import type { RuleVariant, SupplyStatus } from '../engine/cs42/tables';
import type { TurnEntry, TurnEvent } from '../engine/cs42/turn/context';
import type { PlayerView } from '../engine/cs42/visibility-view';
import { escapeXml } from './escape';
import { money, treasuryHistory } from './report';
import { ConcernedEvent, eventsConcerning } from './report-events';
import { Holdings, holdings } from './report-holdings';
import { forceSummary } from './report-text';
import { TreasuryHistory, treasuryChartHtml, treasuryChartText } from './treasury-chart-mail';
import type { JournalLine } from './treasury-statement';

/**
 * One player's report of the battle results the moderator applied (COMBAT, Battle Results; issue 13: "After each
 * Resolve (and Apply battle results), each player gets a report"): the battles they fought, what happened to their
 * own armies, units and cities (events filtered as in the turn report: another's army is never followed after the
 * battle), the guilders the battles brought or cost, the treasury chart, and their forces as they stand now.
 */

/** An applied battle as the players saw it on their turn report: id, kind, hex and both sides' armies. */
export interface AppliedBattle {
  readonly id: string;
  readonly kind: string;
  readonly hex: Hex;
  readonly sides: readonly { readonly player: string; readonly armies: readonly string[] }[];
}

export interface BattleReportInput {
  /** The player's view before the battles were applied and after (own names, losses, forces now). */
  readonly before: PlayerView;
  readonly after: PlayerView;
  /** The turn the battles belong to (the one just resolved). */
  readonly battleTurn: number;
  /** Every battle applied this time (filtered here to the player's). */
  readonly battles: readonly AppliedBattle[];
  /** What the settlement logged and paid (any players: filtered here). */
  readonly events: readonly TurnEvent[];
  readonly entries: readonly TurnEntry[];
  /** The treasury journal after the settlement. */
  readonly journal: readonly JournalLine[];
  /** Supply of the player's armies and units after the settlement (ownSupply). */
  readonly supply: ReadonlyMap<string, SupplyStatus>;
  readonly settlerVariant?: RuleVariant;
}

export interface BattleReport {
  readonly player: string;
  readonly turn: number;
  readonly battles: readonly AppliedBattle[];
  readonly events: readonly ConcernedEvent[];
  /** Own armies, units and cities the battles destroyed or took. */
  readonly lost: readonly string[];
  readonly guilders: readonly TurnEntry[];
  readonly closing: number;
  readonly history: TreasuryHistory;
  readonly holdings: Holdings;
}

const key = (s: string): string => s.trim().toLowerCase();

function ownNames(view: PlayerView): { cities: Set<string>; forces: Set<string>; others: Set<string> } {
  const cities = new Set<string>();
  const forces = new Set<string>();
  const others = new Set<string>();
  for (const c of view.cities) (c.own ? cities : others).add(key(c.name));
  for (const list of [view.armies, view.units, view.structures])
    for (const thing of list) (thing.own ? forces : others).add(key(thing.name));
  return { cities, forces, others };
}

/** Whether the player has anything in this report: a battle fought, or guilders paid or taken. */
export function concernedByBattles(
  player: string,
  battles: readonly AppliedBattle[],
  entries: readonly TurnEntry[],
) {
  const me = key(player);
  return (
    battles.some((b) => b.sides.some((s) => key(s.player) === me)) ||
    entries.some((e) => key(e.player) === me)
  );
}

export function buildBattleReport(input: BattleReportInput): BattleReport {
  const player = input.after.player;
  const me = key(player);
  const before = ownNames(input.before);
  const after = ownNames(input.after);
  const cities = new Set([...before.cities, ...after.cities]);
  const forces = new Set([...before.forces, ...after.forces]);
  const others = new Set([...before.others, ...after.others]);
  const shared = new Set([...cities, ...forces].filter((n) => others.has(n)));
  const still = new Set(
    [...input.after.armies, ...input.after.units].filter((x) => x.own).map((x) => key(x.name)),
  );
  for (const c of input.after.cities) if (c.own) still.add(key(c.name));
  const lost = [...input.before.armies, ...input.before.units, ...input.before.cities]
    .filter((x) => x.own && !still.has(key(x.name)))
    .map((x) => x.name);
  const guilders = input.entries.filter((e) => key(e.player) === me);
  const history = treasuryHistory(input.journal, player, input.battleTurn);
  return {
    player,
    turn: input.battleTurn,
    battles: input.battles.filter((b) => b.sides.some((s) => key(s.player) === me)),
    // Table 19's spoils dice are logged on the loser's army but are the winner's income: the loser sees none.
    events: eventsConcerning(
      input.events.filter(
        (e) => !e.key.includes(':spoils:') || guilders.some((g) => g.category === 'Spoils'),
      ),
      player,
      { cities, forces, shared },
    ),
    lost,
    guilders,
    closing: history.turns.length > 0 ? history.turns[history.turns.length - 1].balance : 0,
    history,
    holdings: holdings(input.after, input.supply, input.settlerVariant),
  };
}

const signed = (n: number): string => (n > 0 ? `+${money(n)}` : money(n));

function battleLine(b: AppliedBattle): string {
  const sides = b.sides.map((s) => `${s.player} (${s.armies.join(', ')})`).join(' v ');
  return `${b.id}: ${b.kind} in ${formatHex(b.hex)}: ${sides}`;
}

function eventLine(e: ConcernedEvent): string {
  return `${e.subject === '' ? '' : `${e.subject}: `}${e.effect}${e.roll === '' ? '' : ` (${e.roll})`}`;
}

export function battleReportTitle(r: BattleReport): string {
  return `Battle results of turn ${r.turn} for ${r.player}`;
}

function section(title: string, lines: readonly string[], empty: string): string[] {
  return ['', title.toUpperCase(), '-'.repeat(title.length), ...(lines.length > 0 ? lines : [empty])];
}

export function battleReportText(r: BattleReport): string {
  const title = battleReportTitle(r);
  const guilders = [
    ...r.guilders.map((g) => `${g.category}: ${g.for}  ${signed(g.amount)}`),
    `Balance now: ${money(r.closing)}`,
  ];
  return (
    [
      title,
      '='.repeat(title.length),
      ...section('Battles applied', r.battles.map(battleLine), 'None of yours.'),
      ...section('What happened', r.events.map(eventLine), 'Nothing else happened to you.'),
      ...section('Lost', r.lost, 'Nothing.'),
      ...section('Treasury', guilders, ''),
      ...section('Treasury turn by turn', treasuryChartText(r.history), ''),
      ...section('Armies and units now', r.holdings.forces.map(forceSummary), 'None.'),
    ].join('\n') + '\n'
  );
}

const STYLE = 'body{font-family:sans-serif;max-width:60em;margin:1em auto;color:#222}td,th{text-align:left}';

function list(items: readonly string[], empty: string): string {
  return items.length === 0
    ? `<p>${escapeXml(empty)}</p>`
    : `<ul>${items.map((i) => `<li>${escapeXml(i)}</li>`).join('')}</ul>`;
}

export function battleReportHtml(r: BattleReport): string {
  const title = escapeXml(battleReportTitle(r));
  const guilders = [
    ...r.guilders.map((g) => `${g.category}: ${g.for}  ${signed(g.amount)}`),
    `Balance now: ${money(r.closing)}`,
  ];
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>${title}</title><style>${STYLE}</style></head><body>` +
    `<h1>${title}</h1><h2>Battles applied</h2>${list(r.battles.map(battleLine), 'None of yours.')}` +
    `<h2>What happened</h2>${list(r.events.map(eventLine), 'Nothing else happened to you.')}` +
    `<h2>Lost</h2>${list(r.lost, 'Nothing.')}<h2>Treasury</h2>${list(guilders, '')}` +
    `<h2>Treasury turn by turn</h2>${treasuryChartHtml(r.history)}` +
    `<h2>Armies and units now</h2>${list(r.holdings.forces.map(forceSummary), 'None.')}</body></html>`
  );
}
