/**
 * Lines whose subject is a hex (`0405 - Industry`): edicts (1.0B, Table 2; App. G), a fortress garrison's list
 * (App. B), a new capital (3.2A), and the Table 10 expenditures aimed at a hex (5.2B).
 */
import { normalize } from '../../core/orders/line';
import { TABLE_17_POWER } from '../explore-tables';
import type { Edict, MinorFeature } from '../model';
import type { Expenditure } from '../power-spend';
import { hexAddress, Names, type ReadContext, type Subject } from './context';
import {
  fail,
  freeText,
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

function edict(label: Edict, phrases: readonly string[], help: string): MeActionSpec {
  return {
    label,
    phrases,
    subject: 'hex',
    stages: ORDERS_STAGE,
    example: `${HEX} - ${label}`,
    help,
    read: (args, s) =>
      noArgs(label, `${s.name} - ${label}`, () => ({
        kind: 'edict',
        hex: s.name,
        edict: label,
        provoke: false,
      }))(args),
  };
}

export const EDICT_SPECS: readonly MeActionSpec[] = [
  edict(
    'Support Troops',
    ['support troops', 'support'],
    'The default: the hex gives its support; it is not an edict (1.0B).',
  ),
  edict(
    'Civilization',
    ['civilization', 'civilisation'],
    'A hex with a City or your Capital produces 2 Power this turn (Table 2, Table 9).',
  ),
  edict(
    'Industry',
    ['industry'],
    "The hex's production is added at the end of the turn (Table 2, Table 6, 5.1B).",
  ),
  edict(
    'War Footing',
    ['war footing', 'warfooting'],
    'A hex with a Town, City or Capital: your armies recover better this turn (Table 2, Table 12, ME-R1).',
  ),
  edict(
    'Loot',
    ['loot'],
    'Your hex, or one you invade this turn: looted at the end of the turn (1.1B, Tables 3-4).',
  ),
  edict(
    'Raze',
    ['raze'],
    'Your hex, or one you invade this turn: razed and lost at the end of the turn (1.2B, Tables 3-4).',
  ),
  {
    label: 'Provoke the Beast',
    phrases: ['provoke the beast', 'provoke beast', 'provoke'],
    subject: 'hex',
    stages: ORDERS_STAGE,
    example: `${HEX} - Provoke the Beast`,
    help: 'Industry in your Deep Mine or Deep Woods to wake the Beast, no production (App. G, optional).',
    read: (args, s) =>
      noArgs('Provoke the Beast', `${s.name} - Provoke the Beast`, () => ({
        kind: 'edict',
        hex: s.name,
        edict: 'Industry',
        provoke: true,
      }))(args),
  },
];

export const GARRISON_LIST_SPEC: MeActionSpec = {
  label: 'Garrison list',
  phrases: ['garrison list', 'garrison'],
  subject: 'hex',
  stages: ORDERS_STAGE,
  example: `${HEX} - Garrison list 2x20 Spearmen, 10 Crossbowmen`,
  help: "A Fortress's 250-point (Mighty Fortress: 500) garrison, written as you would an army list (App. B).",
  read: (args, s) =>
    args.length === 0
      ? fail('ME-O007', `Garrison list needs the list after it: “${s.name} - Garrison list 20 Spearmen”.`)
      : ok({ kind: 'garrison list', hex: s.name, list: freeText(args) }, freeText(args)),
};

export const NEW_CAPITAL_SPEC: MeActionSpec = {
  label: 'New capital',
  phrases: ['new capital', 'capital'],
  subject: 'hex',
  stages: ORDERS_STAGE,
  example: `${HEX} - New capital`,
  help: 'Your capital was conquered: this City of yours becomes the new one (3.2A).',
  read: (args, s) =>
    noArgs('New capital', `${s.name} - New capital`, () => ({ kind: 'new capital', hex: s.name }))(args),
};

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
  if (dice.length !== n - 1)
    return fail(
      'ME-O007',
      `Incite ${n}: say how many dice (1 or 2) each of the ${n - 1} point(s) after the first adds (5.2B), e.g. “${example}”.`,
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

export const HEX_SPECS: readonly MeActionSpec[] = [
  ...EDICT_SPECS,
  GARRISON_LIST_SPEC,
  NEW_CAPITAL_SPEC,
  ...HEX_EXPENDITURE_SPECS,
];

/** A hex spec written on the kingdom with the hex first: `Kingdom - Incite 0607 2 dice 1`. */
export function withHexArgument(
  spec: MeActionSpec,
  readHexWord: (word: string | undefined, ctx: ReadContext) => string | ReadResult,
): MeActionSpec {
  const rest = spec.example.slice(`${HEX} - ${spec.label}`.length);
  // A feature's name reads best before the hex (`Turn Holy Shrine 0405`), points after it (`Incite 0405 2`).
  const example = /^ [A-Za-z]/.test(rest)
    ? `Kingdom - ${spec.label}${rest} ${HEX}`
    : `Kingdom - ${spec.label} ${HEX}${rest}`;
  return {
    ...spec,
    subject: 'kingdom',
    example,
    read: (args, _s, ctx) => {
      // The hex first (`Incite 0607 2`), or last when the first word is not one (`Turn Holy Shrine 0607`).
      const last =
        args.length > 1 && hexAddress(args[0]) === null && hexAddress(args[args.length - 1]) !== null;
      const hex = readHexWord(last ? args[args.length - 1] : args[0], ctx);
      if (typeof hex !== 'string') return hex;
      const rest = last ? args.slice(0, -1) : args.slice(1);
      const r = spec.read(rest, { kind: 'hex', name: hex }, ctx);
      return r.ok ? { ...r, argsText: `${hex} ${r.argsText}`.trim() } : r;
    },
  };
}
