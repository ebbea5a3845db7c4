/** The form's help text (at most 600 characters); LANGUAGE.md has the whole language. */
export const ME_ORDER_HELP_TEXT =
  'One order per line: <subject> - <action>. Hexes: 0405 - Industry (Civilization, War Footing, Loot, Raze, ' +
  'Support Troops), 0405 - Build Fortress (Establish town, Found City, Sink Mine ...), 0405 - Garrison list ... ' +
  'Armies: Iron Host - Patrol 0405, Invade 0506 [with Steel Band], Basic size 2000, List ..., General X, Take X. ' +
  'Kingdom: Kingdom - Conscription 2, Incite 0607, Pacify 0607 1, Bid Orc Boyz 300, Field Orc Boyz in Iron Host, ' +
  'Gift Blue 2, Cease fire Blue, Alliance Blue, Break Blue, Raise army X 500. Battles: T5-03 - Fight, Flee, ' +
  'Defend X, Garrison 0405 X, Hold ...';
