/**
 * Every figure id the Log tab has named (its Subject, Key and Effect): a figure killed, sold or disbanded leaves
 * the Figures tab but keeps its id, so a recruit never takes it and the old Log rows stay about their figure.
 * Anything id-like counts: a word taken by mistake only skips a number.
 */
import type { TabValues } from '../stage-ruleset';
import { cellText } from '../tab';
import { tabOf } from './values';

const ID = /^[A-Za-z][\w]*\.[\w.]*\w$/;

export function usedFigureIds(tabs: TabValues): Set<string> {
  const out = new Set<string>();
  const log = tabOf(tabs, 'Log');
  if (!log) return out;
  const cols = ['Subject', 'Key', 'Effect'].map((h) =>
    log.headers.findIndex((x) => x.trim().toLowerCase() === h.toLowerCase()),
  );
  for (const row of log.rows)
    for (const c of cols)
      if (c >= 0) for (const w of cellText(row[c]).split(/[\s,:;()“”"']+/)) if (ID.test(w)) out.add(w);
  return out;
}
