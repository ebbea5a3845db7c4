import {
  battlesOfTurn,
  battleStateAfterTurn,
  BattleResult,
  BattleSettlementState,
  Individual,
  settleAll,
  SettleAllResult,
} from '../../../src/engine/cs42/battles';
import type { Battle } from '../../../src/engine/cs42/battles';
import { Dice } from '../../../src/engine/dice';
import type { CampaignState } from '../../../src/engine/model';
import { DEMO_SEED } from '../../../src/ledger/demo';
import { demoTurns, PlayedTurn, playChain } from './chain';

/**
 * The demo campaign's chain carried on through a battle (issue 12): turn 4's orders bring the Gorthak Horde's
 * Bloodfang Wolf Riders and the Crystal Lotus's Dragonbane Wing into one hex; the result of the tabletop game is
 * applied with the engine's settle functions (as Apply battle results does, on the present turn); turn 5 is
 * played on the state it left. After every turn from 4 on, the battle state's end of turn runs as Resolve runs
 * it (regroup, one wound healed).
 */

export const GORTHAK = 'Gorthak Horde';
export const LOTUS = 'Crystal Lotus';
export const WOLVES = 'Bloodfang Wolf Riders';
export const WING = 'Dragonbane Wing';

/** Turn 4: the wolves march two hexes and move into the hex the Wing has just moved into (1613). Turn 5: the
 * broken wolves try to move away from their nearest city; the Wing holds. */
export const TURN_4: Record<string, string> = {
  [GORTHAK]: `${WOLVES} - March 3 3\n${WOLVES} - Move 3`,
  [LOTUS]: `${WING} - Move 5\n${WING} - Hold`,
};
export const TURN_5: Record<string, string> = {
  [GORTHAK]: `${WOLVES} - Move 2`,
  [LOTUS]: `${WING} - Hold`,
};

const individual = (
  name: string,
  player: string,
  army: string,
  size: number,
  commander: boolean,
  experience: number,
): Individual => ({
  name,
  player,
  army,
  empire: player,
  size,
  maxWounds: size,
  commandRating: commander ? 10 : 5,
  leadership: 8,
  experience,
  wounds: 0,
  commander,
  status: 'active',
});

/** The named individuals of the two armies, as the Individuals tab would hold them before the battle. */
export const INDIVIDUALS: readonly Individual[] = [
  individual('Aelindra Stormwing', LOTUS, WING, 3, true, 0),
  individual('Grukk Bloodfang', GORTHAK, WOLVES, 3, true, 2),
  individual('Snagga', GORTHAK, WOLVES, 2, false, 0),
];

/** What was played on the table: both sides fought, the Wing won after 6 turns, the wolves lost 200 points
 * and the Wing 50, Aelindra killed Snagga (size 2) and cast one spell, Grukk took one wound. */
export const RESULT: BattleResult = {
  battleId: 'T4-B1',
  choices: { [GORTHAK]: 'fight', [LOTUS]: 'fight' },
  fought: {
    winner: LOTUS,
    pointsLost: { [WOLVES]: 200, [WING]: 50 },
    individuals: [
      { name: 'Snagga', wounds: 2, killed: true },
      { name: 'Grukk Bloodfang', wounds: 1, killed: false },
    ],
    kills: [{ by: 'Aelindra Stormwing', size: 2 }],
    turnsPlayed: 6,
    withdrawal: null,
    spellsCast: { 'Aelindra Stormwing': 1 },
  },
  abstract: null,
  cityFate: null,
  enslave: false,
};

/** The dice the moderator fixed for the battle (so the figures can be worked by hand): six spoils dice for the
 * wolves' size 6, and the wound-recovery dice (Casualties: regained on 10 or more). */
export const BATTLE_DICE: ReadonlyMap<string, number> = new Map([
  [`battle:T4-B1:spoils:${WOLVES}:1`, 10],
  [`battle:T4-B1:spoils:${WOLVES}:2`, 5],
  [`battle:T4-B1:spoils:${WOLVES}:3`, 20],
  [`battle:T4-B1:spoils:${WOLVES}:4`, 1],
  [`battle:T4-B1:spoils:${WOLVES}:5`, 8],
  [`battle:T4-B1:spoils:${WOLVES}:6`, 6],
  ['battle:T4-B1:recover:Snagga:1', 3],
  ['battle:T4-B1:recover:Snagga:2', 4],
  ['battle:T4-B1:recover:Grukk Bloodfang:1', 5],
]);

export interface BattleChain {
  readonly played: PlayedTurn[];
  /** Turn 4's battles as Resolve writes them to the Battles tab. */
  readonly battles: readonly Battle[];
  /** What Apply battle results did after turn 4. */
  readonly applied: SettleAllResult;
  /** The battle state after each turn from 4 (index 0: after turn 4's end of turn, before Apply). */
  readonly settlements: BattleSettlementState[];
  /** The campaign right after Apply, before turn 5. */
  readonly afterApply: CampaignState;
}

export function playBattleChain(): BattleChain {
  let settlement: BattleSettlementState = { settled: [], armies: [], individuals: [...INDIVIDUALS] };
  const settlements: BattleSettlementState[] = [];
  let battles: Battle[] = [];
  let applied: SettleAllResult | null = null;
  let afterApply: CampaignState | null = null;
  const played = playChain([...demoTurns(), TURN_4, TURN_5], (turn, state, balances) => {
    if (turn.turn < 4) return { state, balances };
    // Resolve's end of turn for the battle state (gas/battles-turn.ts does the same, keyed by the turn).
    const dice = new Dice(`${DEMO_SEED}:turn:${turn.turn}`, new Map());
    settlement = battleStateAfterTurn(state, settlement, dice).settlement;
    settlements.push(settlement);
    if (turn.turn !== 4) return { state, balances };
    battles = battlesOfTurn(turn.before, turn.turn, turn.result.battles, 2).battles;
    applied = settleAll({
      state,
      settlement,
      battles,
      results: new Map([[RESULT.battleId, RESULT]]),
      seed: DEMO_SEED,
      overrides: BATTLE_DICE,
      turn: state.turn,
    });
    settlement = applied.settlement;
    afterApply = applied.state;
    for (const e of applied.entries)
      balances.set(e.player.toLowerCase(), (balances.get(e.player.toLowerCase()) ?? 0) + e.amount);
    return { state: applied.state, balances };
  });
  if (applied === null || afterApply === null) throw new Error('turn 4 was not played');
  return { played, battles, applied, settlements, afterApply };
}
