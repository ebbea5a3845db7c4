/**
 * Check ledger lists a ruleset's notes after its problems: for Chronopia, a force of a race whose rules the book
 * lost (CT-R23: "Flag to the moderator") and an unset XP per advancement roll (CT-R6). They stop no stage, so a
 * ledger with only notes is still "in order", the Preview goes on, and the command line's check exits 0.
 * Before, Check ledger did not show them at all (ctNotes was read only by the stage's warnings).
 */
import { check } from '../../src/local/cli-commands';
import { Session } from '../../src/local/playground/session';
import { CT_STAGE_RULESET as CT } from '../../src/ledger/ct/ruleset';
import { stageCampaign } from './stages-helpers';

const ELF =
  "Forces!D2: Vanth's force is Elf: the book's [Races] 2 Elves rules are lost, so the ledger plays it as any other force and applies no race rule of its own; what the Elves do differently is the moderator's to rule (CT-R23)";

type Sheets = Pick<Session['spreadsheet'], 'getSheetByName'>;

/** Vanth's Race cell (Forces!D2) set to Elf, and the Campaign's XP per advancement roll blanked. */
function elvesAndNoRollCost(spreadsheet: Sheets): string {
  spreadsheet.getSheetByName('Forces')?.getRange('D2').setValue('Elf');
  const campaign = spreadsheet.getSheetByName('Campaign');
  const rows = campaign?.getDataRange().getValues() ?? [];
  const row = rows.findIndex((r) => r[0] === 'XP per advancement roll');
  if (!campaign || row < 0) throw new Error('no XP per advancement roll row');
  campaign.getRange(row + 1, 2).setValue('');
  return `Campaign!B${row + 1}`;
}

describe('Check ledger shows the CT notes, after the problems', () => {
  it('the demo has none: in order, no Notes heading', () => {
    const c = stageCampaign(CT, 'CT notes');
    c.demo();
    expect(c.check()).toBe('The ledger is in order: every cell the rules read is valid.');
  });

  it('an Elf force and CT-R6 unset: in order, then both notes; the Preview is not refused', () => {
    const c = stageCampaign(CT, 'CT notes');
    c.demo();
    const cost = c.uncounted(() => elvesAndNoRollCost(c.spreadsheet));
    const lines = c.check().split('\n');
    expect(lines[0]).toBe('The ledger is in order: every cell the rules read is valid.');
    expect(lines[1]).toBe('Notes (they do not stop a stage):');
    expect(lines.slice(2)).toHaveLength(2);
    expect(lines.slice(2)).toContain(ELF);
    expect(lines.find((l) => l.startsWith(`${cost}: XP per advancement roll is not set`))).toBeDefined();
    expect(() => c.preview()).not.toThrow();
  });

  it('a problem comes first and the notes follow', () => {
    const c = stageCampaign(CT, 'CT notes');
    c.demo();
    c.uncounted(() => {
      elvesAndNoRollCost(c.spreadsheet);
      c.spreadsheet.getSheetByName('Figures')?.getRange('G2').setValue('lots');
    });
    const lines = c.check().split('\n');
    expect(lines[0]).toBe('1 problem (a stage is not resolved until they are fixed):');
    expect(lines[1]).toMatch(/^Figures!G2: /);
    expect(lines[2]).toBe('Notes (they do not stop a stage):');
    expect(lines.slice(3)).toContain(ELF);
  });

  it('the command line’s check (the menu through the bundle) prints the notes and exits 0', () => {
    const session = Session.create('/nonexistent/ct-notes.xlsx', 'CT notes', true, 'ct');
    elvesAndNoRollCost(session.spreadsheet);
    const out = check(session);
    expect(out.exitCode).toBe(0);
    expect(out.lines).toContain('Notes (they do not stop a stage):');
    expect(out.lines).toContain(ELF);
  });
});
