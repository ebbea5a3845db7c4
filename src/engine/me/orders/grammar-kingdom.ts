/**
 * Lines whose subject is the kingdom (`Kingdom - Conscription 2`): power expenditures (5.2B Table 10, the hex
 * written first), mercenary bids and mercenaries held (6.0B-6.2B), player interactions (7.1B-7.5B), a third
 * army raised (3.2B) and a new capital (3.2A).
 */
import { normalize } from '../../core/orders/line';
import { hexAddress, KINGDOM, type ReadContext } from './context';
import { NEW_CAPITAL_SPEC, withHexArgument } from './grammar-hex';
import { HEX_EXPENDITURE_SPECS } from './grammar-power';
import {
  fail,
  ok,
  ORDERS_STAGE,
  quoted,
  readHex,
  readName,
  splitAt,
  wholeNumber,
  type MeActionSpec,
  type ReadResult,
} from './spec';
import type { DeclarationOrder, VassalageOrder } from './types';

const K = 'Kingdom';

function hexWord(word: string | undefined, ctx: ReadContext): string | ReadResult {
  const r = readHex(word, ctx, 'This order', `${K} - Build Fortress 0405`);
  return r.ok ? r.hex : fail(r.code, r.message);
}

/** `<name> <number>`: a name of several words, then a number. */
function nameThenNumber(args: readonly string[]): { name: string[]; n: number } | null {
  const n = wholeNumber(args.at(-1));
  return n === null || args.length < 2 ? null : { name: args.slice(0, -1), n };
}

function readBid(args: readonly string[], ctx: ReadContext): ReadResult {
  const example = `${K} - Bid Orc Boyz 300`;
  let ws = [...args];
  let power = 0;
  // `… 300 power 2` or `… 300 2 power` (special mercenaries, 6.2B).
  const p = ws.findIndex((w) => normalize(w) === 'power');
  if (p >= 0) {
    const before = wholeNumber(ws[p - 1]);
    const after = wholeNumber(ws[p + 1]);
    if (after !== null && p === ws.length - 2) {
      power = after;
      ws = ws.slice(0, p);
    } else if (before !== null && p === ws.length - 1 && p >= 2) {
      power = before;
      ws = ws.slice(0, p - 1);
    } else return fail('ME-O007', `Bid: write the power last, e.g. “${K} - Bid Dogs of War 300 power 2”.`);
  }
  const split = nameThenNumber(ws);
  if (split === null) return fail('ME-O007', `Bid needs the unit and the support bid: “${example}”.`);
  const unit = readName(split.name, ctx.offers, 'mercenary for hire this turn', 'Bid', example);
  if (!unit.ok) return fail(unit.code, unit.message);
  const argsText = power > 0 ? `${unit.name} ${split.n} power ${power}` : `${unit.name} ${split.n}`;
  return ok({ kind: 'bid', unit: unit.name, support: split.n, power }, argsText);
}

function player(
  label: string,
  phrases: readonly string[],
  help: string,
  make: (other: string) => DeclarationOrder | VassalageOrder,
): MeActionSpec {
  const example = `${K} - ${label} Blue`;
  return {
    label,
    phrases,
    subject: 'kingdom',
    stages: ORDERS_STAGE,
    example,
    help,
    read: (args, _s, ctx) => {
      const other = readName(args, ctx.players, 'other player', label, example);
      return other.ok ? ok(make(other.name), other.name) : fail(other.code, other.message);
    },
  };
}

