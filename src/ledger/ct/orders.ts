/**
 * The Chronopia order form's check: each line read (engine/ct/orders/grammar.ts) and checked against the ledger
 * as it stands and the stage the clock points at. Step d and e orders are applied one after another to a copy
 * of the campaign, so the third recruit is refused when the first two spent the treasury.
 */
import { orderLines } from '../../engine/core/orders/line';
import { Dice } from '../../engine/dice';
import type { CtCampaign } from '../../engine/ct/campaign';
import { battleOrderProblem } from '../../engine/ct/orders/check';
import { parseOrder, type OrderSubjects } from '../../engine/ct/orders/grammar';
import { purchase } from '../../engine/ct/orders/purchase';
import { summonOrder } from '../../engine/ct/orders/summon';
import type { CtOrder } from '../../engine/ct/orders/types';
import { LINE_CODES, ORDER_CODE, ORDER_STAGE } from '../../engine/ct/orders/types';
import type { CheckedLine, OrdersCheck, TabValues } from '../stage-ruleset';
import { readCt, type CtRead } from './ledger';

/** What the player may name now: the round's battles, his warbands, captives he holds or has lost. */
export function subjectsFor(read: CtRead, player: string): OrderSubjects {
  const c = read.campaign;
  const me = c.state.players.find((p) => p.name === player);
  return {
    player,
    battles: c.battles.filter((b) => b.turn === read.clock.turn).map((b) => b.id),
    warbands: me?.warbands.map((w) => w.id) ?? [],
    captives: c.state.players.flatMap((p) =>
      p.captives.filter((x) => p.name === player || x.owner === player).map((x) => x.figure.id),
    ),
  };
}

export interface CheckedOrder {
  readonly line: number;
  readonly text: string;
  readonly order: CtOrder | null;
  readonly checked: CheckedLine;
}

/** Each line of a submission read and checked in order; accepted purchase orders change `campaign` as they go. */
export function checkLines(
  read: CtRead,
  player: string,
  lines: readonly { line: number; text: string }[],
): CheckedOrder[] {
  const subjects = subjectsFor(read, player);
  let campaign: CtCampaign = read.campaign;
  const ctx = {
    dice: new Dice('receipt'),
    turn: read.clock.turn,
    armyLists: read.armyLists,
    xpPerRoll: read.settings.xpPerAdvancementRoll,
    rolls: new Map<string, number>(),
    spellsSold: new Map<string, number>(),
    captivesGone: new Map<string, string>(),
    usedIds: read.usedIds,
  };
  return lines.map(({ line, text }): CheckedOrder => {
    const reject = (code: string, message: string): CheckedOrder => ({
      line,
      text,
      order: null,
      checked: { line, text, status: 'rejected', code, message },
    });
    const parsed = parseOrder(text, subjects);
    if (!parsed.ok) return reject(parsed.code, parsed.message);
    const { order } = parsed;
    const code = ORDER_CODE[order.kind];
    const when = ORDER_STAGE[order.kind];
    if (!when.split(' or ').includes(read.clock.stage))
      return reject(
        LINE_CODES.stage,
        `${order.kind} is an order of the ${when} stage; the ledger is at ${read.clock.stage}`,
      );
    if (read.clock.stage === 'purchases') {
      const r = purchase(campaign, player, order, ctx);
      if (!r.ok) return reject(code, r.error);
      campaign = r.value.campaign;
    } else if (order.kind === 'summon') {
      const r = summonOrder(campaign, player, order.count, order.type, read.armyLists);
      if (!r.ok) return reject(code, r.error);
      campaign = r.value.campaign;
    } else if (order.kind === 'disband') {
      // CT-R20: a plan used only if maintenance cannot be paid; its figures must be his.
      const mine = new Set(
        campaign.state.players
          .find((p) => p.name === player)
          ?.warbands.flatMap((w) => w.figures.map((f) => f.id)),
      );
      const stranger = order.figures.find((f) => !mine.has(f));
      if (stranger) return reject(code, `${stranger} is not a figure of yours`);
    } else {
      const problem = battleOrderProblem(campaign, player, order, read.clock.turn);
      if (problem) return reject(code, problem);
    }
    const accepted: CheckedLine = parsed.corrected
      ? { line, text, status: 'corrected', code: LINE_CODES.action, message: 'read as the nearest action' }
      : { line, text, status: 'ok', code: '', message: '' };
    return { line, text, order, checked: accepted };
  });
}

export function ctCheckOrders(tabs: TabValues, player: string, text: string): OrdersCheck {
  const read = readCt(tabs);
  const known = read.campaign.state.players.find((p) => p.name.toLowerCase() === player.trim().toLowerCase());
  const lines = orderLines(text);
  if (!known)
    return {
      player,
      clock: read.clock,
      lines: lines.map((l) => ({
        line: l.line,
        text: l.text,
        status: 'rejected',
        code: LINE_CODES.subject,
        message: `${player} has no force on the Forces tab`,
      })),
      warnings: [],
    };
  const checked = checkLines(read, known.name, lines);
  return { player: known.name, clock: read.clock, lines: checked.map((c) => c.checked), warnings: [] };
}
