/** The actions whose subject is a battle of the round: stakes and answers before it, the report after it. */
import { normalize, shown } from '../../core/orders/line';
import { type ActionSpec, text, whole } from './action-spec';

export const BATTLE_ACTIONS: readonly ActionSpec[] = [
  {
    kind: 'stake',
    subject: 'battle',
    label: 'Stake',
    phrases: ['stake', 'stakes'],
    example: 'R1-A - Stake Oldfield',
    read: (battle, rest) =>
      rest.length ? { kind: 'stake', battle, territory: text(rest) } : 'name the territory staked',
  },
  {
    kind: 'accept',
    subject: 'battle',
    label: 'Accept',
    phrases: ['accept', 'accepts', 'accept challenge'],
    example: 'R2-C1 - Accept',
    read: (battle, rest) =>
      rest.length ? `nothing follows Accept, got “${shown(text(rest))}”` : { kind: 'accept', battle },
  },
  {
    kind: 'decline',
    subject: 'battle',
    label: 'Decline',
    phrases: ['decline', 'declines', 'decline challenge'],
    example: 'R2-C1 - Decline Mirefen',
    read: (battle, rest) =>
      rest.length
        ? { kind: 'decline', battle, territory: text(rest) }
        : 'name the territory you give up ([Battles] 4.b)',
  },
  {
    kind: 'mission',
    subject: 'battle',
    label: 'Mission achieved / Mission failed',
    phrases: ['mission achieved', 'mission accomplished', 'mission failed'],
    example: 'R1-A - Mission achieved',
    read: (battle, rest) =>
      rest.length
        ? `nothing follows the mission, got “${shown(text(rest))}”`
        : { kind: 'mission', battle, achieved: true },
  },
  {
    kind: 'wounds',
    subject: 'battle',
    label: 'Wounds',
    phrases: ['wounds', 'wounds inflicted'],
    example: 'R1-A - Wounds 7',
    read: (battle, rest) => {
      const n = whole(rest[0]);
      return n !== null && rest.length === 1
        ? { kind: 'wounds', battle, count: n }
        : 'write the wounds inflicted on the enemy as a whole number';
    },
  },
  {
    kind: 'casualty',
    subject: 'battle',
    label: 'Casualty',
    phrases: ['casualty', 'casualties'],
    example: 'R1-A - Casualty V.Blades.3 (or … skeleton, … eaten, … by Ghor)',
    read: (battle, rest) => {
      const [figure, ...more] = rest;
      if (!figure) return 'name the figure';
      let unrecoverable = false;
      let by = '';
      let i = 0;
      if (['skeleton', 'eaten'].includes(normalize(more[i] ?? ''))) {
        unrecoverable = true;
        i++;
      }
      if (normalize(more[i] ?? '') === 'by') {
        by = text(more.slice(i + 1));
        if (by === '') return 'name the player after “by”';
        i = more.length;
      }
      if (i < more.length)
        return `after the figure write skeleton, eaten or by <player>, got “${shown(text(more.slice(i)))}”`;
      return { kind: 'casualty', battle, figure, unrecoverable, by };
    },
  },
  {
    kind: 'hits',
    subject: 'battle',
    label: 'Hits',
    phrases: ['hits', 'wounding hits'],
    example: 'R1-A - Hits Vanth Blades 2',
    read: (battle, rest) => {
      const n = whole(rest.at(-1));
      return n !== null && rest.length > 1
        ? { kind: 'hits', battle, warband: text(rest.slice(0, -1)), count: n }
        : 'write the warband, then its hits that caused unsaved wounds as a whole number';
    },
  },
  {
    kind: 'reroll',
    subject: 'battle',
    label: 'Reroll',
    phrases: ['reroll', 're-roll'],
    example: 'R1-A - Reroll G.Blades.2',
    read: (battle, rest) =>
      rest.length === 1 ? { kind: 'reroll', battle, figure: rest[0] } : 'name one figure to reroll',
  },
  {
    kind: 'take',
    subject: 'battle',
    label: 'Take stake / Take generated',
    phrases: ['take stake', 'take generated', 'take the stake', 'take the generated'],
    example: 'R1-A - Take stake',
    read: (battle) => ({ kind: 'take', battle, choice: 'generated' }),
  },
  {
    kind: 'rescue',
    subject: 'battle',
    label: 'Rescue',
    phrases: ['rescue'],
    example: 'R1-A - Rescue',
    read: (battle, rest) =>
      rest.length ? `nothing follows Rescue, got “${shown(text(rest))}”` : { kind: 'rescue', battle },
  },
  {
    kind: 'freed',
    subject: 'battle',
    label: 'Freed',
    phrases: ['freed', 'free'],
    example: 'R2-R1 - Freed G.Blades.2',
    read: (battle, rest) =>
      rest.length === 1 ? { kind: 'freed', battle, figure: rest[0] } : 'name one captive freed',
  },
];
