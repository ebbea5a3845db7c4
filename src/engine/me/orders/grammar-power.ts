/**
 * Table 10's expenditures aimed at a hex (5.2B), written on the hex (`0405 - Build Fortress`) or on the kingdom
 * with the hex (grammar-hex.ts `withHexArgument`). Costs and preconditions are settled by power-spend.ts.
 */
import { normalize } from '../../core/orders/line';
import { TABLE_17_POWER, TABLE_6_MAJOR_FEATURES } from '../explore-tables';
import type { MinorFeature } from '../model';
import type { Expenditure } from '../power-spend';
import { Names, type Subject } from './context';
import {
  fail,
  noArgs,
  ok,
  ORDERS_STAGE,
  quoted,
  splitAt,
  wholeNumber,
  type MeActionSpec,
  type ReadResult,
} from './spec';

const HEX = '0405';

type FeatureAction = Exclude<
  Expenditure['action'],
  'Conscription' | 'Incite Neutrals' | 'Pacify Neutrals' | 'Alter minor terrain feature'
>;

function feature(label: FeatureAction, phrases: readonly string[], help: string): MeActionSpec {
  return {
    label,
    phrases,
    subject: 'hex',
    stages: ORDERS_STAGE,
    example: `${HEX} - ${label}`,
    help,
    read: (args, s) =>
      noArgs(label, `${s.name} - ${label}`, () => ({
        kind: 'expenditure',
        expenditure: { action: label, hex: s.name },
        cost: 0,
      }))(args),
  };
}

/** Points written after the action (`Pacify 2`); 1 when none is written. */
function points(args: readonly string[], label: string, example: string): number | ReadResult {
  if (args.length === 0) return 1;
  const n = wholeNumber(args[0]);
  if (n === null || n < 1)
    return fail(
      'ME-O007',
      `${label}: ${quoted(args.slice(0, 1))} is not a number of power points. Write “${example}”.`,
    );
  return n;
}

function readIncite(args: readonly string[], s: Subject): ReadResult {
  const example = `${s.name} - Incite 3 dice 2 1`;
  const split = splitAt(args, ['dice']);
  const head = split ? split[0] : [...args];
  if (head.length > 1)
    return fail(
      'ME-O007',
      `Incite: ${quoted(head)} is not understood. Write the points, then “dice” and one or two dice for each point after the first: “${example}”.`,
    );
  const n = points(head, 'Incite', example);
  if (typeof n !== 'number') return n;
  const dice = (split ? split[1] : []).filter((w) => w !== ',').map((w) => wholeNumber(w));
  if (dice.some((d) => d !== 1 && d !== 2))
    return fail('ME-O007', `Incite: each point after the first adds 1 or 2 dice (5.2B): write “${example}”.`);
  if (dice.length !== n - 1 && n === 1)
    return fail(
      'ME-O007',
      `Incite 1: one point raises 2d6 × 100 and takes no “dice” (5.2B); for more points write them first, e.g. “${example}”.`,
    );
  if (dice.length !== n - 1)
    return fail(
      'ME-O007',
      `Incite ${n}: write 1 or 2 dice for each point after the first, ${n - 1} in all (5.2B), e.g. “${example}”.`,
    );
  const moreDice = dice as (1 | 2)[];
  const argsText = moreDice.length === 0 ? `${n}` : `${n} dice ${moreDice.join(' ')}`;
  return ok(
    {
      kind: 'expenditure',
      expenditure: { action: 'Incite Neutrals', hex: s.name, points: n, moreDice },
      cost: n,
    },
    argsText,
  );
}

const MINOR = new Names(Object.keys(TABLE_17_POWER));
const MAJOR = new Names(Object.keys(TABLE_6_MAJOR_FEATURES));
const CHANGE = { create: 'Create', remove: 'Remove', turn: 'Turn' } as const;

