/**
 * The Campaign tab's Ruleset row says what it means for the book set up: a ledger whose row was made blank (the
 * playground's book switch) or by Campaign System's set-up gets the staged books' About; a moderator's own is kept.
 */
import { CP_STAGE_RULESET } from '../../src/ledger/cp/ruleset';
import { CAMPAIGN_SETTINGS } from '../../src/ledger/settings';
import { STAGE_CAMPAIGN_ROWS } from '../../src/ledger/stage-ruleset';
import { stageCampaign } from './stages-helpers';

const STAGED = STAGE_CAMPAIGN_ROWS.find((r) => r.setting === 'Ruleset')?.about;
const CS42 = CAMPAIGN_SETTINGS.find((r) => r.name === 'Ruleset')?.about;

function withRulesetAbout(about: string) {
  const c = stageCampaign(CP_STAGE_RULESET, 'About');
  c.uncounted(() =>
    c.spreadsheet
      .insertSheet('Campaign')
      .getRange(1, 1, 2, 3)
      .setValues([
        ['Setting', 'Value', 'About'],
        ['Ruleset', 'Campaign points', about],
      ]),
  );
  const changes = c.setUp();
  const row = c.rows('Campaign').find((r) => r.Setting === 'Ruleset');
  return { changes, about: row?.About };
}

describe('Set up ledger writes the Ruleset row’s About for a staged book', () => {
  test('a blank About gets the staged books’ words', () => {
    const r = withRulesetAbout('');
    expect(r.about).toBe('The rule book this ledger plays; fixed once the campaign holds data.');
    expect(r.about).toBe(STAGED);
    expect(r.changes).toContain("Wrote the Campaign tab's Ruleset About.");
  });
  test('Campaign System’s About (its set-up ran first) is replaced', () => {
    expect(CS42).toBe('The rule book this ledger plays: Campaign System v4.2 (blank means the same).');
    expect(withRulesetAbout(CS42 ?? '').about).toBe(STAGED);
  });
  test('a moderator’s own About is kept', () => {
    const r = withRulesetAbout('Our summer league');
    expect(r.about).toBe('Our summer league');
    expect(r.changes).not.toContain("Wrote the Campaign tab's Ruleset About.");
  });
});
