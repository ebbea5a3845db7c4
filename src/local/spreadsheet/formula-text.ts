/**
 * Light rewriting of formula text before fast-formula-parser sees it.
 *
 * Why: Sheets reads `A2:A` as "column A from row 2 down", but the parser reads it as the whole column; and the
 * engine must know which function names a formula calls so it can resolve the script's custom functions.
 */
import FormulaParser from 'fast-formula-parser';

export interface PreparedFormula {
  /** The formula without its leading `=`, with open-ended ranges closed at the parser's last row. */
  body: string;
  /** Names written as function calls, as spelled in the formula. */
  calls: string[];
}

const openRange = /^(\$?[A-Za-z]{1,3}\$?\d+:\$?[A-Za-z]{1,3})(?![A-Za-z0-9_.(!$])/;
const identifier = /^[A-Za-z_][A-Za-z0-9_.]*/;

/** Index just past a quoted run starting at `start` (quote char doubled inside to escape it). */
function skipQuoted(src: string, start: number, quote: string): number {
  let j = start + 1;
  while (j < src.length) {
    if (src[j] === quote) {
      if (src[j + 1] === quote) {
        j += 2;
        continue;
      }
      return j + 1;
    }
    j += 1;
  }
  return src.length;
}

export function prepareFormula(formula: string): PreparedFormula {
  const src = formula.startsWith('=') ? formula.slice(1) : formula;
  const calls: string[] = [];
  let out = '';
  let i = 0;
  while (i < src.length) {
    const ch = src[i];
    if (ch === '"' || ch === "'") {
      const end = skipQuoted(src, i, ch);
      out += src.slice(i, end);
      i = end;
      continue;
    }
    const atBoundary = i === 0 || !/[A-Za-z0-9_.]/.test(src[i - 1]);
    if (atBoundary && /[A-Za-z_$]/.test(ch)) {
      const rest = src.slice(i);
      const open = openRange.exec(rest);
      if (open) {
        out += `${open[1]}${FormulaParser.MAX_ROW}`;
        i += open[1].length;
        continue;
      }
      const ident = identifier.exec(rest);
      if (ident) {
        if (/^\s*\(/.test(rest.slice(ident[0].length))) calls.push(ident[0]);
        out += ident[0];
        i += ident[0].length;
        continue;
      }
    }
    out += ch;
    i += 1;
  }
  return { body: src === out ? src : out, calls };
}
