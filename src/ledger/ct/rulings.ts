/**
 * The house's rulings for Chronopia territories (CT-R25..CT-R27): where book 001 is silent, what this ledger does.
 * The digest (chronopia-territories.md) stops at CT-R24; these lines are where a moderator and the players read
 * them (the orders form's help, and docs/rulesets/ct.md through it).
 */
export const CT_HOUSE_RULINGS: readonly string[] = [
  'House rulings (this ledger’s own, where the book is silent):',
  'CT-R25 Spells ([Forces] 2.a.3): at step d a magic-user (not an alchemist nor a summoned creature) sells back a spell for its price on the Army lists tab (a row flagged “spell”) and buys one of his list in its place, paying that price; a spell counts in his base cost (rating, maintenance, caps), he buys only in place of one sold back that stage (25.4), and Second Chance comes and goes with its spell (25.5).',
  'CT-R26 Hospital and minimum (Table 4, [Forces] 1.c.3, 2.b.2): a figure in the Hospital still counts towards its warband’s minimum; a warband short only because of the Hospital plays its battle short, neither void nor forfeit, and its owner alone is told.',
  'CT-R27 Unanswered challenge ([Battles] 4.b, CT-R19): a challenged player who sends neither Accept nor Decline by the pre-battle resolve has declined, giving up his territory of lowest income other than his home fortress (the first of them in Territories tab order on a tie); holding only his home fortress, he must accept, and the stake he was to choose is missing, so the battle is void.',
];
