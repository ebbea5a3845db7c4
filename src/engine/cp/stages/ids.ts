/**
 * The stages of a Campaign points turn (003 A Turn; rulesets-design.md 3.5 "start → a round per CP → reports →
 * resolution"): Determine Order and Generate CP's, the Spend CP's rounds, the battles found, their results.
 */
export const CP_STAGE_IDS: readonly string[] = ['start', 'spend', 'battles', 'results'];
