/**
 * A fixed demo campaign for Chronopia territories, "Broken Crowns": four forces set up as the book starts one.
 * No randomness: every call returns the same data.
 *
 * - [Campaign] 2: "A starting force controls two territories, one of which is a fortress. Roll a D6 on the table
 *   below to determine the other" (CT-R2, D6): the demo's rolls were 4 (Town) for Vanth, 2 (City) for Ghor,
 *   1 (Fortress) for Karak and 5 (Town) for Sethra. The first fortress is each player's home ([Forces] 1.c.3).
 * - [Forces] 2.a: "1000 points to spend building an initial force"; unspent points are gc, 1:1. Each force: a
 *   warband of a Sergeant and 5 Swordsmen (190), a missile warband of a Sergeant and 4 Bowmen (180), a Captain
 *   (100, the General: the highest LD, [Forces] 1.a.2.b) and a magic-user (110), 580 points in the field army;
 *   a Guard of a Sergeant and 4 Swordsmen (160) in the home fortress's garrison (at most 250, Table 1). 740
 *   points: 260 gc. Karak adds the Axes (190) to his field army: 770 in the field, 930 in all, 70 gc.
 * - [Forces] 1.a: one missile warband for one without, an Individual per warband, one magic-user per fortress
 *   and per 1000 points (the Blackblood's alchemist is exempt, CT-R18); the field armies are within 850 + Table 1
 *   ([Forces] 1.b): 1100 for Fortress + Town, 1125 with a City, 1150 with two Fortresses.
 * - The army lists are not in book 001: the demo's costs and profiles are made up, and entered on the Army lists
 *   tab as a moderator would from the Chronopia lists.
 * - [Forces] 2.a.3 (CT-R25): each wizard knows one spell, in his 110 points; each list's spells and prices are
 *   Army lists rows flagged "spell". The Blackbloods' alchemist has potions, no spells.
 * - CT-R6: the book lost the XP an advancement roll costs; the demo's moderator set 20. CT-R14: most territories
 *   after round 3. Round 1 pairs Vanth with Ghor and Karak with Sethra (the moderator's schedule, CT-R1).
 */
import type { Cells } from '../write-state';
import type { DemoLedger } from '../stage-ruleset';
import { CT_CHARACTERISTICS, FIELD_ARMY } from './schema';
import { LAST_ROUND, VICTORY, XP_PER_ROLL } from './settings';

export const CT_DEMO_NAME = 'Broken Crowns (Chronopia territories demo)';
export const CT_DEMO_SEED = 'broken-crowns-1';

type Stats = readonly [number, number, number, number, number, number, number, number, number, number];
const stats = (s: Stats): Cells => Object.fromEntries(CT_CHARACTERISTICS.map((c, i) => [c, s[i]]));

interface TypeSpec {
  readonly type: string;
  readonly cost: number;
  readonly stats: Stats;
  readonly flags?: string;
  /** A wizard's spells, included in his cost (CT-R25). */
  readonly spells?: string;
}
//                           CC  MW  PW  LD AC  W  ST MV  A  DEF
const SERGEANT: TypeSpec = { type: 'Sergeant', cost: 40, stats: [12, 10, 0, 12, 2, 1, 2, 4, 10, -1] };
const SWORDSMAN: TypeSpec = { type: 'Swordsman', cost: 30, stats: [10, 8, 0, 10, 1, 1, 2, 4, 10, -1] };
const BOWMAN: TypeSpec = { type: 'Bowman', cost: 35, stats: [8, 12, 0, 10, 1, 1, 2, 4, 10, 0] };
const CAPTAIN: TypeSpec = { type: 'Captain', cost: 100, stats: [14, 12, 0, 14, 2, 2, 3, 4, 12, -2] };

interface ForceSpec {
  readonly player: string;
  readonly email: string;
  readonly colour: string;
  readonly letter: string;
  readonly race: string;
  readonly list: string;
  readonly figureRace: string;
  readonly mage: TypeSpec;
  /** The list's spells and their prices, rows of the Army lists tab flagged “spell” (CT-R25). */
  readonly spells: readonly (readonly [string, number])[];
  readonly home: string;
  readonly second: readonly [string, string];
  readonly axes: boolean;
}

const mage = (type: string, flags: string, spells = ''): TypeSpec => ({
  spells,
  type,
  cost: 110,
  stats: [8, 8, 12, 12, 1, 1, 2, 4, 10, 0],
  flags,
});

export const CT_DEMO_FORCES: readonly ForceSpec[] = [
  {
    player: 'Vanth',
    email: 'vanth@example.com',
    colour: '#2e86c1',
    letter: 'V',
    race: 'Firstborn',
    list: 'Firstborn',
    figureRace: 'human',
    mage: mage('Chronomancer', 'magic-user', 'Second Chance'),
    spells: [
      ['Second Chance', 15],
      ['Time Warp', 20],
    ],
    home: 'Vanth Spire',
    second: ['Oldfield', 'Town'],
    axes: false,
  },
  {
    player: 'Ghor',
    email: 'ghor@example.com',
    colour: '#c0392b',
    letter: 'G',
    race: 'Blackblood',
    list: 'Blackbloods',
    figureRace: 'other',
    mage: mage('Alchemist', 'alchemist'),
    spells: [],
    home: 'Ghor Pits',
    second: ['Cinderholm', 'City'],
    axes: false,
  },
  {
    player: 'Karak',
    email: 'karak@example.com',
    colour: '#7f8c8d',
    letter: 'K',
    race: 'Dwarf',
    list: 'Dwarves',
    figureRace: 'dwarf',
    mage: mage('Runesmith', 'magic-user', 'Rune of Warding'),
    spells: [
      ['Rune of Warding', 15],
      ['Rune of Fury', 15],
    ],
    home: 'Karak Deep',
    second: ['Low Hall', 'Fortress'],
    axes: true,
  },
  {
    player: 'Sethra',
    email: 'sethra@example.com',
    colour: '#8e44ad',
    letter: 'S',
    race: 'Stygian',
    list: 'Stygians',
    figureRace: 'other',
    mage: mage('Sorcerer', 'magic-user', 'Shadow Bolt'),
    spells: [
      ['Shadow Bolt', 15],
      ['Veil of Night', 10],
    ],
    home: 'Sethra Keep',
    second: ['Mirefen', 'Town'],
    axes: false,
  },
];

