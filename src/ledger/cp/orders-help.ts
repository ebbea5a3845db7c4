/**
 * The orders form's help for Campaign points (003 Available Actions; the CP rulings): one line per order
 * family, each naming the action, its cost and an example line
 * (no full stop after it, so it can be copied as it is). Google Forms keeps the line breaks but not spaces
 * lined up in columns (its font is proportional), and wraps long lines itself: no sentence is broken here.
 */
export const CP_ORDERS_HELP = [
  "One line per action: <subject> - <action>. Each round spends ONE CP on your next line (003 Spend CP's Phase); lines refused when their round comes pass to the next. A new submission replaces your list.",
  "Move an army, 1 CP: Ostland Host - Move Oakfield (a D6 of at least the road's MD, CP-R4; a won FREE MOVE spares the CP only if the MD roll succeeds)",
  'Rebuild, 1 CP for a defeated army, 2 CP for a broken one (CP-R2): Ostland Host - Rebuild',
  'Fortify, 2 CP for a castle (to DV 3), 1 CP for a settlement (to DV 2): Greyhold - Fortify',
  'Decrease DV, 1 CP, with your army there and no enemy (CP-R13): Starspire - Decrease DV',
  "Build Roads, 2 CP: MD -1, not below 2; one end must be yours (CP-R8): Road Greyhold-Kjell's Ford - Build Roads",
  'Sabotage, 2 CP (CP-R10): Ostland - Sabotage Reikland; add "fooled Reikland Host to Millbrook" for a 4-5',
  "Give up the rest of this turn's CP: Ostland - Give up (a list that runs out when your turn comes gives up the CP left)",
  'A 2-CP action is started by one CP and finished by the same line in a later round (CP-R1); spending a CP on anything else abandons it. While you have broken or defeated armies, rebuild them first.',
  'Battle results (results stage): each side sends T1-01 - Winner <army> or T1-01 - Draw; the battle waits for both',
].join('\n');
