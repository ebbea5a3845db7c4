/** The Lesser races tab of a WarMaster ledger (MINOR NATIONS, optional): one row per lesser race, visible to all. */
import type { TabSpec } from '../schema';

export const WM_MINOR_BOXES = ['0', '1', '2', '3', 'Independent'] as const;

export const WM_LESSER_RACES_TAB: TabSpec = {
  name: 'Lesser races',
  purpose:
    'one row per lesser race (MINOR NATIONS): its box 0-3 or Independent, affiliation markers per player, its Independent army’s area',
  key: ['Race'],
  columns: [
    { header: 'Race', note: 'A specific race from the army lists (MINOR NATIONS).', text: true },
    {
      header: 'Box',
      note: '0, 1, 2, 3 or Independent; each starts in box 0. A pick-up win moves it up one box, a loss down one (WM-R22).',
      choices: WM_MINOR_BOXES,
    },
    {
      header: 'Markers',
      note: 'Affiliation markers per player, e.g. `Ostmark 2, Karak Dum 1`: one for each pick-up victory a player commanded it to (WM-R22).',
      text: true,
      width: 220,
    },
    {
      header: 'Area',
      note: 'Independent only: the area where the moderator placed its army, at least one area away from any town or city (WM-R23).',
      text: true,
    },
  ],
};