function minor(change: 'create' | 'remove' | 'turn', help: string): MeActionSpec {
  const label = CHANGE[change];
  const example = change === 'remove' ? `${HEX} - Remove Hangman's Tree` : `${HEX} - ${label} Holy Shrine`;
  return {
    label,
    phrases: [normalize(label)],
    subject: 'hex',
    stages: ORDERS_STAGE,
    example,
    help,
    read: (args, s) => {
      if (args.length === 0) return fail('ME-O007', `${label} needs a minor terrain feature: “${example}”.`);
      const found = MINOR.get(args.join(' '));
      if (found === undefined && change === 'remove' && MAJOR.get(args.join(' ')) !== undefined)
        return fail(
          'ME-O007',
          `A major feature is removed with “${s.name} - Remove Major Terrain Feature” (Table 10).`,
        );
      if (found === undefined)
        return fail(
          'ME-O009',
          `${label}: Power alters only ${MINOR.all.join(', ')} (Table 17); not ${quoted(args)}.${MINOR.hint(args.join(' '))}`,
        );
      const expenditure: Expenditure = {
        action: 'Alter minor terrain feature',
        hex: s.name,
        change,
        feature: found as MinorFeature,
      };
      return ok({ kind: 'expenditure', expenditure, cost: 1 }, found);
    },
  };
}

/** Table 10's expenditures at a hex (5.2B). Costs are settled by the checker (power-spend.ts). */
export const HEX_EXPENDITURE_SPECS: readonly MeActionSpec[] = [
  feature(
    'Establish town',
    ['establish town', 'establish a town'],
    'Power 1: a Town in an empty hex of yours, not next to a known town, city or capital.',
  ),
  feature('Found City', ['found city', 'found a city'], 'Power 2: your Town becomes a City.'),
  feature(
    'Create Harbor',
    ['create harbor', 'create harbour', 'create a harbor'],
    'Power 2: your Town by a lake or on a river becomes a Port.',
  ),
  feature('Improve farmland', ['improve farmland'], 'Power 1: your empty hex gains Fertile Fields.'),
  feature('Upgrade Mine', ['upgrade mine'], 'Power 2: your Mine becomes a Deep Mine.'),
  feature('Sink Mine', ['sink mine', 'sink a mine'], 'Power 1: a Mine in your empty hex (ME-R16).'),
  feature(
    'Build Watchtowers',
    ['build watchtowers', 'build watchtower'],
    'Power 1: Watchtowers (patrol radius 2, App. B).',
  ),
  feature(
    'Build Fortress',
    ['build fortress', 'build a fortress'],
    'Power 1: a Fortress; write its garrison list (App. B).',
  ),
  feature('Upgrade Fortress', ['upgrade fortress'], 'Power 2: your Fortress becomes a Mighty Fortress.'),
  feature(
    'Remove Major Terrain Feature',
    ['remove major terrain feature', 'remove major feature', 'remove feature'],
    'Power 1, or 3 for a Megafeature: the major feature is removed.',
  ),
  minor('create', 'Power 1: a minor terrain feature marked * in Table 17.'),
  minor('remove', "Power 1: a minor terrain feature marked * in Table 17, or the Hangman's Tree."),
  minor('turn', 'Power 1: a Holy Shrine turned Unholy, or back (Table 17).'),
  {
    label: 'Pacify',
    phrases: ['pacify neutrals', 'pacify'],
    subject: 'hex',
    stages: ORDERS_STAGE,
    example: `${HEX} - Pacify 2`,
    help: 'Power x: dissuade known neutral defenders, 1 point per 1000 of their army at most (5.2B, Table 11, ME-R19).',
    read: (args, s) => {
      const example = `${s.name} - Pacify 2`;
      if (args.length > 1)
        return fail('ME-O007', `Pacify: ${quoted(args)} is not understood; write “${example}”.`);
      const n = points(args, 'Pacify', example);
      if (typeof n !== 'number') return n;
      return ok(
        { kind: 'expenditure', expenditure: { action: 'Pacify Neutrals', hex: s.name, points: n }, cost: n },
        `${n}`,
      );
    },
  },
  {
    label: 'Incite',
    phrases: ['incite neutrals', 'incite'],
    subject: 'hex',
    stages: ORDERS_STAGE,
    example: `${HEX} - Incite 3 dice 2 1`,
    help: 'Power x: neutrals rise in an enemy hex: 2d6×100 for the first point, 1 or 2 more dice a further point (5.2B).',
    read: readIncite,
  },
];