export const KINGDOM_SPECS: readonly MeActionSpec[] = [
  {
    label: 'Conscription',
    phrases: ['conscription', 'conscript'],
    subject: 'kingdom',
    stages: ORDERS_STAGE,
    example: `${K} - Conscription 2`,
    help: 'Power x (at most ⌈turn / 3⌉): d2 × 250 more Total Support per point next turn (5.2B, ME-R12).',
    read: (args) => {
      const n = args.length === 0 ? 1 : args.length === 1 ? wholeNumber(args[0]) : null;
      return n === null || n < 1
        ? fail('ME-O007', `Conscription needs a number of power points: “${K} - Conscription 2”.`)
        : ok({ kind: 'expenditure', expenditure: { action: 'Conscription', points: n }, cost: n }, `${n}`);
    },
  },
  ...HEX_EXPENDITURE_SPECS.map((s) => withHexArgument(s, hexWord)),
  withHexArgument(NEW_CAPITAL_SPEC, hexWord),
  {
    label: 'Bid',
    phrases: ['bid'],
    subject: 'kingdom',
    stages: ORDERS_STAGE,
    example: `${K} - Bid Orc Boyz 300`,
    help: 'A sealed bid for a mercenary, at least its basic cost, paid from next turn’s support if you win; special mercenaries add “power N” (6.0B, 6.2B).',
    read: (args, _s, ctx) => readBid(args, ctx),
  },
  {
    label: 'Field',
    phrases: ['field'],
    subject: 'kingdom',
    stages: ORDERS_STAGE,
    example: `${K} - Field Orc Boyz in Iron Host`,
    help: 'The mercenary you won joins one of your armies, adding to its Total Army Size (6.0B).',
    read: (args, _s, ctx) => {
      const example = `${K} - Field Orc Boyz in Iron Host`;
      const split = splitAt(args, ['in', 'with', 'to']);
      if (split === null) return fail('ME-O007', `Field: write the unit, “in”, then the army: “${example}”.`);
      const unit = readName(split[0], ctx.mercenaries, 'mercenary of yours', 'Field', example);
      if (!unit.ok) return fail(unit.code, unit.message);
      const army = readName(split[1], ctx.armies, 'army of yours', 'Field', example);
      if (!army.ok) return fail(army.code, army.message);
      return ok(
        { kind: 'field mercenary', unit: unit.name, army: army.name },
        `${unit.name} in ${army.name}`,
      );
    },
  },
  {
    label: 'Release',
    phrases: ['release', 'dismiss'],
    subject: 'kingdom',
    stages: ORDERS_STAGE,
    example: `${K} - Release Orc Boyz`,
    help: 'Stop paying a mercenary’s upkeep: it leaves (6.0B).',
    read: (args, _s, ctx) => {
      const unit = readName(
        args,
        ctx.mercenaries,
        'mercenary of yours',
        'Release',
        `${K} - Release Orc Boyz`,
      );
      return unit.ok
        ? ok({ kind: 'release mercenary', unit: unit.name }, unit.name)
        : fail(unit.code, unit.message);
    },
  },
  {
    label: 'Raise army',
    phrases: ['raise army', 'raise third army', 'third army'],
    subject: 'kingdom',
    stages: ORDERS_STAGE,
    example: `${K} - Raise army Steel Band 500`,
    help: 'A third army, allowed while another of yours has Basic 2000 or more; never more than three (3.2B).',
    read: (args, _s, ctx) => {
      const split = nameThenNumber(args);
      if (split === null)
        return fail(
          'ME-O007',
          `Raise army needs a name and a Basic size: “${K} - Raise army Steel Band 500”.`,
        );
      const name = split.name.join(' ');
      if (ctx.allArmies.get(name) !== undefined)
        return fail('ME-O016', `Raise army: there is already an army called ${quoted(split.name)}.`);
      if (name.length > 60) return fail('ME-O007', 'Raise army: an army name is at most 60 characters.');
      if (
        normalize(name) === normalize(KINGDOM) ||
        hexAddress(name) !== null ||
        ctx.battleIds.get(name) !== undefined
      )
        return fail(
          'ME-O007',
          `Raise army: ${quoted(split.name)} already names a hex, the Kingdom or a battle.`,
        );
      // A name opening like a spreadsheet formula would be one in the ledger's cells.
      if (/^[=+\-@]/.test(name))
        return fail('ME-O007', 'Raise army: an army name may not start with =, +, - or @.');
      return ok({ kind: 'raise army', army: name, basic: split.n }, `${name} ${split.n}`);
    },
  },
  {
    label: 'Gift',
    phrases: ['gift', 'give'],
    subject: 'kingdom',
    stages: ORDERS_STAGE,
    example: `${K} - Gift Blue 2`,
    help: 'Power from what you generate this turn, given at the end of the turn (7.1B).',
    read: (args, _s, ctx) => {
      const split = nameThenNumber(args);
      if (split === null || split.n < 1)
        return fail('ME-O007', `Gift needs a player and the power: “${K} - Gift Blue 2”.`);
      const to = readName(split.name, ctx.players, 'other player', 'Gift', `${K} - Gift Blue 2`);
      return to.ok
        ? ok({ kind: 'gift', to: to.name, amount: split.n }, `${to.name} ${split.n}`)
        : fail(to.code, to.message);
    },
  },
  player(
    'Cease fire',
    ['cease fire', 'ceasefire', 'cease-fire'],
    'Both players write it; from the Interim Results neither may invade the other (7.3B).',
    (other) => ({
      kind: 'declaration',
      other,
      declaration: 'Cease fire',
    }),
  ),
  player(
    'Alliance',
    ['alliance', 'ally'],
    'Both write it, after a cease fire of 3 turns or more (7.4B).',
    (other) => ({
      kind: 'declaration',
      other,
      declaration: 'Alliance',
    }),
  ),
  player(
    'Break',
    ['break cease fire', 'break alliance', 'break'],
    'Ends a cease fire, or an alliance back to a cease fire, at the start of next turn (7.3B, 7.4B).',
    (other) => ({
      kind: 'declaration',
      other,
      declaration: 'Break',
    }),
  ),
  player(
    'Vassal of',
    ['become vassal of', 'vassal of', 'vassal'],
    'You lost your last city: you become the conqueror’s vassal, keeping your capital (7.5B).',
    (other) => ({
      kind: 'vassalage',
      role: 'vassal',
      other,
    }),
  ),
  player(
    'Accept vassal',
    ['accept vassal', 'accept as vassal'],
    'You take the player you conquered as your vassal: 1 power a turn, permanent alliance (7.5B).',
    (other) => ({
      kind: 'vassalage',
      role: 'overlord',
      other,
    }),
  ),
];
