/** The Expeditions tab of a WarMaster ledger (EXPEDITIONS & EXPLORING; Exodus; New Nation): one row per fleet. */
import type { ColumnSpec, TabSpec } from '../schema';

const BOOL = ['TRUE', 'FALSE'];
const col = (header: string, note: string, extra: Partial<ColumnSpec> = {}): ColumnSpec => ({
  header,
  note,
  ...extra,
});

export const WM_EXPEDITION_STATUSES = [
  'at sea',
  'landing',
  'new island',
  'escorted',
  'landed',
  'lost',
  'removed',
] as const;
export const WM_MONSTER_RESULTS = ['Kill', 'Escape', 'Capture'] as const;

export const WM_EXPEDITIONS_TAB: TabSpec = {
  name: 'Expeditions',
  purpose:
    'one row per expedition and its separate roster: port, destination, General, Admiral, units, boats, advantages, status',
  key: ['Expedition'],
  columns: [
    col(
      'Expedition',
      'The expedition’s name: the subject of its Sail orders, and its army’s name once landed.',
      {
        text: true,
      },
    ),
    col('Player', 'The nation.', { choices: 'players' }),
    col(
      'Port',
      'The coastal town or city it left from (EXPEDITIONS & EXPLORING, Port); blank: a New Nation’s fleet.',
      {
        text: true,
      },
    ),
    col('Destination', 'The landmass it is bound for; blank: an Exodus fleet that has not chosen yet.', {
      text: true,
    }),
    col('General', 'Its one General (Expedition Army).', { text: true }),
    col('Admiral', 'Its Admiral, a 2-point character who commands at sea (Admiral).', { text: true }),
    col('Units', 'The units aboard, e.g. `3 Halberdiers, 1 Knights`: one ship carries one unit (WM-R15).', {
      text: true,
      width: 220,
    }),
    col('Boats', 'Ships afloat; at least the units aboard while at sea (WM-R15).'),
    col('Advantages', 'Cumulative advantages added to the chart’s die (Expedition Chart; WM-R13).'),
    col('Characters', 'The other characters aboard, comma separated (Expedition Army).', { text: true }),
    col('Healer', 'TRUE: a healer aboard, Disease takes 1 boat and 1 unit (the moderator marks it).', {
      choices: BOOL,
    }),
    col(
      'Status',
      'at sea, landing, new island, escorted, landed, lost or removed (set by the stages). Removed: still at sea at New Year 5 (WM-R1), or its army removed at the New Year (Successful Expeditions): a record nothing checks.',
      { choices: WM_EXPEDITION_STATUSES },
    ),
    col('Area', 'Where its army landed.', { text: true }),
    col('Result', 'The last Expedition chart result and total.', { text: true }),
    col('Mutinied', 'Its ships that failed to rally and turned pirate (Mutiny; the pirates of Pirates!).'),
    col('Pirates sunk', 'Pirates it destroyed permanently (Pirates!).'),
    col('Monster', 'The character fighting a Sea Monster, awaiting the character result roll (WM-R24).', {
      text: true,
    }),
    col('Monster result', 'The moderator’s character result roll: Kill, Escape or Capture (WM-R24).', {
      choices: WM_MONSTER_RESULTS,
    }),
    col('Ally', 'The character who lives with an aquatic nation (Expedition Chart 18).', { text: true }),
    col('Exodus', 'TRUE: an Exodus fleet; pirate results are ignored (Exodus).', { choices: BOOL }),
  ],
};
