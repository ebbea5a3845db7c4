/** The order language of Campaign System v4.2 (LANGUAGE.md). */
export { checkBattleLines, choicesOpen, isBattleLine, splitBattleText } from './battle-choice';
export { acceptedActions, checkOrders } from './check';
export { ORDER_CODES, severityOf } from './codes';
export type { CodeEntry, OrderCode, Severity } from './codes';
export { GRAMMARS, readAction } from './language';
export { normalize, splitLine, suggest } from './parse';
export { ORDER_HELP_TEXT } from './help';
export { formatArgs } from './text';
export type * from './types';
