/**
 * The rows of the Campaign tab. Rulings marked *(setting)* in RULINGS.md are here so a moderator can switch
 * them; everything else a moderator may plausibly set per campaign (turn, seed, deadline) too.
 */
export interface SettingSpec {
  readonly name: string;
  readonly defaultValue: string | number;
  readonly about: string;
}

export const CAMPAIGN_SETTINGS: readonly SettingSpec[] = [
  {
    name: 'Campaign name',
    defaultValue: 'New campaign',
    about: 'Shown in the sidebar, the form and receipts.',
  },
  {
    name: 'Ruleset',
    defaultValue: 'Campaign System v4.2',
    about: 'The rule book this ledger plays: Campaign System v4.2 (blank means the same).',
  },
  { name: 'Turn', defaultValue: 1, about: 'The turn now being ordered; Resolve advances it.' },
  {
    name: 'Seed',
    defaultValue: 'campaign',
    about: 'Seed of the dice (RULINGS 21): the same ledger, orders and seed give the same turn.',
  },
  {
    name: 'Order deadline',
    defaultValue: '',
    about:
      'Date and time after which orders are late (in the spreadsheet’s time zone), e.g. 2026-12-01 18:00.',
  },
  {
    name: 'Turn length (days)',
    defaultValue: 0,
    about:
      'Days from one deadline to the next: each Resolve sets the next Order deadline this many days after the last (0: set deadlines by hand).',
  },
  {
    name: 'Reminder (hours before deadline)',
    defaultValue: 0,
    about:
      'Players whose orders are still missing this many hours before the deadline are emailed a reminder, once (0: no reminders).',
  },
  {
    name: 'Starting treasury',
    defaultValue: 0,
    about:
      'Guilders each player starts with (the book sets none); written to the Treasury as an opening balance.',
  },
  {
    name: 'Battle deadline (days)',
    defaultValue: 7,
    about:
      'Days after a Resolve by which its battles must be played; a battle not played by then may be resolved abstractly (Appendix D strategies on the Battles tab).',
  },
  {
    name: 'Player views',
    defaultValue: 'tabs',
    about:
      'tabs: each player’s report on a tab here (anyone who can open this file sees every tab, hidden or protected). private files: one spreadsheet per player, shared only with that player, refreshed at every Resolve; then share this file with no player.',
  },
  {
    name: 'Replacement costs',
    defaultValue: 'table',
    about: 'table: Table 5 (125% Long, 150% Extended); prose: the supply prose (150%, 200%). RULINGS 8.',
  },
  {
    name: 'Settlers beyond Regular supply',
    defaultValue: 'table',
    about: 'table: Table 6 (one action until Out of Supply); prose: eliminated beyond Regular. RULINGS 13.',
  },
  {
    name: 'Ledger version',
    defaultValue: 1,
    about: 'Bumped by the ledger on every change so supply formulas recompute; do not edit.',
  },
];
