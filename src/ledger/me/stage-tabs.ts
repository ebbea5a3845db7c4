/**
 * The tabs a Mighty Empires ledger adds for its turn as stages (004 2.0A; rulesets-design.md 3.5-3.6): the
 * potential battles the Interim Results announce and the moderator and players read (Battles), the mercenaries
 * the GM offers with the Rumours (2.1A), and the turn's work carried between the sidebar's Resolve presses (a tab
 * to keep hidden: it holds every player's accepted orders of the turn, which no other player may see).
 */
import type { TabSpec } from '../schema';

export const ME_BATTLES_TAB: TabSpec = {
  name: 'Battles',
  purpose: 'the potential battles of each turn from the Interim Results: sides, set-up, how settled, winner',
  key: ['Battle'],
  columns: [
    {
      header: 'Battle',
      note: 'The id players write in their choices and reports: T<turn>-<nn>.',
      text: true,
    },
    { header: 'Turn', note: 'The turn of the battle.' },
    { header: 'Hex', note: 'Where it is fought (CCRR).', text: true },
    {
      header: 'Kind',
      note: 'invasion, invaders meet (ME-R22) or incited neutrals (5.2B).',
      text: true,
    },
    {
      header: 'Sides',
      note: 'One line a side: its role, who, the armies, and its Total Army Size (the GM reveals size and race, 4.2B).',
      text: true,
      width: 320,
    },
    {
      header: 'Mode',
      note: 'tabletop, abstract (App. D), fled, lost cause (2.0C), no battle or uncontested.',
      text: true,
    },
    {
      header: 'Status',
      note: 'awaiting choices (Fight or Flight), to fight (reports due), applied or void.',
      text: true,
    },
    { header: 'Winner', note: 'The winning side once settled; blank: none yet, or a draw.', text: true },
    {
      header: 'Set-up',
      note: 'Scouting results (Table 8), board and terrain (5.2C-5.3C), one a line.',
      text: true,
      width: 360,
    },
  ],
};

export const ME_OFFERS_TAB: TabSpec = {
  name: 'Mercenary offers',
  purpose: 'the mercenaries for hire each turn, posted by the GM with the Rumours (2.1A, 6.0B)',
  key: ['Turn', 'Unit'],
  columns: [
    { header: 'Turn', note: 'The turn whose orders may bid for it.' },
    { header: 'Unit', note: 'The mercenary unit or character, as bids name it.', text: true },
    {
      header: 'Base cost',
      note: 'Its basic point cost, equipment and upgrades included: the minimum bid (6.0B).',
    },
    { header: 'Power cost', note: 'A special mercenary’s Power cost (6.2B); 0 or blank: a regular one.' },
  ],
};

/** Cells of the work tab are cut to this size (a Sheets cell holds 50,000 characters). */
export const ME_WORK_CHUNK = 40000;

export const ME_WORK_TAB: TabSpec = {
  name: 'ME work',
  purpose:
    'the turn in progress between stages (accepted orders, potential battles, claims): keep hidden, Resolve writes it',
  key: ['Turn', 'Stage', 'Part'],
  // It holds every player's accepted orders until the turn ends.
  hidden: true,
  columns: [
    { header: 'Turn', note: 'The turn in progress.' },
    { header: 'Stage', note: 'The stage it is ready for (the Campaign tab’s Stage).', text: true },
    { header: 'Part', note: 'Its place in the sequence of pieces (1, 2, …).' },
    {
      header: 'Data',
      note: 'A piece of the turn’s work, written by Resolve; never edit it by hand.',
      text: true,
      width: 300,
    },
  ],
};

/** What the stages add after ME_TABS, in set-up order. */
export const ME_STAGE_TABS: readonly TabSpec[] = [ME_BATTLES_TAB, ME_OFFERS_TAB, ME_WORK_TAB];
