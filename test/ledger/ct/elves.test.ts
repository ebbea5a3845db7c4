/**
 * CT-R23 ([Races] 2 Elves: only the heading survives the conversion): "Not implemented. Flag to the moderator."
 * An Elf force plays as any other; its Race cell is a note (ctNotes), never a problem that stops a stage; each
 * battle it fights warns the moderator, and its player's view says so. Before, Check put the note among the
 * problems, and the Preview and Resolve (refuseIfBroken reads Check) refused every stage.
 */
import { stageIssues } from '../../../src/gas/stages/check';
import { ctNotes } from '../../../src/ledger/ct/check';
import { CT_STAGE_RULESET as R } from '../../../src/ledger/ct/ruleset';
import { ledgerTabs, play, recordOf } from './tabs';

const NOTE =
  "Vanth's force is Elf: the book's [Races] 2 Elves rules are lost, so the ledger plays it as any other force and applies no race rule of its own; what the Elves do differently is the moderator's to rule (CT-R23)";

function elvenVanth() {
  const tabs = ledgerTabs(R.demo());
  const forces = tabs.get('Forces')!;
  const race = forces[0].indexOf('Race');
  forces.find((r) => r[0] === 'Vanth')![race] = 'Elf';
  return tabs;
}

describe('CT-R23: an Elf force is flagged to the moderator, and plays', () => {
  it('a note at Vanth’s Race cell (Forces!D2), nothing for the others; no problem', () => {
    expect(ctNotes(elvenVanth())).toEqual([{ tab: 'Forces', cell: 'D2', message: NOTE }]);
    expect(ctNotes(ledgerTabs(R.demo()))).toEqual([]);
    expect(R.check(elvenVanth())).toEqual([]);
  });

  it('what a Preview and a Resolve refuse on (stageIssues) is empty', () => {
    expect(stageIssues({ ruleset: R, values: elvenVanth(), missing: [] })).toEqual([]);
  });

  it('the pre-battle stage warns at the battle he fights, and the battle is fought as any other', () => {
    const { tabs, outcome } = play(elvenVanth(), {
      Vanth: ['R1-A - Stake Oldfield'],
      Ghor: ['R1-A - Stake Cinderholm'],
      Karak: ['R1-B - Stake Low Hall'],
      Sethra: ['R1-B - Stake Mirefen'],
    });
    expect(outcome.warnings).toEqual([`R1-A: ${NOTE}`]);
    expect(recordOf(tabs, 'Battles', 'R1-A').Status).toBe('to fight');
  });

  it('Vanth’s view tells him; Ghor’s view does not carry it', () => {
    const line =
      "Your race's campaign rules ([Races] 2 Elves) are lost from the book: your force is played as any other, and the moderator rules on anything your race does differently (CT-R23).";
    expect(R.playerView(elvenVanth(), 'Vanth')).toContain(line);
    expect(R.playerView(elvenVanth(), 'Ghor')).not.toContain(line);
  });
});
