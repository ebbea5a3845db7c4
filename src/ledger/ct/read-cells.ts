/**
 * Reading the Chronopia cells that are more than one word: lists, a figure's flags and profile, the Battles
 * tab's "Player: value; …" pairs. Each names the cell and the reason when the text is wrong.
 */
import type { PlayerValue } from '../../engine/ct/campaign';
import type { Characteristic, PastSeries, Profile } from '../../engine/ct/model';
import { normaliseHeader } from '../setup-plan';
import { cellText, type CellIssue, type RowReader, type TabRows } from '../tab';
import { CT_CHARACTERISTICS, CT_FLAGS } from './schema';

/** Comma-separated names, tidied, blanks dropped. */
export const listOf = (text: string): string[] =>
  text
    .split(',')
    .map((t) => t.trim().replace(/\s+/g, ' '))
    .filter((t) => t !== '');

/** The flags of a Flags cell; an unknown flag is an issue. */
export function flagsCell(row: RowReader): Set<string> {
  const out = new Set<string>();
  for (const f of listOf(row.text('Flags', 'Flags', false).toLowerCase())) {
    if (CT_FLAGS.includes(f)) out.add(f);
    else row.fail('Flags', `'${f}' is not a flag; write any of ${CT_FLAGS.join(', ')}`);
  }
  return out;
}

/** The Forces tab's Past series: `G.Bows 6, V.Guard 5` (a series of ids, the number its next would take). */
export function pastSeriesCell(row: RowReader): PastSeries[] {
  const out: PastSeries[] = [];
  for (const t of listOf(row.text('Past series', 'Past series', false))) {
    const m = /^(\S+)\s+(\d+)$/.exec(t);
    if (!m || Number(m[2]) < 1)
      row.fail('Past series', `'${t}' is not a series of ids and the number its next takes (G.Bows 6)`);
    else out.push({ series: m[1], next: Number(m[2]) });
  }
  return out;
}

/** The ten characteristics; DEF from −10 to 10, the others 0 to 99. */
export function profileCells(row: RowReader): Profile {
  const out: Partial<Record<Characteristic, number>> = {};
  for (const c of CT_CHARACTERISTICS)
    out[c] = c === 'DEF' ? row.integer(c, c, -10, 10) : row.integer(c, c, 0, 99);
  return out as Profile;
}

/** `Player: value; Player: value` (or `Player value` with `sep` ' '), each player checked against `known`. */
export function pairsCell(
  row: RowReader,
  header: string,
  known: ReadonlySet<string>,
  sep: ':' | ' ',
): PlayerValue<string>[] {
  const out: PlayerValue<string>[] = [];
  for (const part of row.text(header, header, false).split(';')) {
    const t = part.trim();
    if (t === '') continue;
    const at = sep === ':' ? t.indexOf(':') : t.lastIndexOf(' ');
    const player = at < 0 ? '' : t.slice(0, at).trim();
    const value = at < 0 ? '' : t.slice(at + 1).trim();
    if (player === '' || value === '')
      row.fail(header, `'${t}' is not "Player${sep === ':' ? ':' : ''} value"`);
    else if (!known.has(player.toLowerCase())) row.fail(header, `${player} is not on the Forces tab`);
    else out.push({ player, value });
  }
  return out;
}

/** `Ally with Player; …`. */
export function alliesCell(row: RowReader, known: ReadonlySet<string>): PlayerValue<string>[] {
  const out: PlayerValue<string>[] = [];
  for (const part of row.text('Allies', 'Allies', false).split(';')) {
    const t = part.trim();
    if (t === '') continue;
    const m = /^(.+?)\s+with\s+(.+)$/i.exec(t);
    if (!m) row.fail('Allies', `'${t}' is not "Ally with Player"`);
    else if (![m[1], m[2]].every((p) => known.has(p.trim().toLowerCase())))
      row.fail('Allies', `'${t}' names a player not on the Forces tab`);
    else out.push({ player: m[1].trim(), value: m[2].trim() });
  }
  return out;
}

/** A missing tab, or a missing column of one, named at its header row. */
export function shapeIssues(
  spec: { readonly name: string; readonly columns: readonly { header: string; optional?: boolean }[] },
  tab: TabRows | undefined,
): CellIssue[] {
  if (!tab)
    return [{ tab: spec.name, cell: 'A1', message: `the ${spec.name} tab is missing; run Set up ledger` }];
  const have = new Set(tab.headers.map(normaliseHeader));
  return spec.columns
    .filter((c) => !c.optional && !have.has(normaliseHeader(c.header)))
    .map((c) => ({
      tab: spec.name,
      cell: 'A1',
      message: `the column '${c.header}' is missing from the header row; run Set up ledger`,
    }));
}

/** The exact-case spelling of a known name written in any case. */
export const spelled = (known: ReadonlyMap<string, string>, text: string): string =>
  known.get(cellText(text).toLowerCase()) ?? cellText(text);
