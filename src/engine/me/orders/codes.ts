/**
 * The Mighty Empires receipt codes (LANGUAGE.md, "Receipt codes"): what each means. Reading problems first, then
 * the book's preconditions by order (digest §4), then whole-submission remarks.
 */
import type { MeOrderCode } from './types';

export const ME_ORDER_CODES = {
  'ME-O000': 'Accepted.',
  'ME-O001': 'No dash between the subject and the action.',
  'ME-O002': 'Nothing before the dash.',
  'ME-O003': 'Nothing after the dash.',
  'ME-O004': 'The subject is not a hex, one of your armies, “Kingdom”, or one of your battles.',
  'ME-O005': 'Not an action of that subject.',
  'ME-O006': 'The action belongs to another kind of subject.',
  'ME-O007': 'The arguments are missing or not understood.',
  'ME-O008': 'Not taken at this stage of the turn (2.0A).',
  'ME-O009': 'A name in the arguments is unknown.',
  'ME-O010': 'The edict is not allowed there (1.0B-1.2B, Table 2, 1.3A, 1.4A, App. G).',
  'ME-O011': 'A second order for the same hex, army or unit this turn.',
  'ME-O012': 'The army order is not allowed (4.0B Table 5, 1.4A, 7.3B, 7.4B).',
  'ME-O013': 'Only one of your armies may act from allied territory (7.4B).',
  'ME-O014': 'The power expenditure is refused (5.2B Table 10, 1.3A).',
  'ME-O015': 'The mercenary bid is refused (6.0B, 6.2B).',
  'ME-O016': 'The army building order is refused (3.1B-3.7B, 6.0B, App. B).',
  'ME-O017': 'The player interaction is refused (7.1B-7.5B).',
  'ME-O018': 'The battle choice is refused (2.4A, 4.0C, App. B, App. D).',
  'ME-O019': 'Accepted with a correction: the receipt shows the corrected line.',
  'ME-O050': 'An army has no Patrol or Invade order (4.0B: each army gets one order a turn).',
  'ME-O051': "The armies' Basic sizes add up to more than this turn's Total Support (2.1B).",
  'ME-O052': "No army list was sent: the capital's power point needs one (Table 9).",
  'ME-O053':
    'An army list is not legal as these orders leave it (3.1B-3.4B): the moderator settles it (3.7B).',
  'ME-O099': 'The line could not be checked (an internal fault); nothing was taken from it.',
} as const satisfies Readonly<Record<MeOrderCode, string>>;

export type MeCode = keyof typeof ME_ORDER_CODES;
