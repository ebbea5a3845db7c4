import { formatHex, sameHex } from '../../hex';
import { armySize } from '../economy';
import { mayRecruitIn, recruitLimit } from '../city-actions';
import { brokenArmyMove } from './broken';
import { MAX_ARMY_POINTS } from '../tables';
import { CheckContext, Order, reject, UnitTurn, Verdict } from './context';
import {
  ArgResult,
  fail,
  KindGrammar,
  movement,
  noArgs,
  patrol,
  points,
  spec,
  split,
  target,
} from './grammar';
import { replaceLosses } from './replace';
import { checkMovement } from './movement';
import { ENTER_PORTAL, enterPortal } from './portal';
import { didYouMean, normalize } from './parse';
import type { OrderNote } from './types';

/** ARMY ACTIONS (Table 7), Moving Through the Same Hex, Enslaving, DESTROYING STRUCTURES, PAYABLES/UPKEEP, and
 * Mystic Portals (SPECIAL TERRAIN TYPES). */

const MOVE = spec(
  'Move',
  'Move',
  ['move'],
  'Iron Host - Move 3 follow Red Banner',
  movement({ min: 1, max: 3, qualifiers: true, destroy: true }),
);

export const ARMY_GRAMMAR: KindGrammar = {
  kind: 'army',
  noun: 'army',
  actions: [
    spec('Hold', 'Hold', ['hold'], 'Iron Host - Hold', noArgs),
    MOVE,
    spec(
      'March',
      'March',
      ['march'],
      'Iron Host - March 2 3 engage',
      movement({ min: 2, max: 4, qualifiers: true, destroy: false }),
    ),
    spec(
      'Join',
      'Join',
      ['join', 'combine with', 'combine', 'join with'],
      'Iron Host - Join Red Host',
      target('another army of yours', 'Join Red Host'),
    ),
    spec('Recruit', 'Recruit', ['recruit', 'recruit troops'], 'Iron Host - Recruit 300', points(true)),
    spec(
      'Split',
      'Split',
      ['split', 'split into'],
      'Iron Host - Split Iron Guard 400, Iron Reserve 300',
      split,
    ),
    spec(
      'Besiege',
      'Besiege',
      ['besiege', 'besiege city', 'siege', 'lay siege to', 'lay siege'],
      'Iron Host - Besiege Karak Varn',
      target('the city', 'Besiege Karak Varn'),
    ),
    spec('Patrol', 'Patrol', ['patrol'], 'Iron Host - Patrol /M', patrol, { actions: 2 }),
    spec('Disband', 'Disband', ['disband'], 'Iron Host - Disband 200', points(false)),
    spec('Destroy', 'Destroy', ['destroy', 'destroy structures'], 'Iron Host - Destroy', noArgs),
    spec(
      'Enslave',
      'Enslave',
      ['enslave'],
      'Iron Host - Enslave Gorthak Settlers',
      target('the enemy settlers or engineers', 'Enslave Gorthak Settlers'),
      { actions: 0 },
    ),
    spec(
      'Replace',
      'Replace',
      ['replace', 'replace losses', 'replacements', 'buy replacements', 're-supply', 'resupply'],
      'Iron Host - Replace 200',
      replacePoints,
      { actions: 0 },
    ),
    ENTER_PORTAL,
    spec(
      'NoUpkeep',
      'No upkeep',
      ['no upkeep', 'no supply', 'unpaid', 'do not pay upkeep', 'decline upkeep', 'skip upkeep'],
      'Iron Host - No upkeep',
      noArgs,
      { actions: 0 },
    ),
  ],
};
export const ARMY_MOVE = MOVE;

/** Replace: points, or nothing for as many as Table 5 allows. */
function replacePoints(words: readonly string[], label: string): ArgResult {
  const read = points(false)(words, label);
  if (!read.ok) return read;
  if (read.args.type === 'points' && read.args.note === null)
    return { ok: true, args: { type: 'replace', points: read.args.points } };
  return fail(
    'O010',
    `${label} takes a whole number of points, e.g. “${label} 200”, or nothing for all it may.`,
  );
}

