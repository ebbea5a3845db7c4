/**
 * Lines whose subject is one of the player's armies (`Iron Host - Invade 0506`): the army orders of Table 5
 * (4.0B, 7.2B) and the army building of 3.1B-3.7B.
 */
import type { ReadContext } from './context';
import {
  fail,
  freeText,
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

const ARMY = 'Iron Host';

function hexOnly(args: readonly string[], ctx: ReadContext, label: string, example: string) {
  if (args.length > 1)
    return {
      ok: false as const,
      code: 'ME-O007' as const,
      message: `${label}: ${quoted(args)} is not understood; write “${example}”.`,
    };
  return readHex(args[0], ctx, label, example);
}

function readInvade(args: readonly string[], army: string, ctx: ReadContext): ReadResult {
  const example = `${army} - Invade 0506`;
  const split = splitAt(args, ['with', 'and', '+']);
  const hex = hexOnly(split ? split[0] : args, ctx, 'Invade', example);
  if (!hex.ok) return fail(hex.code, hex.message);
  if (split === null)
    return ok({ kind: 'invade', army, hex: hex.hex, combinedWith: null, allied: false }, hex.hex);
  const other = readName(
    split[1],
    ctx.allArmies,
    'army',
    'Invade … with',
    `${army} - Invade ${hex.hex} with Steel Band`,
  );
  if (!other.ok) return fail(other.code, other.message);
  return ok(
    { kind: 'invade', army, hex: hex.hex, combinedWith: other.name, allied: false },
    `${hex.hex} with ${other.name}`,
  );
}

function otherArmy(
  label: string,
  phrases: readonly string[],
  kind: 'fold army' | 'combine',
  help: string,
): MeActionSpec {
  return {
    label,
    phrases,
    subject: 'army',
    stages: ORDERS_STAGE,
    example: `Steel Band - ${label} ${ARMY}`,
    help,
    read: (args, s, ctx) => {
      const into = readName(args, ctx.armies, 'army of yours', label, `${s.name} - ${label} ${ARMY}`);
      if (!into.ok) return fail(into.code, into.message);
      return ok(
        { kind: 'fold army', army: s.name, into: into.name, desperate: kind === 'combine' },
        into.name,
      );
    },
  };
}

export const ARMY_SPECS: readonly MeActionSpec[] = [
  {
    label: 'Patrol',
    phrases: ['patrol'],
    subject: 'army',
    stages: ORDERS_STAGE,
    example: `${ARMY} - Patrol 0405`,
    help: 'Defend the hex and the friendly hexes next to it (2 hexes away with Watchtowers) against invaders (Table 5).',
    read: (args, s, ctx) => {
      const hex = hexOnly(args, ctx, 'Patrol', `${s.name} - Patrol 0405`);
      return hex.ok
        ? ok({ kind: 'patrol', army: s.name, hex: hex.hex, allied: false }, hex.hex)
        : fail(hex.code, hex.message);
    },
  },
  {
    label: 'Invade',
    phrases: ['invade'],
    subject: 'army',
    stages: ORDERS_STAGE,
    example: `${ARMY} - Invade 0506`,
    help: 'Enter an enemy or neutral hex next to your kingdom; add “with <army>” to combine with another army invading it (Table 5, 4.0B, 7.2B).',
    read: (args, s, ctx) => readInvade(args, s.name, ctx),
  },
  {
    label: 'Basic size',
    phrases: ['basic army size', 'basic size', 'size'],
    subject: 'army',
    stages: ORDERS_STAGE,
    example: `${ARMY} - Basic size 2000`,
    help: 'The points the army takes from Total Support this turn: 500 to 2500 (3.1B, ME-R15).',
    read: (args, s) => {
      const n = args.length === 1 ? wholeNumber(args[0]) : null;
      return n === null
        ? fail('ME-O007', `Basic size needs a number of points: “${s.name} - Basic size 2000”.`)
        : ok({ kind: 'basic size', army: s.name, basic: n }, `${n}`);
    },
  },
  {
    label: 'List',
    phrases: ['army list', 'list'],
    subject: 'army',
    stages: ORDERS_STAGE,
    example: `${ARMY} - List General on horse, 20 Halberdiers, 10 Handgunners`,
    help: "The army's list as you would write it for Warhammer: units, characters, equipment, magic items (3.0B, 3.6B, 3.7B).",
    keepsSemicolons: true,
    read: (args, s) => {
      const list = freeText(args);
      return list === ''
        ? fail('ME-O007', `List needs the army list after it: “${s.name} - List 20 Halberdiers”.`)
        : ok({ kind: 'army list', army: s.name, list }, list);
    },
  },
  {
    label: 'General',
    phrases: ['general'],
    subject: 'army',
    stages: ORDERS_STAGE,
    example: `${ARMY} - General Kurt Helborg`,
    help: 'The character who leads the army; the Grand Marshall always leads his (3.3B-3.4B).',
    read: (args, s, ctx) => {
      const c = readName(
        args,
        ctx.characters,
        'character of yours',
        'General',
        `${s.name} - General Kurt Helborg`,
      );
      return c.ok
        ? ok({ kind: 'general', army: s.name, character: c.name }, c.name)
        : fail(c.code, c.message);
    },
  },
  {
    label: 'Take',
    phrases: ['take character', 'take'],
    subject: 'army',
    stages: ORDERS_STAGE,
    example: `${ARMY} - Take Kurt Helborg`,
    help: 'A character of yours moves into this army (3.7B: units are reallocated freely).',
    read: (args, s, ctx) => {
      const c = readName(args, ctx.characters, 'character of yours', 'Take', `${s.name} - Take Kurt Helborg`);
      return c.ok ? ok({ kind: 'join', army: s.name, character: c.name }, c.name) : fail(c.code, c.message);
    },
  },
  otherArmy(
    'Fold into',
    ['fold into', 'fold'],
    'fold army',
    'A third army folded back into another of yours (3.2B Third Army).',
  ),
  otherArmy(
    'Combine with',
    ['combine with', 'combine'],
    'combine',
    'Desperate Measures: your maximum total support is below 1000, so your forces combine into one army (3.2B).',
  ),
];
