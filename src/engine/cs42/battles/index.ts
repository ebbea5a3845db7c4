/** Battle settlement for Campaign System v4.2 (issue 12): the API the ledger and sidebar wire to. */
export { battleStateAfterTurn, enslavesByDefault } from './after-turn';
export { battleId, battlesOfTurn, describeBattle } from './from-turn';
export { buyReplacements, replacementTerms } from './replacements';
export { settleBattle } from './settle';
export type { SettleInput, Settled } from './settle';
export { battleDice, settleAll } from './settle-all';
export type { SettleAllInput, SettleAllResult } from './settle-all';
export { moraleOf } from './settle-city';
export * from './types';
export { validateResult } from './validate';
