/**
 * Experience orders of the reports stage (EXPERIENCE): `Nation - Pick-up won 2000` (or `lost`, `against
 * non-campaign army`): 1 point per full 100 of your army in a win, per full 200 in a loss (WM-R17), never against a
 * player nation; `Nation - Spend 3`: ONE choice of the table by its cost, from the points saved (the lost row is not
 * offered, WM-R18).
 */
import { EXPERIENCE_CHOICES } from '../experience-tables';
import { nation } from '../map';
import { accept, refuse, type LineVerdict, type OrderContext } from './codes';

export const EXPERIENCE_ACTIONS = ['Pick-up', 'Spend'] as const;

function checkPickUp(args: string): LineVerdict {
  const m = /^(won|win|lost|loss)\s+(\d+)(?:\s+against\s+(?:an?\s+)?(lesser race|non-campaign army))?$/i.exec(
    args,
  );
  if (!m)
    return refuse(
      'WM-O022',
      'write “Pick-up won 2000” or “Pick-up lost 2000 against non-campaign army” (your army’s points)',
    );
  const points = Number(m[2]);
  if (points < 1 || points > 10000)
    return refuse('WM-O022', `a pick-up army of ${points} points? Write your army’s points`);
  const won = /^w/i.test(m[1] ?? '');
  const opponent =
    (m[3] ?? 'lesser race').toLowerCase() === 'non-campaign army' ? 'non-campaign army' : 'lesser race';
  return accept({ kind: 'pick-up', won, points, opponent });
}

function checkSpend(ctx: OrderContext, args: string): LineVerdict {
  const cost = /^\d+$/.test(args) ? Number(args) : NaN;
  const row = EXPERIENCE_CHOICES.find((c) => c.cost === cost);
  if (!row)
    return refuse(
      'WM-O022',
      `spend one of ${EXPERIENCE_CHOICES.map((c) => c.cost).join(', ')} points (EXPERIENCE), not “${args}”`,
    );
  const n = nation(ctx.campaign.state, ctx.player);
  if (n.experience < cost)
    return refuse('WM-O022', `${ctx.player} has ${n.experience} experience points, not ${cost}`);
  const choice = row.choice;
  if (
    choice.kind === 'return lost unit' &&
    !n.roster.some((e) => e.category === choice.category && e.lost > 0)
  )
    return refuse('WM-O022', `${ctx.player} has no lost ${choice.category} unit to return`);
  return accept({ kind: 'spend', cost });
}

export function checkExperience(ctx: OrderContext, action: string, args: string): LineVerdict {
  if (action === 'pick-up') return checkPickUp(args);
  if (action === 'spend') return checkSpend(ctx, args);
  return refuse(
    'WM-O003',
    `“${action}” is not a Nation order of this stage: ${EXPERIENCE_ACTIONS.join(', ')}`,
  );
}
