/**
 * The Five Marches (demo.ts) as a staged ledger's records per tab: the Campaign rows, the Players tab with
 * emails and colours, every ME tab from meStateRecords, and the GM's mercenary offers of the first turns (2.1A).
 * The Orders, Journal, Log, Battles and work tabs start empty.
 */
import type { DemoLedger } from '../stage-ruleset';
import type { Cells } from '../write-state';
import { ME_DEMO_NAME, meDemoCampaign } from './demo';
import { END_CHECK_FROM, OVER } from './stage-settings';
import { ME_OFFERS_TAB } from './stage-tabs';
import { FIRST_STAGE } from './stage-read';
import { meStateRecords } from './write-state';

/**
 * The mercenaries the GM offers (6.0B: "the minimum bid for any mercenary is its basic point cost"; 6.2B: a
 * special one also costs Power). Turn by turn, as posted with each turn's Rumours.
 */
export const ME_DEMO_OFFERS: readonly Cells[] = [
  { Turn: 1, Unit: 'Ogre Bulls', 'Base cost': 200, 'Power cost': 0 },
  { Turn: 2, Unit: 'Dogs of War Pikemen', 'Base cost': 150, 'Power cost': 0 },
  { Turn: 3, Unit: 'Golden Lion Mercenary Knights', 'Base cost': 250, 'Power cost': 1 },
  { Turn: 4, Unit: 'Norse Marauders', 'Base cost': 120, 'Power cost': 0 },
];

export function meStageDemo(): DemoLedger {
  const demo = meDemoCampaign();
  const tabs = new Map<string, readonly Cells[]>([
    ['Players', demo.players.map((p) => ({ Player: p.player, Email: p.email, Colour: p.colour }))],
  ]);
  for (const [spec, records] of meStateRecords(demo.state)) tabs.set(spec.name, records);
  tabs.set(ME_OFFERS_TAB.name, ME_DEMO_OFFERS);
  return {
    name: ME_DEMO_NAME,
    campaign: new Map<string, string | number | boolean>([
      ['Campaign name', ME_DEMO_NAME],
      ['Ruleset', 'Mighty Empires'],
      ['Turn', demo.state.turn],
      ['Stage', FIRST_STAGE],
      ['Round', 1],
      ['Seed', demo.seed],
      [END_CHECK_FROM, demo.state.endCheckFrom],
      [OVER, demo.state.over],
    ]),
    tabs,
  };
}
