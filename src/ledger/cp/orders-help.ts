/** The orders form's help for Campaign points (003 Available Actions; the CP rulings). */
export const CP_ORDERS_HELP = [
  "One line per action: <subject> - <action>. Each round spends ONE CP on your next line (003 Spend CP's Phase);",
  'lines refused when their round comes pass to the next. A new submission replaces your list.',
  '',
  "  Ostland Host - Move Oakfield          Move an army, 1 CP: a D6 of at least the road's MD (CP-R4)",
  '  Ostland Host - Rebuild                Rebuild Defeated Army (1 CP) or Rebuild Broken Army (2 CP, CP-R2)',
  '  Greyhold - Fortify                    Fortify Castle (2 CP, to DV 3) or Fortify Settlement (1 CP, to DV 2)',
  '  Starspire - Decrease DV               1 CP, with your army there and no enemy (CP-R13)',
  "  Road Greyhold-Kjell's Ford - Build Roads   2 CP: MD -1, not below 2; one end must be yours (CP-R8)",
  '  Ostland - Sabotage Reikland           2 CP; add "fooled Reikland Host to Millbrook" for a 4-5 (CP-R10)',
  "  Ostland - Give up                     the rest of this turn's CP",
  '',
  'A 2-CP action is started by one CP and finished by the same line in a later round (CP-R1); spending a CP on',
  'anything else abandons it. While you have broken or defeated armies, rebuild them first.',
  'Battle results (results stage): T1-01 - Winner Ostland Host   or   T1-01 - Draw',
].join('\n');