function join(ctx: CheckContext, turn: UnitTurn, name: string): Verdict {
  const me = turn.entity;
  const other = ctx.entity(name);
  const mine = [...ctx.entities.values()].filter((x) => x.kind === 'army' && x !== me).map((x) => x.name);
  if (other === undefined || other.kind !== 'army')
    return reject('O032', `You have no other army called “${name}” to join.${didYouMean(name, mine)}`);
  if (other === me) return reject('O032', `${me.name} cannot join itself: name the other army.`);
  const startTogether = sameHex(me.hex, other.hex);
  if (!startTogether && me.allowance === 1)
    return reject(
      'O032',
      `${me.name} has one action this turn, so it can join only an army it starts the turn with (ARMY ACTIONS, Join).`,
    );
  const notes: OrderNote[] = [];
  if (!(ctx.joins.get(normalize(other.name)) ?? []).includes(normalize(me.name)))
    notes.push({
      code: 'W008',
      message: `${other.name} must also spend an action: add “${other.name} - Join ${me.name}”.`,
    });
  const myPoints = me.army?.points ?? 0;
  const theirs = other.army?.points ?? 0;
  const keeps = myPoints > theirs;
  return {
    ok: true,
    notes,
    gone: !keeps,
    message: `joins ${other.name}; the joined army is called ${keeps ? me.name : other.name} (the larger keeps its name).`,
  };
}

function recruit(ctx: CheckContext, turn: UnitTurn, pts: number): Verdict {
  const me = turn.entity;
  const city = ctx.cityAt(turn.pos);
  if (city === undefined || city.player !== ctx.player || city.conquered)
    return reject(
      'O045',
      `${me.name} can Recruit only in a city of yours (not a conquered one); it will be in ${formatHex(turn.pos)}.`,
    );
  if (!mayRecruitIn(city, ctx.state.turn))
    return reject(
      'O069',
      `${city.name} is being abandoned (abandoned on turn ${city.abandonedTurn ?? '?'}): no troops are recruited there this turn or the next (CITY ACTIONS, Abandon City).`,
    );
  const limit = recruitLimit(city.size);
  const total = ctx.bump(ctx.recruited, me.name, pts);
  if (total > limit)
    return reject(
      'O046',
      `In ${city.name} (size ${city.size}) an army may recruit up to ${limit} points a turn; this asks for ${total}.`,
    );
  if ((me.army?.points ?? 0) + total > MAX_ARMY_POINTS)
    return reject(
      'O062',
      `${me.name} would have ${(me.army?.points ?? 0) + total} points; an army may have at most ${MAX_ARMY_POINTS}.`,
    );
  return { ok: true, cost: pts, message: `recruits ${pts} points in ${city.name} (cost ${pts}).` };
}

function splitArmy(ctx: CheckContext, turn: UnitTurn, order: Order): Verdict {
  if (order.args.type !== 'split') return reject('O008', 'Split needs names and points.');
  const me = turn.entity;
  const pts = me.army?.points ?? 0;
  const sum = order.args.parts.reduce((a, p) => a + p.points, 0);
  if (sum > pts || (sum === pts && order.args.parts.length < 2) || (me.army === null && sum !== pts))
    return reject(
      'O059',
      `${me.name} has ${pts} points; the parts add up to ${sum}. Name parts that add up to ${pts}, or fewer points to keep the rest under the old name.`,
    );
  const armies = order.args.parts.length + (sum < pts ? 1 : 0);
  const inCity = ctx.cityAt(turn.pos)?.player === ctx.player;
  if (!inCity && armies !== 2)
    return reject('O058', `Outside a city ${me.name} can split only into two armies; this makes ${armies}.`);
  for (const p of order.args.parts) {
    const clash = ctx.claimNew(p.name, order.line, 'army');
    if (clash !== null) return clash;
  }
  const left = typeof me.allowance === 'number' ? me.allowance - turn.used - 1 : 0;
  for (const p of order.args.parts) ctx.activate(p.name, Math.max(0, left), turn.pos);
  const names = order.args.parts.map((p) => `${p.name} (${p.points})`).join(', ');
  const rest = sum < pts ? `; ${me.name} keeps ${pts - sum}` : '';
  return {
    ok: true,
    gone: sum === pts,
    message: `splits into ${names}${rest}; each new army has ${Math.max(0, left)} action(s) left.`,
  };
}

function besiege(ctx: CheckContext, turn: UnitTurn, name: string): Verdict {
  const city = ctx.otherPlayersCity(name, (c) => `${c.name} is your own city: Besiege is for enemy cities.`);
  if ('ok' in city) return city;
  if (!sameHex(city.hex, turn.pos))
    return reject(
      'O030',
      `${turn.entity.name} must be in ${city.name}'s hex (${formatHex(city.hex)}) to besiege it; it will be in ${formatHex(turn.pos)}.`,
    );
  const notes: OrderNote[] = [];
  if (turn.entity.army !== null && armySize(turn.entity.army.points) < city.size)
    notes.push({
      code: 'W006',
      message: `A besieger must be at least the city's size (${city.size}); ${turn.entity.name} is size ${armySize(turn.entity.army.points)} (RULINGS 25).`,
    });
  return { ok: true, notes, gone: false, message: `lays siege to ${city.name}.` };
}

