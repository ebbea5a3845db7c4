/**
 * A fixed demo campaign for WarMaster, "The Border Princes", set up as the book starts one (002). No randomness.
 *
 * - THE MAP: areas with a predominant terrain, rivers, coasts; a marked mountain pass (Blackfire Pass); one POI per
 *   player placed in another player's area with no POI, town or city (Point of Interest 2).
 * - DESIGNING A NATION, Roster: points = (2 PT + 5) x 100, all spent. Ostmark holds a town and 10 villages: PT 12,
 *   2900 points; Karak Dum and Red Fang a town and 5 villages: PT 7, 1900 points.
 * - Personalities: character points = PT + 2 (14 and 9), General 3, Magic User / Hero 2, minor 1; "The 1st year
 *   all nations may only have ONE general".
 * - Magic Items: "each nation receives 2 magic items from the deck", assigned at once to a character.
 * - MOVEMENT: one army per General, placed in a controlled area with a town or city: each in its town.
 */
import type { MinorNation, RosterEntry, WmArmy, WmCharacter, WmNation, WmState } from '../../engine/wm/model';
import { lesserRaces } from '../../engine/wm/minor-nations';
import { DEFAULT_SETTINGS } from '../../engine/wm/model';
import type { WmCampaign } from '../../engine/wm/stages/model';
import type { DemoLedger } from '../stage-ruleset';
import { STAGE_CAMPAIGN_ROWS } from '../stage-ruleset';
import type { Cells } from '../write-state';
import { demoAreas, demoBoundaries, KARAK_DUM, OSTMARK, RED_FANG } from './demo-map';
import { WM_SETTING, WM_SETTINGS } from './schema';
import { wmRecords } from './write-state';

export const WM_DEMO_NAME = 'The Border Princes (WarMaster demo)';
export const WM_DEMO_SEED = 'border-princes-1';

export const WM_DEMO_PLAYERS: readonly { player: string; email: string; colour: string }[] = [
  { player: OSTMARK, email: 'ostmark@example.com', colour: '#c0392b' },
  { player: KARAK_DUM, email: 'karak.dum@example.com', colour: '#2c3e50' },
  { player: RED_FANG, email: 'red.fang@example.com', colour: '#27ae60' },
];

const unit = (u: string, category: RosterEntry['category'], cost: number, bought: number): RosterEntry => ({
  unit: u,
  category,
  cost,
  bought,
  lost: 0,
});
const char = (name: string, type: WmCharacter['type'], items: string[] = []): WmCharacter => ({
  name,
  type,
  status: 'active',
  items,
});

