/**
 * Check ledger for Chronopia territories: every bad cell (readCt), and every roster that breaks the book's force
 * rules ([Forces] 1.a-c) named at its warband's row, or at the Location header for a whole force. These are
 * problems: they stop a stage; a force with a bad row is not judged whole, so one bad cell is one problem. The notes do not (ctNotes): CT-R6 unset (each Advance order names its cost), and a
 * force of a race whose rules the book lost, at its Race cell (CT-R23: "Flag to the moderator").
 */
import { lostRaceNote } from '../../engine/ct/lost-races';
import { rosterErrors } from '../../engine/ct/roster';
import { columnLetter } from '../setup-plan';
import type { TabValues } from '../stage-ruleset';
import { cellText, type CellIssue } from '../tab';
import { readCt } from './ledger';
import { CT_FORCES_TAB, CT_WARBANDS_TAB } from './schema';
import { tabOf } from './values';

export function ctCheck(tabs: TabValues): readonly CellIssue[] {
  const read = readCt(tabs);
  const issues = [...read.issues];
  const warbands = tabOf(tabs, CT_WARBANDS_TAB.name);
  const nameCol = warbands ? warbands.headers.findIndex((h) => h.trim().toLowerCase() === 'warband') : -1;
  const rowOf = (id: string): number =>
    warbands && nameCol >= 0
      ? warbands.rows.findIndex((r) => cellText(r[nameCol]).toLowerCase() === id.toLowerCase())
      : -1;
  // A force with a row left out for a bad cell is not whole: that cell is its one problem until mended.
  for (const p of read.campaign.state.players.filter((x) => !read.partial.has(x.name.toLowerCase())))
    // A warband under its minimum is the state a battle leaves and the purchases stage repairs ([Forces] 2.b.2:
    // recruit back up or disband); it voids the next battle, and the player's view says so, but it must not stop
    // the stages that let him repair it.
    for (const e of rosterErrors(p).filter((x) => x.code !== 'under-strength')) {
      const r = rowOf(e.subject);
      issues.push({
        tab: CT_WARBANDS_TAB.name,
        cell: r >= 0 ? `A${r + 2}` : 'G1',
        message: `${p.name}: ${e.message}`,
      });
    }
  return issues;
}

/** What the moderator should know that stops no stage: CT-R6 unset, and each CT-R23 race, by cell. */
export function ctNotes(tabs: TabValues): readonly CellIssue[] {
  const read = readCt(tabs);
  const notes = [...read.notes];
  // CT-R23: a force of a race whose rules are lost, named at its Race cell.
  const forces = tabOf(tabs, CT_FORCES_TAB.name);
  const col = (h: string): number =>
    forces ? forces.headers.findIndex((x) => x.trim().toLowerCase() === h.toLowerCase()) : -1;
  for (const p of read.campaign.state.players) {
    const note = lostRaceNote(p.name, p.race);
    if (note === null) continue;
    const r = forces
      ? forces.rows.findIndex((x) => cellText(x[col('Player')]).toLowerCase() === p.name.toLowerCase())
      : -1;
    notes.push({
      tab: CT_FORCES_TAB.name,
      cell: r >= 0 && col('Race') >= 0 ? `${columnLetter(col('Race') + 1)}${r + 2}` : 'D1',
      message: note,
    });
  }
  return notes;
}