function warband(
  f: ForceSpec,
  name: string,
  kind: 'warband' | 'individual',
  missile: boolean,
  location: string,
): Cells {
  return {
    Warband: `${f.player} ${name}`,
    Player: f.player,
    Kind: kind,
    'Army list': f.list,
    Missile: missile,
    Minimum: kind === 'individual' ? 1 : 5,
    Location: location,
    XP: 0,
  };
}

function figure(f: ForceSpec, warbandName: string, id: string, t: TypeSpec, leader: boolean): Cells {
  return {
    Figure: `${f.letter}.${id}`,
    Owner: f.player,
    Warband: `${f.player} ${warbandName}`,
    Type: t.type,
    'Base cost': t.cost,
    Leader: leader,
    ...stats(t.stats),
    'Basic PW': t.stats[2],
    'XP spent': 0,
    Race: f.figureRace,
    Flags: t.flags ?? '',
    Spells: t.spells ?? '',
    Hospital: false,
    'Held by': '',
  };
}

function band(f: ForceSpec, name: string, leader: TypeSpec, follower: TypeSpec, n: number): Cells[] {
  const out = [figure(f, name, `${name}.L`, leader, true)];
  for (let i = 1; i <= n; i++) out.push(figure(f, name, `${name}.${i}`, follower, false));
  return out;
}

export function ctDemo(): DemoLedger {
  const F = CT_DEMO_FORCES;
  const treasury = (f: ForceSpec): number => 1000 - 740 - (f.axes ? 190 : 0);
  return {
    name: CT_DEMO_NAME,
    campaign: new Map<string, string | number | boolean>([
      ['Campaign name', CT_DEMO_NAME],
      ['Ruleset', 'Chronopia territories'],
      ['Turn', 1],
      ['Stage', 'pre-battle'],
      ['Round', 1],
      ['Seed', CT_DEMO_SEED],
      [XP_PER_ROLL, 20],
      ['Starting territory die', 'D6'],
      ['Devout ally only with Devout', 'Yes'],
      [VICTORY, 'Most territories after the last round'],
      [LAST_ROUND, 3],
    ]),
    tabs: new Map<string, Cells[]>([
      ['Players', F.map((f) => ({ Player: f.player, Email: f.email, Colour: f.colour }))],
      [
        'Forces',
        F.map((f) => ({
          Player: f.player,
          'Army list': f.list,
          'Also lists': '',
          Race: f.race,
          Treasury: treasury(f),
          Allies: '',
        })),
      ],
      [
        'Territories',
        F.flatMap((f) => [
          { Territory: f.home, Player: f.player, Type: 'Fortress', 'Home fortress': true },
          { Territory: f.second[0], Player: f.player, Type: f.second[1], 'Home fortress': false },
        ]),
      ],
      [
        'Warbands',
        F.flatMap((f) => [
          warband(f, 'Blades', 'warband', false, FIELD_ARMY),
          warband(f, 'Bows', 'warband', true, FIELD_ARMY),
          ...(f.axes ? [warband(f, 'Axes', 'warband', false, FIELD_ARMY)] : []),
          warband(f, 'Captain', 'individual', false, FIELD_ARMY),
          warband(f, f.mage.type, 'individual', false, FIELD_ARMY),
          warband(f, 'Guard', 'warband', false, f.home),
        ]),
      ],
      [
        'Figures',
        F.flatMap((f) => [
          ...band(f, 'Blades', SERGEANT, SWORDSMAN, 5),
          ...band(f, 'Bows', SERGEANT, BOWMAN, 4),
          ...(f.axes ? band(f, 'Axes', SERGEANT, SWORDSMAN, 5) : []),
          figure(f, 'Captain', 'Captain', CAPTAIN, true),
          figure(f, f.mage.type, f.mage.type, f.mage, true),
          ...band(f, 'Guard', SERGEANT, SWORDSMAN, 4),
        ]),
      ],
      [
        'Army lists',
        [
          ...F.flatMap((f) =>
            [SERGEANT, SWORDSMAN, BOWMAN, CAPTAIN, f.mage].map((t): Cells => ({
              'Army list': f.list,
              'Figure type': t.type,
              'Base cost': t.cost,
              ...stats(t.stats),
              Race: f.figureRace,
              Flags: t.flags ?? '',
            })),
          ),
          ...F.flatMap((f) =>
            f.spells.map(([spell, cost]): Cells => ({
              'Army list': f.list,
              'Figure type': spell,
              'Base cost': cost,
              Flags: 'spell',
            })),
          ),
        ],
      ],
      [
        'Battles',
        [
          { Battle: 'R1-A', Turn: 1, Kind: 'two-player', Players: 'Vanth, Ghor', Status: 'scheduled' },
          { Battle: 'R1-B', Turn: 1, Kind: 'two-player', Players: 'Karak, Sethra', Status: 'scheduled' },
        ],
      ],
    ]),
  };
}
