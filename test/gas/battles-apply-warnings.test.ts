import { battleCampaign } from './battles-helpers';

// A besieger's Truce or Run after a successful siege (SIEGES: "All successful sieges become city fights unless
// the defender flees") is applied as entered, Table 17, but said: in the Preview and in the Log when it applies.
// Through dist/Code.js, on the demo's T1-B1 made a city fight on the Battles tab.

const WARNING =
  'Battle T1-B1: Aurelian Throne, the besieger, chose truce; the book says "All successful sieges become city fights unless the defender flees" (SIEGES). It is applied as entered (Table 17): the moderator may override the book.';

describe('Apply battle results: a result entered against the book', () => {
  it("a besieger's Truce in a city fight is warned in the Preview, logged when applied, and applied as entered", () => {
    const c = battleCampaign();
    c.set('Battles', 'T1-B1', { Kind: 'city fight', 'Attacker choice': 'truce', 'Defender choice': 'truce' });
    const preview = c.preview();
    expect(preview.applied).toEqual(['T1-B1']);
    expect(preview.warnings).toEqual([WARNING]);
    const { view } = c.apply();
    expect(view.warnings).toEqual([WARNING]);
    const logged = c.rows('Log').filter((r) => r.Effect === WARNING);
    expect(logged.map((r) => [r.Turn, r.Subject, r.Table])).toEqual([[1, 'T1-B1', 'SIEGES']]);
    // Table 17, Truce/Truce: no battle is fought, so no army loses points.
    expect(c.rows('Armies').find((a) => a.Army === 'Knights of the Dawn')).toMatchObject({ Points: 500 });
  });

  it('the menu alert says the warning too', () => {
    const c = battleCampaign();
    c.set('Battles', 'T1-B1', { Kind: 'city fight', 'Attacker choice': 'run', 'Defender choice': 'fight' });
    c.script.call('menuApplyBattleResults');
    const alerts = c.emulation.services.Ui.alerts;
    expect(alerts[alerts.length - 1].prompt).toContain(
      'Warning: Battle T1-B1: Aurelian Throne, the besieger, chose run;',
    );
  });

  it('a field battle of Truce and Truce has no warning and logs none', () => {
    const c = battleCampaign();
    c.set('Battles', 'T1-B1', { 'Attacker choice': 'truce', 'Defender choice': 'truce' });
    expect(c.preview().warnings).toEqual([]);
    c.apply();
    expect(c.rows('Log').filter((r) => String(r.Effect).includes('the besieger'))).toEqual([]);
  });
});
