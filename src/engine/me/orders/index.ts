/** The Mighty Empires order language (LANGUAGE.md). */
export { checkMeOrders } from './check';
export { ME_ORDER_CODES } from './codes';
export type { MeCode } from './codes';
export { ME_ORDER_HELP_TEXT } from './help';
export { ME_GRAMMARS, readAction } from './language';
export type * from './types';
