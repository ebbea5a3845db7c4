import { abandonedLastTurn, abandonedReason } from '../city-actions';
import { cityIncome, corruptionPercent } from '../economy';
import type { TurnContext } from './context';
import { economyRecord, key } from './economy-record';

/**
 * INCOME (THE TURN SEQUENCE; Table 1, Corruption, RULINGS 14). Each city, in the order of the Cities tab:
 * a d20 of corruption (`corruption:<city>`), a second d20 off it with a Courthouse (`courthouse:<city>`), then
 * size x 100, x 1.5 with a Marketplace, x 0.5 conquered, x 0.5 in the turn after a failed siege, less the
 * corruption percentage, rounded down. The failed-siege halving lasts that one turn, so `besieged` is cleared.
 *
 * A city abandoned last turn collects nothing and rolls no corruption (CITY ACTIONS, Abandon City).
 *
 * Then each player's mine output worked last turn is paid (Table 8: "added to your treasury on the next income
 * cycle"; category `Mine`) and cleared.
 */
export function incomePhase(ctx: TurnContext): void {
  const record = economyRecord(ctx);
  for (const city of ctx.state.cities) {
    if (city.size <= 0) continue;
    const name = city.name;
    if (abandonedLastTurn(city, ctx.state.turn)) {
      ctx.log('Income', name, `no income: ${abandonedReason(city)}`, 'CITY ACTIONS, Abandon City');
      if (city.besieged) {
        record.afterFailedSiege.add(key(name));
        city.besieged = false;
      }
      continue;
    }
    const rolled = ctx.roll(
      'Income',
      `corruption:${name}`,
      20,
      name,
      'Corruption',
      (r) => `corruption ${r}%`,
    );
    const hasCourthouse = city.improvements.includes('Courthouse');
    const courthouse = hasCourthouse
      ? ctx.roll('Income', `courthouse:${name}`, 20, name, 'Table 2: Courthouse', (r) => {
          return `the Courthouse takes ${r} off: corruption ${corruptionPercent(rolled, r)}%`;
        })
      : null;
    city.corruption = corruptionPercent(rolled, courthouse);
    const afterFailedSiege = city.besieged;
    const amount = cityIncome({
      size: city.size,
      improvements: city.improvements,
      conquered: city.conquered,
      afterFailedSiege,
      corruption: city.corruption,
    });
    const why = [
      `size ${city.size} x 100`,
      city.improvements.includes('Marketplace') ? 'x 1.5 Marketplace' : '',
      city.conquered ? 'x 0.5 conquered' : '',
      afterFailedSiege ? 'x 0.5 after a failed siege' : '',
      `less ${city.corruption}% corruption, rounded down`,
    ].filter((s) => s !== '');
    ctx.receive(city.player, 'City income', amount, name);
    record.income.set(key(name), amount);
    ctx.log('Income', name, `income ${amount} to ${city.player} (${why.join(', ')})`, 'Table 1; RULINGS 14');
    if (afterFailedSiege) {
      record.afterFailedSiege.add(key(name));
      city.besieged = false;
      ctx.log('Income', name, 'the failed siege halved this turn’s income only', 'RULINGS 14');
    }
  }
  payMineOutput(ctx);
}

/** Table 8: the guilders mined last turn come in with this turn's income. */
function payMineOutput(ctx: TurnContext): void {
  ctx.state.players.forEach((p, i) => {
    const due = p.mineOutput ?? 0;
    if (due <= 0) return;
    ctx.receive(p.name, 'Mine', due, 'Mine output of last turn');
    ctx.log('Income', p.name, `mine output of last turn: ${due} guilders`, 'Table 8');
    const { mineOutput: _paid, ...rest } = p;
    ctx.state.players[i] = rest;
  });
}
