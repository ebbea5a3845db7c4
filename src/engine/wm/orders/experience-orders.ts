/**
 * Experience orders of the reports stage (EXPERIENCE): `Nation - Pick-up won 2000` (or `lost`, `against
 * non-campaign army`, `against lesser race Elves`, `commanding Elves`): 1 point per full 100 of your army in a win,
 * per full 200 in a loss (WM-R17), never against a player nation; a lesser race named moves its box (WM-R22); `Nation - Spend 3`: ONE choice of the table by its cost, from the points saved (the lost row is not
 * offered, WM-R18).
 */
import { EXPERIENCE_CHOICES } from '../experience-tables';
import { nation } from '../map';
import { minorNamed, minorsOf, mustAsk } from '../minor-nations';
import { accept, refuse, type LineVerdict, type OrderContext } from './codes';

export const EXPERIENCE_ACTIONS = ['Pick-up', 'Spend'] as const;

const PICK_UP =
  /^(won|win|lost|loss)\s+(\d+)(?:\s+(?:against\s+(?:an?\s+)?(lesser race|non-campaign army)(?:\s+(.+))?|commanding\s+(.+)))?$/i;

/** The lesser race named in a pick-up report (MINOR NATIONS): on the tab, and not Independent (WM-R23). */
function raceNamed(ctx: OrderContext, name: string): { race: string } | { refused: LineVerdict } {
  const m = minorNamed(ctx.campaign.state, name);
  if (!m)
    return {
      refused: refuse(
        'WM-O022',
        `“${name}” is not a lesser race on the Lesser races tab (${
          minorsOf(ctx.campaign.state)
            .map((x) => x.race)
            .join(', ') || 'none in this campaign'
        })`,
      ),
    };
  if (m.box === 'Independent')
    return {
      refused: refuse(
        'WM-O022',
        `${m.race} is Independent: its army is on the map and the race can no longer be chosen for pick-up games (WM-R23)`,
      ),
    };
  return { race: m.race };
}

/** MINOR NATIONS, Affiliation: the leave to ask before commanding a race marked more by another player. */
function affiliationNote(ctx: OrderContext, race: string): string | undefined {
  const m = minorNamed(ctx.campaign.state, race);
  const other = m ? mustAsk(m, ctx.player) : null;
  if (!m || !other) return undefined;
  return `warning: ${m.race} carries ${m.markers[other] ?? 0} affiliation marker(s) of ${other} and ${m.markers[ctx.player] ?? 0} of yours: you must ask ${other}’s leave to command it, granted automatically if ${other} chose something else or is in a campaign battle (MINOR NATIONS, Affiliation)`;
}

/**
 * MINOR NATIONS: "All other players not involved in these campaign engagements may elect to play a pick up game"
 * (digest §6): the player's campaign battle of this turn, or null. A siege of a town or city is no battle.
 */
function campaignBattle(ctx: OrderContext): string | null {
  const mine = new Set(ctx.campaign.state.armies.filter((a) => a.nation === ctx.player).map((a) => a.name));
  const b = ctx.campaign.battles.find(
    (x) =>
      x.turn === ctx.clock.turn &&
      (x.status === 'to fight' || x.status === 'applied' || x.status === 'awaiting choices') &&
      [...x.armies, ...(x.more ?? [])].some((a) => mine.has(a)),
  );
  return b ? b.id : null;
}

function checkPickUp(ctx: OrderContext, args: string): LineVerdict {
  const engaged = campaignBattle(ctx);
  if (engaged)
    return refuse(
      'WM-O022',
      `${ctx.player} is engaged in the campaign battle ${engaged} this turn: only the players not involved in a campaign battle may play pick-up games (MINOR NATIONS)`,
    );
  const m = PICK_UP.exec(args);
  if (!m)
    return refuse(
      'WM-O022',
      'write “Pick-up won 2000”, “Pick-up lost 2000 against non-campaign army”, “Pick-up won 2000 against lesser race Elves” or “Pick-up won 2000 commanding Elves” (your army’s points)',
    );
  const points = Number(m[2]);
  if (points < 1 || points > 10000)
    return refuse('WM-O022', `a pick-up army of ${points} points? Write your army’s points`);
  const won = /^w/i.test(m[1] ?? '');
  const opponent =
    (m[3] ?? 'lesser race').toLowerCase() === 'non-campaign army' ? 'non-campaign army' : 'lesser race';
  if (opponent === 'non-campaign army' && m[4])
    return refuse('WM-O022', `a non-campaign army has no name here: drop “${m[4]}”`);
  const name = (m[4] ?? m[5] ?? '').trim();
  if (name === '') return accept({ kind: 'pick-up', won, points, opponent });
  const named = raceNamed(ctx, name);
  if ('refused' in named) return named.refused;
  if (m[5] === undefined) return accept({ kind: 'pick-up', won, points, opponent, race: named.race });
  return accept(
    { kind: 'pick-up', won, points, opponent: 'lesser race', race: named.race, commanding: true },
    affiliationNote(ctx, named.race),
  );
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
  if (action === 'pick-up') return checkPickUp(ctx, args);
  if (action === 'spend') return checkSpend(ctx, args);
  return refuse(
    'WM-O003',
    `“${action}” is not a Nation order of this stage: ${EXPERIENCE_ACTIONS.join(', ')}`,
  );
}
