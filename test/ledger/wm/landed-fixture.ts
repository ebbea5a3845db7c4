/**
 * The demo at turn 13's New Year with Sea Wolves landed on another landmass: Ostmark holds Lustria Coast (plains,
 * coast) and Jungle (forest), villages on Lustria, and Sea Wolves (Graf Otto, Admiral Jarl Hafen, Captain Voss; 4
 * Halberdiers, 2 Knights) stands landed on Lustria Coast. The set-up of the Establish Another Country tests.
 */
import { addRow, demoAt } from './tabs';

export function landedOnLustria(): ReturnType<typeof demoAt> {
  const tabs = demoAt(13, 'new-year');
  for (const [area, terrain, coast] of [
    ['Lustria Coast', 'plains', true],
    ['Jungle', 'forest', false],
  ] as const)
    addRow(tabs, 'Areas', {
      Area: area,
      Terrain: terrain,
      Coast: coast,
      Landmass: 'Lustria',
      Pop: 'Village',
      Owner: 'Ostmark',
    });
  addRow(tabs, 'Characters', {
    Character: 'Jarl Hafen',
    Player: 'Ostmark',
    Type: 'Admiral',
    Status: 'active',
  });
  addRow(tabs, 'Expeditions', {
    Expedition: 'Sea Wolves',
    Player: 'Ostmark',
    Port: 'Ostwald',
    Destination: 'Lustria',
    General: 'Graf Otto',
    Admiral: 'Jarl Hafen',
    Units: '4 Halberdiers, 2 Knights',
    Boats: 0,
    Advantages: 0,
    Characters: 'Captain Voss',
    Status: 'landed',
    Area: 'Lustria Coast',
  });
  return tabs;
}

/** The New Year's lines that produce the town and found the country there. */
export const FOUNDING_LINES = [
  'Nation - Town Lustria Coast',
  'Nation - Country Lustria Coast as New Ostmark race Lizardmen',
] as const;
