/**
 * CT figure ids through the staged operations, which read only the present of the Log (readStagePresent): in
 * round 1's purchases Ghor recruits a Bowman (G.Bows.5) and disbands G.Bows.1 ([Forces] 2.b.5), and only round
 * 1's Log rows name him. In round 2's purchases the next Bowman recruited for Ghor Bows must not take G.Bows.1:
 * he is G.Bows.6, the warband's Next figure written at round 1. Before, the recruit was G.Bows.1.
 */
import { FIRST_CHUNK_ROWS } from '../../src/gas/stages/present';
import { CT_STAGE_RULESET as CT } from '../../src/ledger/ct/ruleset';
import { stageCampaign, type StageCampaign } from './stages-helpers';

/** Moves the clock straight to a stage (the battles between are not what this is about). */
function setClock(c: StageCampaign, turn: number, stage: string): void {
  c.uncounted(() => {
    const sheet = c.spreadsheet.getSheetByName('Campaign');
    const rows = sheet?.getDataRange().getValues() ?? [];
    for (const [setting, value] of [
      ['Turn', turn],
      ['Stage', stage],
      ['Round', 1],
    ] as const) {
      const r = rows.findIndex((x) => x[0] === setting);
      if (!sheet || r < 0) throw new Error(`no ${setting} row`);
      sheet.getRange(r + 1, 2).setValue(value);
    }
  });
}

describe('CT figure ids through Resolve, with the Log read only in its present', () => {
  const c = stageCampaign(CT, 'CT ids');
  c.demo();
  const bows = () =>
    c
      .rows('Figures')
      .filter((r) => r.Warband === 'Ghor Bows')
      .map((r) => r.Figure);

  it('round 1 purchases: G.Bows.5 recruited, G.Bows.1 disbanded; the Log names him; Next figure 6', () => {
    setClock(c, 1, 'purchases');
    expect(c.submit('Ghor', 'Ghor Bows - Recruit 1 Bowman\nForce - Disband G.Bows.1')).toEqual([]);
    c.resolve({ turn: 1, stage: 'purchases', round: 1 });
    expect(bows()).toEqual(['G.Bows.L', 'G.Bows.2', 'G.Bows.3', 'G.Bows.4', 'G.Bows.5']);
    expect(JSON.stringify(c.rows('Log').filter((r) => r.Turn === 1))).toContain('G.Bows.1');
    expect(c.rows('Warbands').find((r) => r.Warband === 'Ghor Bows')?.['Next figure']).toBe(6);
  });

  it('round 2 purchases: the new Bowman is G.Bows.6, not G.Bows.1', () => {
    setClock(c, 2, 'purchases');
    // A played round 1 leaves more Log rows than the present read's first chunk (64 from the bottom), so the
    // rows naming G.Bows.1 are above it and come through blank, as in a real ledger.
    c.uncounted(() => {
      const log = c.spreadsheet.getSheetByName('Log');
      if (!log) throw new Error('no Log tab');
      const header = log.getDataRange().getValues()[0].map(String);
      const filler = Array.from({ length: 2 * FIRST_CHUNK_ROWS }, (_, i) =>
        header.map(
          (h) => ({ Turn: 1, Phase: 'Note', Subject: 'Moderator', Effect: `note ${i + 1}` })[h] ?? '',
        ),
      );
      log.insertRowsAfter(log.getMaxRows(), filler.length);
      log.getRange(log.getLastRow() + 1, 1, filler.length, header.length).setValues(filler);
    });
    expect(c.submit('Ghor', 'Ghor Bows - Recruit 1 Bowman')).toEqual([]);
    c.resolve({ turn: 2, stage: 'purchases', round: 1 });
    expect(bows()).toEqual(['G.Bows.L', 'G.Bows.2', 'G.Bows.3', 'G.Bows.4', 'G.Bows.5', 'G.Bows.6']);
    expect(c.rows('Warbands').find((r) => r.Warband === 'Ghor Bows')?.['Next figure']).toBe(7);
  });
});
