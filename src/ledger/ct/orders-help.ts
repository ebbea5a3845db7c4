/**
 * The orders form's help for Chronopia territories (book 001): one line per order family, `<Family> (<stage>;
 * cite): “example” what it does; …`, each example a whole line the grammar reads at that stage. Then the
 * house's rulings (CT-R25..CT-R27), one line each.
 */
import { CT_HOUSE_RULINGS } from './rulings';

export const CT_ORDERS_HELP = [
  'One order per line: <subject> - <action>. The subject is Force (your whole force), a battle of the round (R1-A), one of your warbands, or a captive figure. Each family below names its stage.',
  'Stakes (pre-battle; [Battles] 1.a, 4.b): “R1-A - Stake Oldfield” one of your territories; in a challenge, the opponent’s territory you choose.',
  'Challenges answered (pre-battle; [Battles] 4.b, CT-R19, CT-R27): “R2-C1 - Accept”; “R2-C1 - Decline Mirefen” a territory of your choice, not your home fortress while you hold others. No answer by the resolve is a decline: you give up your lowest-income territory.',
  'Summoning (pre-battle; [Races] 5.c.1): “Force - Summon 2 Skeleton” Devout only, paid in cash, for this battle.',
  'Battle reports (post-battle; [Battles] 2, 1.a, 4.a), each player for his side: “R1-A - Mission achieved” or “R1-A - Mission failed” (a challenge: in control of the board); “R1-A - Wounds 7” inflicted on the enemy; “R1-A - Take stake” or “R1-A - Take generated” the winner’s spoils (generated when unsaid); “R2-R1 - Freed S.Blades.4” the Rescue’s attacker.',
  'Casualties (post-battle; [Battles] 3, Table 4; [Races] 1, 3, 5.c.2): “R1-A - Casualty V.Blades.3” (add “skeleton” or “eaten” for [Battles] 3.a, “by Ghor” in a multi-player battle); “R1-A - Reroll V.Blades.3” with an alchemist or Second Chance, written before the roll: it rerolls whatever he rolls but Full recovery, a Wounded too ([Races] alchemist 2 decides on seeing the roll; the form cannot); “R1-A - Summoned Karak.Skeleton.1 wounded” (or unwounded, killed, captured).',
  'Hits (post-battle; [Experience] 1.a.2): “R1-A - Hits Vanth Blades 2” hits by the warband that caused unsaved wounds, 5 XP each.',
  'Recruiting (purchases, step d; [Forces] 2.b): “Vanth Blades - Recruit 2 Swordsman”; “Force - Raise Vanth Pikes: Sergeant + 4 Swordsmen” a new warband (add “, missile” or “, minimum 5”; or “…: individual Captain”).',
  'Moving troops (purchases, step d; [Forces] 1.c.2, 2.b.4): “Vanth Guard - Move Oldfield” or “Vanth Guard - Move field army”; “Sethra Blades - Transfer S.Blades.5 to Sethra Guard” like to like.',
  'Disbanding (purchases, step d; [Forces] 2.b.5, CT-R20): “Force - Disband V.Bows.4” nothing back; sent at post-battle, it is your plan if maintenance cannot be paid.',
  'Territories and challenges (purchases, step d; [Economics] 3.b, CT-R4; [Battles] 4.b): “Force - Upgrade Oldfield”; “Force - Challenge Ghor” fought next round.',
  'Captives (purchases, step d; [Battles] 3.c): “G.Blades.2 - Sell” to slavers for half his base cost; “K.Axes.3 - Drug Sethra Blades” Stygians only; “V.Bows.2 - Ransom 20” both players write the same price; “R1-A - Rescue” the owner of figures taken there fights the Rescue next.',
  'Spells (purchases, step d; [Forces] 2.a.3, CT-R25): “Vanth Chronomancer - Sell back Second Chance” for its Army lists price; then “Vanth Chronomancer - Buy spell Time Warp” in its place.',
  'Advancement (purchases, step e; [Experience] 2, [Economics] 3.a, CT-R6): “Vanth Blades - Advance CC” paid in XP; “Vanth Blades - Advance CC cash” gc as XP; “Vanth Blades - Advance CC 20” names the cost while the Campaign tab’s XP per advancement roll is blank.',
  // The house's rulings the messages cite, stated where players and the moderator (ct.md) read them.
  ...CT_HOUSE_RULINGS,
].join('\n');
