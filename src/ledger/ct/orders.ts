/** The Chronopia order language (being written): every line is refused until it lands. */
import type { OrdersCheck, TabValues } from '../stage-ruleset';
import { orderLines } from '../../engine/core/orders/line';
import { readClock } from './ledger';

export const CT_ORDERS_HELP = 'Chronopia territories orders: the order language is not ready yet.';

export function ctCheckOrders(tabs: TabValues, player: string, text: string): OrdersCheck {
  return {
    player,
    clock: readClock(tabs),
    lines: orderLines(text).map((l) => ({
      line: l.line,
      text: l.text,
      status: 'rejected',
      code: 'CT-O003',
      message: 'The Chronopia order language is not ready yet.',
    })),
    warnings: [],
  };
}
