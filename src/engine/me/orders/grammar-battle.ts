/**
 * Lines whose subject is a potential battle (`T5-03 - Flee`), taken after the Interim Results (digest §4.7):
 * Fight or Flee (2.4A), which patrols defend (4.0B), the garrison (App. B), preemptive strike or static defence
 * and fleeing the remaining battles (4.0C), the strategy of an abstract battle (App. D, Table 24).
 */
import { ATTACK_STRATEGIES, DEFENCE_STRATEGIES } from '../../abstract-battle';
import { normalize } from '../../core/orders/line';
import { fail, noArgs, ok, quoted, readHex, readName, type MeActionSpec } from './spec';
import type { MeOrderStage } from './types';

const B = 'T5-03';
const FOF: readonly MeOrderStage[] = ['Fight or flight'];
/** App. B: "between the Fight and Flight responses and the beginning of the Battle phase, or between battles". */
const BOTH: readonly MeOrderStage[] = ['Fight or flight', 'Battle resolution'];

function choice(label: 'Fight' | 'Flee', phrases: readonly string[], help: string): MeActionSpec {
  return {
    label,
    phrases,
    subject: 'battle',
    stages: FOF,
    example: `${B} - ${label}`,
    help,
    read: (args, s) =>
      noArgs(label, `${s.name} - ${label}`, () => ({ kind: 'fight or flee', battle: s.name, choice: label }))(
        args,
      ),
  };
}

function stance(
  label: 'Preemptive strike' | 'Static defence',
  phrases: readonly string[],
  help: string,
): MeActionSpec {
  return {
    label,
    phrases,
    subject: 'battle',
    stages: BOTH,
    example: `${B} - ${label}`,
    help,
    read: (args, s) =>
      noArgs(label, `${s.name} - ${label}`, () => ({ kind: 'stance', battle: s.name, stance: label }))(args),
  };
}

const STRATEGY_SPECS: readonly MeActionSpec[] = [...ATTACK_STRATEGIES, ...DEFENCE_STRATEGIES].map(
  (strategy) => ({
    label: strategy,
    phrases: [...new Set([normalize(strategy), normalize(strategy).replace(' ', '')])],
    subject: 'battle',
    stages: BOTH,
    example: `${B} - ${strategy}`,
    help: `${(ATTACK_STRATEGIES as readonly string[]).includes(strategy) ? 'Attacker' : 'Defender'}'s strategy in an abstract battle (App. D, Table 24).`,
    read: (args, s) =>
      noArgs(strategy, `${s.name} - ${strategy}`, () => ({ kind: 'strategy', battle: s.name, strategy }))(
        args,
      ),
  }),
);

export const BATTLE_SPECS: readonly MeActionSpec[] = [
  choice('Fight', ['fight'], 'Your army fights this battle (2.4A).'),
  choice('Flee', ['flee', 'flight', 'retreat'], 'Your army flees: the other side wins by default (2.4A).'),
  {
    label: 'Defend',
    phrases: ['defend with', 'defend'],
    subject: 'battle',
    stages: FOF,
    example: `${B} - Defend Iron Host and Steel Band`,
    help: 'Which of your patrolling armies covering the hex fights; two named fight combined, Basic 2500 at most (4.0B).',
    read: (args, s, ctx) => {
      const example = `${s.name} - Defend Iron Host and Steel Band`;
      const whole = ctx.armies.get(args.join(' '));
      const groups: string[][] = whole !== undefined ? [[...args]] : [[]];
      if (whole === undefined)
        for (const w of args)
          if (['and', ',', '+', '&'].includes(normalize(w))) groups.push([]);
          else (groups.at(-1) as string[]).push(w);
      const armies: string[] = [];
      for (const g of groups) {
        const a = readName(g, ctx.armies, 'army of yours', 'Defend', example);
        if (!a.ok) return fail(a.code, a.message);
        if (!armies.includes(a.name)) armies.push(a.name);
      }
      if (armies.length > 2)
        return fail('ME-O007', `Defend: at most two patrols combine (4.0B); write “${example}”.`);
      return ok({ kind: 'defend', battle: s.name, armies }, armies.join(' and '));
    },
  },
  {
    label: 'Garrison',
    phrases: ['garrison'],
    subject: 'battle',
    stages: BOTH,
    example: `${B} - Garrison 0405 Iron Host`,
    help: 'The Fortress (or Mighty Fortress) whose garrison joins your defending army; one garrison an army (App. B).',
    read: (args, s, ctx) => {
      const example = `${s.name} - Garrison 0405 Iron Host`;
      const hex = readHex(args[0], ctx, 'Garrison', example);
      if (!hex.ok) return fail(hex.code, hex.message);
      const battle = ctx.battles.get(normalize(s.name));
      const mine = (battle?.armies ?? []).filter((a) => ctx.armies.get(a) !== undefined);
      if (args.length === 1) {
        if (mine.length === 1)
          return ok(
            { kind: 'garrison', battle: s.name, hex: hex.hex, army: mine[0] },
            `${hex.hex} ${mine[0]}`,
          );
        return fail('ME-O007', `Garrison: name the army it joins: “${example}”.`);
      }
      const army = readName(args.slice(1), ctx.armies, 'army of yours', 'Garrison', example);
      if (!army.ok) return fail(army.code, army.message);
      return ok(
        { kind: 'garrison', battle: s.name, hex: hex.hex, army: army.name },
        `${hex.hex} ${army.name}`,
      );
    },
  },
  stance(
    'Preemptive strike',
    ['preemptive strike', 'pre-emptive strike', 'preemptive'],
    'Your patrol strikes first: both armies count as attacking (4.0C).',
  ),
  stance(
    'Static defence',
    ['static defence', 'static defense', 'revert to static defence'],
    'Your patrol goes back to defending: the remaining battles in a random order (4.0C).',
  ),
  {
    label: 'Flee remaining',
    phrases: ['flee remaining', 'flee from all remaining battles', 'flee all remaining', 'flee the rest'],
    subject: 'battle',
    stages: ['Battle resolution'],
    example: `${B} - Flee remaining`,
    help: 'After this battle your army flees from all its remaining battles this turn (4.0C).',
    read: (args, s) =>
      args.length === 0 || (args.length === 1 && normalize(args[0]) === 'battles')
        ? ok({ kind: 'flee remaining', battle: s.name }, '')
        : fail(
            'ME-O007',
            `Flee remaining takes nothing after it: ${quoted(args)}. Write “${s.name} - Flee remaining”.`,
          ),
  },
  ...STRATEGY_SPECS,
];