function nations(): WmNation[] {
  return [
    {
      name: OSTMARK,
      race: 'Empire',
      habitats: ['plains'],
      capital: 'Ostwald',
      onceOwned: ['Ostwald'],
      experience: 0,
      rallyUsed: false,
      // 540 + 495 + 325 + 990 + 380 + 170 = 2900 = (2 x 12 + 5) x 100
      roster: [
        unit('Halberdiers', 'Infantry', 45, 12),
        unit('Crossbowmen', 'Infantry', 55, 9),
        unit('Handgunners', 'Infantry', 65, 5),
        unit('Knights', 'Cavalry', 110, 9),
        unit('Pistoliers', 'Cavalry', 95, 4),
        unit('Cannon', 'Artillery', 85, 2),
      ],
      // 3 + 2 + 4 x 2 + 1 = 14 = 12 + 2
      characters: [
        char('Graf Otto', 'General', ['Sword of Might']),
        char('Magister Holst', 'Magic User', ['Staff of Spellbinding']),
        char('Captain Brandt', 'Hero'),
        char('Captain Voss', 'Hero'),
        char('Captain Ehrlich', 'Hero'),
        char('Captain Kessler', 'Hero'),
        char('Sergeant Fuchs', 'Minor'),
      ],
    },
    {
      name: KARAK_DUM,
      race: 'Dwarfs',
      habitats: ['mountains', 'hills'],
      capital: 'Karak Dum',
      onceOwned: ['Karak Dum'],
      experience: 0,
      rallyUsed: false,
      // 660 + 440 + 220 + 400 + 180 = 1900 = (2 x 7 + 5) x 100
      roster: [
        unit('Warriors', 'Infantry', 110, 6),
        unit('Thunderers', 'Infantry', 110, 4),
        unit('Rangers', 'Infantry', 110, 2),
        unit('Troll Slayers', 'Infantry', 80, 5),
        unit('Cannon', 'Artillery', 90, 2),
      ],
      // 3 + 2 + 2 + 2 = 9 = 7 + 2
      characters: [
        char('Thane Borri', 'General', ['Rune of Courage']),
        char('Runesmith Kazrik', 'Magic User', ['Rune of Warding']),
        char('Hearthguard Dain', 'Hero'),
        char('Hearthguard Nori', 'Hero'),
      ],
    },
    {
      name: RED_FANG,
      race: 'Orcs',
      habitats: ['hills', 'swamp'],
      capital: 'Fang Rock',
      onceOwned: ['Fang Rock'],
      experience: 0,
      rallyUsed: false,
      // 600 + 240 + 240 + 440 + 220 + 160 = 1900
      roster: [
        unit('Orc Warriors', 'Infantry', 60, 10),
        unit('Goblins', 'Infantry', 30, 8),
        unit('Wolf Riders', 'Cavalry', 60, 4),
        unit('Boar Riders', 'Cavalry', 110, 4),
        unit('Trolls', 'Monsters', 110, 2),
        unit('Rock Lobber', 'Artillery', 80, 2),
      ],
      characters: [
        char('Warboss Grishnak', 'General', ['Orc Banner']),
        char('Shaman Zogg', 'Magic User', ['Skull Staff']),
        char('Big Boss Urk', 'Hero'),
        char('Big Boss Snag', 'Hero'),
      ],
    },
  ];
}

function armies(): WmArmy[] {
  const army = (name: string, nation: string, general: string, area: string): WmArmy => ({
    name,
    nation,
    general,
    area,
    location: 'Population Center',
    status: 'normal',
    cameFrom: null,
  });
  return [
    army('Ostmark Army', OSTMARK, 'Graf Otto', 'Ostwald'),
    army('Karak Dum Host', KARAK_DUM, 'Thane Borri', 'Karak Dum'),
    army('Red Fang Horde', RED_FANG, 'Warboss Grishnak', 'Fang Rock'),
  ];
}

/** Lesser races of the demo, in box 0 (MINOR NATIONS): as many as it needs. */
const DEMO_LESSER_RACES: readonly MinorNation[] = [
  { race: 'Elves', box: 0, markers: {}, area: null },
  { race: 'Lizardmen', box: 0, markers: {}, area: null },
];

export function wmDemoState(): WmState {
  return {
    year: 1,
    month: 1,
    areas: demoAreas(),
    boundaries: demoBoundaries(),
    nations: nations(),
    armies: armies(),
    settings: DEFAULT_SETTINGS,
    // MINOR NATIONS: player countries - 2 lesser races, each in box 0.
    minors: DEMO_LESSER_RACES.slice(0, lesserRaces(WM_DEMO_PLAYERS.length)),
  };
}

export function wmDemoCampaign(): WmCampaign {
  return { state: wmDemoState(), battles: [] };
}

/** The demo as records per tab, and its Campaign rows: turn 1, the orders stage, orders ahead on. */
export function wmDemo(): DemoLedger {
  const campaign = new Map<string, string | number | boolean>();
  for (const row of [...STAGE_CAMPAIGN_ROWS, ...WM_SETTINGS]) campaign.set(row.setting, row.value);
  campaign.set('Campaign name', WM_DEMO_NAME);
  campaign.set('Ruleset', 'WarMaster campaigning');
  campaign.set('Turn', 1);
  campaign.set('Stage', 'orders');
  campaign.set('Round', 1);
  campaign.set('Seed', WM_DEMO_SEED);
  campaign.set(WM_SETTING.ordersAhead, true);
  campaign.set(WM_SETTING.minorNations, true);
  const tabs = new Map<string, readonly Cells[]>(wmRecords(wmDemoCampaign()));
  tabs.set(
    'Players',
    WM_DEMO_PLAYERS.map((p) => ({ Player: p.player, Email: p.email, Colour: p.colour })),
  );
  return { name: WM_DEMO_NAME, campaign, tabs };
}
