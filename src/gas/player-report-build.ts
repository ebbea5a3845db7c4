import { battleId } from '../engine/cs42/battles/from-turn';
import type { TurnResult } from '../engine/cs42/turn/pipeline';
import { watchedHexes } from '../engine/cs42/visibility';
import { spyReportsFromEvents } from '../engine/cs42/visibility-spy';
import { playerView } from '../engine/cs42/visibility-view';
import { BATTLES_TAB } from '../ledger/schema';
import { balances } from '../ledger/treasury';
import { turnOrders } from '../ledger/turn-orders';
import { sceneOfView } from '../views/map-scene';
import { renderMapSvg } from '../views/map-svg';
import { BattleToFight, buildTurnReport, TurnReport } from '../views/report';
import { ownSupply } from '../views/report-holdings';
import { turnReportHtml } from '../views/report-html';
import { turnReportText } from '../views/report-text';
import type { TurnLedger } from './turn-ledger';

/**
 * Each player's report of a resolved turn, from the ledger as the turn began (`before`: orders, receipts), the
 * ledger as Resolve left it (`after`: the state, the whole journal) and the turn's result. Pure: no service is
 * called, so Resolve can build every report before it writes or sends any.
 */

export interface PlayerTurnReport {
  readonly player: string;
  readonly email: string;
  readonly report: TurnReport;
  readonly text: string;
  readonly html: string;
  /** The player's fog-of-war map after the turn, as SVG (built by src/views with every text escaped). */
  readonly mapSvg: string;
}

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * `ordersDue`: when next turn's orders are due, as the sidebar words it ('' when no deadline is set); `when`
 * words a date the same way (the battles' deadlines).
 */
export function playerTurnReports(
  before: TurnLedger,
  after: TurnLedger,
  result: TurnResult,
  ordersDue: string,
  when: (date: Date) => string,
): PlayerTurnReport[] {
  const turn = result.resolvedTurn;
  const receipts = turnOrders(
    before.state,
    before.orders,
    balances(before.journal),
    before.settings.settlersBeyondRegular,
    before.settings.replacementCosts,
  ).receipts;
  const closing = balances(after.journal);
  // The Battles tab's ids (T<turn>-B<n>) and deadlines, as Resolve has just written them.
  const deadlines = battleDeadlines(after, turn, when);
  const fallback = `${after.settings.battleDeadlineDays} days after this Resolve`;
  const battles: BattleToFight[] = result.battles.map((b, i) => ({
    ...b,
    id: battleId(turn, i),
    deadline: deadlines.get(battleId(turn, i)) ?? fallback,
  }));
  const state = result.state;
  return state.players.map((p) => {
    const view = playerView(state, p.name, {
      treasury: closing.get(p.name.toLowerCase()) ?? 0,
      spyReports: spyReportsFromEvents(result.events, before.state, p.name, turn),
    });
    const report = buildTurnReport({
      view,
      resolvedTurn: turn,
      events: result.events,
      journal: after.journal,
      receipt: receipts.find((r) => same(r.player, p.name)) ?? null,
      summaries: result.players,
      battles,
      supply: ownSupply(state, p.name),
      ordersDue,
      settlerVariant: after.settings.settlersBeyondRegular,
    });
    const mapSvg = renderMapSvg(sceneOfView(view, { watched: watchedHexes(state, p.name) }));
    return {
      player: p.name,
      email: p.email.trim(),
      report,
      text: turnReportText(report),
      html: turnReportHtml(report),
      mapSvg,
    };
  });
}

/**
 * This turn's battles' deadlines by id, from the Battles tab as Resolve left it (in memory: no read). Only this
 * turn's rows, and each date worded once (formatting is a service call; a turn's battles share one deadline).
 */
function battleDeadlines(after: TurnLedger, turn: number, when: (date: Date) => string): Map<string, string> {
  const [header, ...rows] = after.values.get(BATTLES_TAB.name) ?? [];
  const names = (header ?? []).map((h) => String(h).trim().toLowerCase());
  const [idAt, deadlineAt] = [names.indexOf('id'), names.indexOf('deadline')];
  const out = new Map<string, string>();
  if (idAt < 0 || deadlineAt < 0) return out;
  const worded = new Map<number, string>();
  const prefix = `T${turn}-`;
  for (const row of rows) {
    const id = String(row[idAt]).trim();
    if (!id.startsWith(prefix)) continue;
    const value = row[deadlineAt];
    let text = String(value ?? '').trim();
    if (value instanceof Date) {
      text = worded.get(value.getTime()) ?? when(value);
      worded.set(value.getTime(), text);
    }
    if (text !== '') out.set(id, text);
  }
  return out;
}
