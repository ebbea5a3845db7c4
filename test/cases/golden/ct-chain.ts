/**
 * The Chronopia territories demo ("Broken Crowns") played for three rounds (CT-R1), every stage through the
 * StageRuleset as the form and the sidebar drive it: stakes, challenges (one declined, one accepted), climate
 * and season, a rescue ([Battles] 4.a), the post-battle sequence (casualties by figure with an alchemist's reroll, pooled XP, the
 * underdog bonus, income and maintenance), then steps d-e (ransom, upgrade, recruits, disbanding, a Drugged
 * captive, advancement at the CT-R6 cost, a sale to slavers, a wizard's spell swap), and CT-R14's victory after round 3.
 * The dice that decide what the test works by hand are overridden by key; the rest come from the demo's seed.
 */
import { CT_STAGE_RULESET } from '../../../src/ledger/ct/ruleset';
import type { StageOutcome } from '../../../src/ledger/stage-ruleset';
import { appendRows, ledgerTabs, play, xpDice } from '../../ledger/ct/tabs';

export interface ChainStep {
  readonly label: string;
  readonly orders: Readonly<Record<string, readonly string[]>>;
  readonly overrides: Readonly<Record<string, number>>;
  /** Battles the moderator schedules before the step (CT-R1). */
  readonly schedule?: readonly Record<string, unknown>[];
}

