/** The actions of the Force, a warband or a captive: summoning before a battle, steps d and e after it. */
import { normalize, shown } from '../../core/orders/line';
import type { Characteristic } from '../model';
import { type ActionSpec, text, whole } from './action-spec';

const CHARACTERISTICS: readonly Characteristic[] = [
  'CC',
  'MW',
  'PW',
  'LD',
  'AC',
  'W',
  'ST',
  'MV',
  'A',
  'DEF',
];

export const FORCE_ACTIONS: readonly ActionSpec[] = [
  {
    kind: 'summon',
    subject: 'force',
    label: 'Summon',
    phrases: ['summon', 'summons'],
    example: 'Force - Summon 2 Skeleton',
    read: (_s, rest) => {
      const n = whole(rest[0]);
      return n !== null && n > 0 && rest.length > 1
        ? { kind: 'summon', count: n, type: text(rest.slice(1)) }
        : 'write how many, then the creature type from the army list';
    },
  },
  {
    kind: 'summoned',
    subject: 'battle',
    label: 'Summoned',
    phrases: ['summoned', 'dispelled'],
    example: 'R1-A - Summoned Karak.Skeleton.1 wounded',
    read: (battle, rest) => {
      const state = normalize(rest[1] ?? '');
      return rest.length === 2 && ['unwounded', 'wounded', 'killed', 'captured'].includes(state)
        ? {
            kind: 'summoned',
            battle,
            figure: rest[0],
            state: state as 'unwounded' | 'wounded' | 'killed' | 'captured',
          }
        : 'name the creature, then unwounded, wounded, killed or captured';
    },
  },
  {
    kind: 'disband',
    subject: 'force',
    label: 'Disband',
    phrases: ['disband', 'discharge'],
    example: 'Force - Disband V.Bows.4, V.Bows.3',
    read: (_s, rest) => {
      const figures = text(rest)
        .split(',')
        .map((f) => f.trim())
        .filter((f) => f !== '');
      return figures.length ? { kind: 'disband', figures } : 'name the figures, comma-separated';
    },
  },
  {
    kind: 'upgrade',
    subject: 'force',
    label: 'Upgrade',
    phrases: ['upgrade'],
    example: 'Force - Upgrade Oldfield',
    read: (_s, rest) => (rest.length ? { kind: 'upgrade', territory: text(rest) } : 'name the territory'),
  },
  {
    kind: 'challenge',
    subject: 'force',
    label: 'Challenge',
    phrases: ['challenge', 'challenges'],
    example: 'Force - Challenge Ghor',
    read: (_s, rest) =>
      rest.length ? { kind: 'challenge', player: text(rest) } : 'name the player challenged',
  },
  {
    kind: 'raise',
    subject: 'force',
    label: 'Raise',
    phrases: ['raise', 'new warband'],
    example:
      'Force - Raise Vanth Pikes: Sergeant + 4 Swordsmen, minimum 5 (or …: individual Captain; add “, missile”)',
    read: (_s, rest) => {
      const m = /^(.+?)\s*:\s*(.+)$/.exec(text(rest));
      if (!m) return 'write the new name, a colon, then the leader’s type + the others';
      const [composition, ...options] = m[2].split(',').map((x) => x.trim());
      let missile = false;
      let minimum = 5;
      for (const o of options) {
        const min = /^min(?:imum)?\s+(\d+)$/i.exec(o);
        if (normalize(o) === 'missile') missile = true;
        else if (min) minimum = Number(min[1]);
        else return `after the figures write “missile” or “minimum <n>”, got “${shown(o)}”`;
      }
      const ind = /^individual\s+(.+)$/i.exec(composition);
      if (ind)
        return {
          kind: 'raise',
          name: m[1],
          individual: true,
          leader: ind[1],
          members: [],
          missile: false,
          minimum: 1,
        };
      const [leader, ...others] = composition.split('+').map((x) => x.trim());
      const members: { count: number; type: string }[] = [];
      for (const o of others) {
        const g = /^(\d+)\s+(.+)$/.exec(o);
        if (!g || Number(g[1]) < 1) return `“${shown(o)}” is not <how many> <type>`;
        members.push({ count: Number(g[1]), type: g[2] });
      }
      if (leader === '') return 'name the leader’s type first';
      return {
        kind: 'raise',
        name: m[1],
        individual: false,
        leader: leader.replace(/^1\s+/, ''),
        members,
        missile,
        minimum,
      };
    },
  },
  {
    kind: 'recruit',
    subject: 'warband',
    label: 'Recruit',
    phrases: ['recruit', 'recruits'],
    example: 'Vanth Blades - Recruit 2 Swordsman',
    read: (warband, rest) => {
      const n = whole(rest[0]);
      return n !== null && n > 0 && rest.length > 1
        ? { kind: 'recruit', warband, count: n, type: text(rest.slice(1)) }
        : 'write how many, then the figure type from the army list';
    },
  },
  {
    kind: 'transfer',
    subject: 'warband',
    label: 'Transfer',
    phrases: ['transfer'],
    example: 'Vanth Blades - Transfer V.Blades.5 to Vanth Guard',
    read: (warband, rest) => {
      const m = /^(.+?)\s+to\s+(.+)$/i.exec(text(rest));
      const figures = m
        ? m[1]
            .split(',')
            .map((f) => f.trim())
            .filter((f) => f !== '')
        : [];
      return m && figures.length
        ? { kind: 'transfer', warband, figures, to: m[2] }
        : 'name the figures, comma-separated, then “to” and the like warband';
    },
  },
  {
    kind: 'move',
    subject: 'warband',
    label: 'Move',
    phrases: ['move', 'move to', 'garrison', 'garrison in'],
    example: 'Vanth Guard - Move Oldfield (or Move field army)',
    read: (warband, rest) => {
      const to = text(rest);
      if (to === '') return 'name the territory, or “field army”';
      return { kind: 'move', warband, to: normalize(to) === 'field army' ? null : to };
    },
  },
  {
    kind: 'advance',
    subject: 'warband',
    label: 'Advance',
    phrases: ['advance', 'advances', 'roll'],
    example: 'Vanth Blades - Advance CC',
    read: (warband, rest) => {
      const c = CHARACTERISTICS.find((x) => x === (rest[0] ?? '').toUpperCase());
      if (!c) return `name a characteristic: ${CHARACTERISTICS.join(', ')}`;
      // CT-R6: an optional cost (XP or gc) before or after “cash”/“xp”.
      let cost: number | null = null;
      let pay: 'xp' | 'cash' | null = null;
      for (const w of rest.slice(1)) {
        const n = whole(w);
        const said = normalize(w);
        if (n !== null && cost === null && n > 0) cost = n;
        else if ((said === 'cash' || said === 'xp') && pay === null) pay = said;
        else
          return `after ${c} write nothing, “cash” or “xp”, and the roll’s cost (a whole number above 0) while the Campaign tab’s is unset; got “${shown(text(rest.slice(1)))}”`;
      }
      return { kind: 'advance', warband, characteristic: c, pay: pay ?? 'xp', cost };
    },
  },
  {
    kind: 'sellSpell',
    subject: 'warband',
    label: 'Sell back',
    phrases: ['sell back', 'sell back spell', 'sell spell'],
    example: 'Vanth Chronomancer - Sell back Second Chance',
    read: (warband, rest) =>
      rest.length
        ? { kind: 'sellSpell', warband, spell: text(rest) }
        : 'name the spell the wizard sells back',
  },
  {
    kind: 'buySpell',
    subject: 'warband',
    label: 'Buy spell',
    phrases: ['buy spell', 'buy'],
    example: 'Vanth Chronomancer - Buy spell Time Warp',
    read: (warband, rest) =>
      rest.length ? { kind: 'buySpell', warband, spell: text(rest) } : 'name the spell the wizard buys',
  },
  {
    kind: 'sell',
    subject: 'captive',
    label: 'Sell',
    phrases: ['sell', 'sell to slavers'],
    example: 'G.Blades.2 - Sell',
    read: (figure, rest) =>
      rest.length ? `nothing follows Sell, got “${shown(text(rest))}”` : { kind: 'sell', figure },
  },
  {
    kind: 'drug',
    subject: 'captive',
    label: 'Drug',
    phrases: ['drug', 'keep as drugged', 'keep'],
    example: 'K.Axes.3 - Drug Sethra Blades',
    read: (figure, rest) =>
      rest.length ? { kind: 'drug', figure, warband: text(rest) } : 'name the warband the Drugged joins',
  },
  {
    kind: 'ransom',
    subject: 'captive',
    label: 'Ransom',
    phrases: ['ransom'],
    example: 'V.Bows.2 - Ransom 20',
    read: (figure, rest) => {
      const n = whole(rest[0]);
      const unit = normalize(text(rest.slice(1)));
      return n !== null && (unit === '' || unit === 'gc')
        ? { kind: 'ransom', figure, price: n }
        : 'write the agreed price in gc';
    },
  },
];