/**
 * Enslaving: "When an enemy army lands on an unprotected settler or engineer unit ... the army may have an
 * opportunity to enslave the unit. This may only be done if has been included in the orders". An instruction for
 * the turn: it acts where the army ends an action in the unit's hex, so no distance is refused. A target the
 * player does not see gets the answer of a name nobody has (W016); the resolver matches the name only when the
 * army catches such a unit (turn/units-contact.ts).
 */
function enslave(ctx: CheckContext, turn: UnitTurn, name: string): Verdict {
  const me = turn.entity;
  const found = ctx.knows.named(name)[0];
  if (found === undefined) {
    const seen = ctx.knows
      .workers()
      .filter((u) => u.player !== ctx.player)
      .map((u) => u.name);
    return {
      ok: true,
      notes: [
        {
          code: 'W016',
          message: `No settlers or engineers called “${name}” are in sight now: ${me.name} enslaves them only if it ends an action in their hex this turn.${didYouMean(name, seen)}`,
        },
      ],
      message: `will enslave ${name} if it catches them (Enslaving: 60% / 20% / 20%).`,
    };
  }
  if (found.player === ctx.player) return reject('O031', `${found.name} is yours.`);
  if (!('type' in found) || (found.type !== 'Settler' && found.type !== 'Engineer'))
    return reject(
      'O034',
      `Only settler bands and engineer battalions can be enslaved (Enslaving); ${found.name} is not one.`,
    );
  const notes: OrderNote[] =
    sameHex(found.hex, me.hex) || sameHex(found.hex, turn.pos)
      ? []
      : [
          {
            code: 'W017',
            message: `${found.name} is in ${formatHex(found.hex)} now: ${me.name} enslaves them only if it ends an action in their hex this turn (Enslaving: "lands on").`,
          },
        ];
  return {
    ok: true,
    notes,
    message: `will enslave ${found.name} if it catches them (Enslaving: 60% / 20% / 20%).`,
  };
}

export function checkArmyAction(ctx: CheckContext, turn: UnitTurn, order: Order): Verdict {
  const me = turn.entity;
  const a = order.args;
  switch (order.spec.id) {
    case 'Move':
    case 'March':
      return brokenArmyMove(ctx, turn, order, checkMovement(ctx, turn, order, MOVE));
    case 'Join':
      return a.type === 'target' ? join(ctx, turn, a.target) : reject('O008', 'Join needs an army.');
    case 'Recruit':
      return a.type === 'points' && a.points !== null
        ? recruit(ctx, turn, a.points)
        : reject('O008', 'Recruit needs points.');
    case 'Split':
      return splitArmy(ctx, turn, order);
    case 'Besiege':
      return a.type === 'target' ? besiege(ctx, turn, a.target) : reject('O008', 'Besiege needs a city.');
    case 'Disband': {
      const pts = me.army?.points ?? 0;
      if (a.type === 'points' && a.points !== null && me.army !== null && a.points > pts)
        return reject('O060', `${me.name} has ${pts} points; it cannot disband ${a.points}.`);
      const whole = a.type !== 'points' || (a.points === null && a.note === null) || a.points === pts;
      return {
        ok: true,
        gone: whole,
        message: whole ? 'disbands entirely.' : 'disbands part of its troops.',
      };
    }
    case 'Destroy':
      return ctx.structuresAt(turn.pos).length === 0
        ? {
            ok: true,
            notes: [{ code: 'W012', message: `No structure is known in ${formatHex(turn.pos)} to destroy.` }],
            message: 'destroys the structures in its hex.',
          }
        : { ok: true, message: 'destroys the structures in its hex.' };
    case 'Enslave':
      return a.type === 'target' ? enslave(ctx, turn, a.target) : reject('O008', 'Enslave needs a unit.');
    case 'Replace':
      return a.type === 'replace'
        ? replaceLosses(ctx, turn, a.points)
        : reject('O008', 'Replace needs points.');
    case 'EnterPortal':
      return a.type === 'portal'
        ? enterPortal(ctx, turn, a.exit)
        : reject('O008', 'Enter Portal needs a portal.');
    case 'NoUpkeep':
      return {
        ok: true,
        notes: [
          {
            code: 'W009',
            message: `${me.name}'s upkeep is not paid: it is Out of Supply this turn, with one action (RULINGS 12).`,
          },
        ],
        message: 'gets no upkeep this turn.',
      };
    default:
      return { ok: true, message: 'holds.' };
  }
}