export const CT_CHAIN: readonly ChainStep[] = [
  {
    label: 'round 1 pre-battle',
    orders: {
      Vanth: ['R1-A - Stake Oldfield'],
      Ghor: ['R1-A - Stake Cinderholm'],
      Karak: ['R1-B - Stake Low Hall'],
      Sethra: ['R1-B - Stake Mirefen'],
    },
    overrides: {
      'ct:territory:R1-A': 8,
      'ct:climate:R1-A': 12,
      'ct:territory:R1-B': 18,
      'ct:climate:R1-B': 3,
    },
  },
  {
    label: 'round 1 post-battle',
    orders: {
      Vanth: [
        'R1-A - Mission achieved',
        'R1-A - Wounds 5',
        'R1-A - Casualty V.Blades.3',
        'R1-A - Hits Vanth Blades 2',
        'R1-A - Take stake',
      ],
      Ghor: [
        'R1-A - Mission failed',
        'R1-A - Wounds 3',
        'R1-A - Casualty G.Blades.2',
        'R1-A - Casualty G.Bows.1',
        'R1-A - Reroll G.Bows.1',
        'R1-A - Hits Ghor Bows 1',
      ],
      Karak: [
        'R1-B - Mission achieved',
        'R1-B - Wounds 4',
        'R1-B - Casualty K.Blades.1',
        'R1-B - Casualty K.Axes.2 skeleton',
        'R1-B - Hits Karak Axes 1',
      ],
      Sethra: [
        'R1-B - Mission achieved',
        'R1-B - Wounds 6',
        'R1-B - Casualty S.Bows.1',
        'R1-B - Hits Sethra Blades 1',
        'R1-B - Take generated',
      ],
    },
    overrides: {
      'ct:casualty:R1-A:V.Blades.3': 9, // Wounded
      'ct:casualty:R1-A:G.Blades.2': 4, // Captured
      'ct:casualty:R1-A:G.Bows.1': 1, // Killed …
      'ct:casualty-reroll:R1-A:G.Bows.1': 15, // … rerolled by the alchemist: Full recovery
      'ct:casualty:R1-B:K.Blades.1': 5, // Captured
      'ct:casualty:R1-B:S.Bows.1': 10, // Wounded
      'ct:underdog-gold:R1-B:Sethra': 5,
      ...xpDice(
        'R1-A',
        {
          'Vanth Blades': 6,
          'Vanth Bows': 5,
          'Vanth Captain': 1,
          'Vanth Chronomancer': 1,
          'Ghor Blades': 5,
          'Ghor Bows': 5,
          'Ghor Captain': 1,
          'Ghor Alchemist': 1,
        },
        3,
      ),
      ...xpDice(
        'R1-B',
        {
          'Karak Blades': 5,
          'Karak Axes': 5,
          'Karak Bows': 5,
          'Karak Captain': 1,
          'Karak Runesmith': 1,
          'Sethra Blades': 6,
          'Sethra Bows': 5,
          'Sethra Captain': 1,
          'Sethra Sorcerer': 1,
        },
        3,
      ),
    },
  },
  {
    label: 'round 1 purchases',
    orders: {
      Vanth: [
        'G.Blades.2 - Ransom 25',
        'Force - Upgrade Oldfield',
        'Vanth Blades - Recruit 1 Swordsman',
        'Vanth Blades - Advance CC',
      ],
      Ghor: [
        'G.Blades.2 - Ransom 25',
        'Ghor Bows - Recruit 1 Bowman',
        'Force - Disband G.Bows.1',
        'Force - Challenge Sethra',
      ],
      Karak: ['Karak Guard - Move field army', 'Force - Challenge Vanth'],
      Sethra: ['K.Blades.1 - Drug Sethra Blades', 'Sethra Bows - Recruit 1 Bowman'],
    },
    overrides: { 'ct:advance:1:Vanth Blades:CC:1': 15 },
  },
  {
    label: 'round 2 pre-battle',
    orders: {
      Sethra: ['R2-C1 - Accept', 'R2-C1 - Stake R1-A Village'],
      Ghor: ['R2-C1 - Stake Mirefen'],
      Vanth: ['R2-C2 - Decline Oldfield'],
    },
    overrides: { 'ct:climate:R2-C1': 17 },
  },
  {
    label: 'round 2 post-battle',
    orders: {
      Ghor: [
        'R2-C1 - Mission achieved',
        'R2-C1 - Wounds 2',
        'R2-C1 - Casualty G.Captain',
        'R2-C1 - Hits Ghor Blades 1',
      ],
      Sethra: ['R2-C1 - Mission failed', 'R2-C1 - Wounds 4', 'R2-C1 - Casualty S.Blades.4'],
    },
    overrides: {
      'ct:casualty:R2-C1:G.Captain': 8, // Wounded
      'ct:casualty:R2-C1:S.Blades.4': 5, // Captured by Ghor: Sethra will rescue him
      ...xpDice(
        'R2-C1',
        {
          'Ghor Blades': 6,
          'Ghor Bows': 5,
          'Ghor Captain': 1,
          'Ghor Alchemist': 1,
          'Sethra Blades': 6,
          'Sethra Bows': 5,
          'Sethra Captain': 1,
          'Sethra Sorcerer': 1,
        },
        2,
      ),
    },
  },
  {
    label: 'round 2 purchases',
    orders: {
      Ghor: ['Ghor Blades - Advance DEF cash'],
      Karak: ['Karak Axes - Advance A'],
      Sethra: ['R2-C1 - Rescue'],
    },
    overrides: { 'ct:advance:2:Ghor Blades:DEF:1': 3, 'ct:advance:2:Karak Axes:A:1': 5 },
  },
  {
    label: 'round 3 pre-battle',
    schedule: [
      { Battle: 'R3-A', Turn: 3, Kind: 'multi-player', Players: 'Vanth, Ghor, Karak', Status: 'scheduled' },
    ],
    orders: {},
    overrides: { 'ct:climate:R3-A': 7, 'ct:climate:R3-R1': 19 },
  },
  {
    label: 'round 3 post-battle',
    orders: {
      Vanth: ['R3-A - Mission achieved', 'R3-A - Wounds 3'],
      Karak: ['R3-A - Mission achieved', 'R3-A - Wounds 4', 'R3-A - Hits Karak Blades 1'],
      Ghor: [
        'R3-A - Mission failed',
        'R3-A - Wounds 1',
        'R3-A - Casualty G.Blades.3 by Karak',
        'R3-R1 - Wounds 1',
      ],
      Sethra: ['R3-R1 - Freed S.Blades.4', 'R3-R1 - Wounds 2'],
    },
    overrides: {
      'ct:territory:R3-A:Vanth': 2, // City
      'ct:territory:R3-A:Karak': 12, // Hamlet
      'ct:casualty:R3-A:G.Blades.3': 6, // Captured (by Karak)
      // Underdog 2 for Vanth (636 v 926): two D6; 3 for Ghor (567 v 926): three D6 ([Economics] 1.b).
      'ct:underdog-gold:R3-A:Vanth#1': 4,
      'ct:underdog-gold:R3-A:Vanth#2': 5,
      'ct:underdog-gold:R3-A:Ghor#1': 3,
      'ct:underdog-gold:R3-A:Ghor#2': 5,
      'ct:underdog-gold:R3-A:Ghor#3': 2,
      // The Rescue: Ghor 567 v Sethra 706, floor(5 × 139 / 567) = 1 D6.
      'ct:underdog-gold:R3-R1:Ghor': 3,
      ...xpDice(
        'R3-A',
        {
          'Vanth Blades': 6,
          'Vanth Bows': 5,
          'Vanth Captain': 1,
          'Vanth Chronomancer': 1,
          'Karak Blades': 5,
          'Karak Axes': 5,
          'Karak Bows': 5,
          'Karak Guard': 5,
          'Karak Captain': 1,
          'Karak Runesmith': 1,
          'Ghor Blades': 5,
          'Ghor Bows': 5,
          'Ghor Alchemist': 1,
        },
        1,
      ),
    },
  },
  {
    label: 'round 3 purchases',
    orders: {
      Karak: ['G.Blades.3 - Sell'],
      // [Forces] 2.a.3, CT-R25: a spell swap at step d.
      Sethra: ['Sethra Sorcerer - Sell back Shadow Bolt', 'Sethra Sorcerer - Buy spell Veil of Night'],
    },
    overrides: {},
  },
];

export interface ChainResult {
  readonly label: string;
  readonly tabs: ReadonlyMap<string, unknown[][]>;
  readonly outcome: StageOutcome;
}

/** Plays the chain from the demo, each outcome fed back into the tabs. */
export function playChain(): ChainResult[] {
  let tabs = ledgerTabs(CT_STAGE_RULESET.demo());
  const out: ChainResult[] = [];
  for (const step of CT_CHAIN) {
    if (step.schedule) appendRows(tabs, 'Battles', step.schedule);
    const played = play(tabs, step.orders, step.overrides);
    tabs = played.tabs;
    out.push({ label: step.label, tabs, outcome: played.outcome });
  }
  return out;
}
