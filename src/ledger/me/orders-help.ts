import { ME_ORDER_HELP_TEXT } from '../../engine/me/orders';

/** The order families of the language's help (LANGUAGE.md), each starting a line of the form's help. */
const FAMILIES = ['Hexes', 'Armies', 'Kingdom', 'Battles'] as const;

/** The battle report lines of the Battles stage (report-lines.ts). */
const REPORTS =
  'Reports (Battles stage): T5-03 - Winner Blue (or draw), Level solid victory, Fell X, Feat X slew general, Models lost Swordsmen 6, General X, Standard, Total army size 1500, Report submitted.';

/**
 * The orders form's help: one line per order family, then the report lines. Google Forms keeps the line
 * breaks of help text, so a player reads a short list, not one run-on paragraph.
 */
export const ME_FORM_HELP = [
  ...ME_ORDER_HELP_TEXT.split(new RegExp(`\\s+(?=(?:${FAMILIES.join('|')}): )`)).map((line) => line.trim()),
  REPORTS,
].join('\n');
