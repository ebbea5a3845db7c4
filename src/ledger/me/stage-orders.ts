/**
 * A Mighty Empires submission checked for the stage the clock points at (LANGUAGE.md): orders at the Orders stage
 * (with the GM's mercenary offers), Fight or Flight choices at fight-or-flight, battle choices and battle report
 * lines at battles (against the battles on record); the Final Results take nothing. The same reading serves
 * runStage, which re-reads the accepted lines of the Orders tab.
 */
import { orderLines } from '../../engine/core/orders/line';
import type { Clock, StageReportLine } from '../../engine/core/stage';
import type { MercenaryOffer } from '../../engine/me/mercenaries';
import type { MeState } from '../../engine/me/model';
import { checkMeOrders } from '../../engine/me/orders';
import type { MeOrder, MeOrderStage } from '../../engine/me/orders/types';
import type { MeSettings } from '../../engine/me/ruleset';
import { edictSettings } from '../../engine/me/stages/settings';
import type { MeTurnWork } from '../../engine/me/stages/turn';
import type { CheckedLine, OrdersCheck } from '../stage-ruleset';
import { readReportLine, reportLineParts } from './report-lines';
import { battlesOnRecord } from './stage-read';

/** The order language's stage for each stage id that takes orders. */
export const ME_ORDER_STAGES: Readonly<Record<string, MeOrderStage>> = {
  orders: 'Orders',
  'fight-or-flight': 'Fight or flight',
  battles: 'Battle resolution',
};

/** What a check reads besides the text. */
export interface MeCheckContext {
  readonly state: MeState;
  readonly settings: MeSettings;
  readonly clock: Clock;
  readonly offers: readonly MercenaryOffer[];
  /** The turn's work (battles on record); null at the Orders stage. */
  readonly work: MeTurnWork | null;
}

/** A submission checked: the receipt's lines, the accepted orders and report lines, and the warnings. */
export interface MeSubmission {
  readonly lines: readonly CheckedLine[];
  readonly orders: readonly MeOrder[];
  readonly reports: readonly StageReportLine[];
  /** The line number of each of `reports`, in the same order. */
  readonly reportLines: readonly number[];
  readonly warnings: readonly string[];
}

function rejectAll(text: string, code: string, message: string): MeSubmission {
  return {
    lines: orderLines(text).map((l) => ({ line: l.line, text: l.text, status: 'rejected', code, message })),
    orders: [],
    reports: [],
    reportLines: [],
    warnings: [],
  };
}

export function checkMeSubmission(ctx: MeCheckContext, player: string, text: string): MeSubmission {
  const stage = ME_ORDER_STAGES[ctx.clock.stage];
  if (stage === undefined)
    return rejectAll(
      text,
      'ME-O008',
      `The ${ctx.clock.stage} stage takes no orders: the moderator resolves it alone (2.6A).`,
    );
  // Report lines are read here, the rest by the order language; blank lines keep the numbering.
  const all = text.split(/\r\n|\r|\n/);
  const reportAt = new Map<number, CheckedLine>();
  const reports: StageReportLine[] = [];
  const reportLines: number[] = [];
  // A report line sent before the battle is fought is refused with where it belongs, not misread as an order.
  if (ctx.clock.stage !== 'battles')
    all.forEach((t, i) => {
      const parts = reportLineParts(t);
      if (parts === null) return;
      reportAt.set(i + 1, {
        line: i + 1,
        text: t,
        status: 'rejected',
        code: 'ME-O008',
        message: `${parts.battle} - ${parts.fact}: a battle report line; write it at the Battle resolution stage, once the battle is fought (5.4C).`,
      });
    });
  if (ctx.clock.stage === 'battles' && ctx.work)
    all.forEach((t, i) => {
      const parts = reportLineParts(t);
      if (parts === null) return;
      const r = readReportLine(parts, player, ctx.work?.battles ?? [], ctx.state);
      reportAt.set(i + 1, {
        line: i + 1,
        text: t,
        status: r.ok ? 'ok' : 'rejected',
        code: r.ok ? '' : r.code,
        message: r.message,
      });
      if (r.ok) {
        reports.push(r.line);
        reportLines.push(i + 1);
      }
    });
  const rest = all.map((t, i) => (reportAt.has(i + 1) ? '' : t)).join('\n');
  const receipt = checkMeOrders({
    state: ctx.state,
    player,
    text: rest,
    turn: ctx.clock.turn,
    stage,
    settings: { edicts: edictSettings(ctx.settings), support: ctx.settings.support },
    offers: ctx.offers,
    battles: ctx.work ? battlesOnRecord(ctx.work, ctx.state, ctx.clock.stage) : [],
  });
  const lines: CheckedLine[] = [
    ...receipt.lines.map((l): CheckedLine => ({
      line: l.line,
      text: l.text,
      status: l.status,
      code: l.status === 'ok' ? '' : l.code,
      message: l.message,
    })),
    ...reportAt.values(),
  ].sort((a, b) => a.line - b.line);
  return {
    lines,
    orders: receipt.orders,
    reports,
    reportLines,
    warnings: receipt.warnings.map((w) => `${w.code}: ${w.message}`),
  };
}

export function ordersCheck(ctx: MeCheckContext, player: string, text: string): OrdersCheck {
  const s = checkMeSubmission(ctx, player, text);
  return { player, clock: ctx.clock, lines: s.lines, warnings: s.warnings };
}
