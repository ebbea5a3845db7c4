/**
 * Lines whose subject is a hex (`0405 - Industry`): edicts (1.0B, Table 2; App. G), a fortress garrison's list
 * (App. B), a new capital (3.2A), and the Table 10 expenditures aimed at a hex (grammar-power.ts, 5.2B).
 */
import type { Edict } from '../model';
import { hexAddress, type ReadContext } from './context';
import { HEX_EXPENDITURE_SPECS } from './grammar-power';
import { fail, freeText, noArgs, ok, ORDERS_STAGE, type MeActionSpec, type ReadResult } from './spec';

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
