import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ResolvedStageView, StageView } from '../../src/gas/stages/sidebar-api';
import { Session } from '../../src/local/playground/session';

// The playground on the Mighty Empires demo (npm start -- --ruleset me), its workbook saved to and reopened from
// the .xlsx file as the playground does between requests: the first stage's Resolve returns a sidebar state
// that reads the Campaign choices as the cells hold them (`6+`, ME-R14; `as 11`, ME-R27), so it shows no issue.
// Before the stage writes fix it showed `Campaign!B14: ... got ''6+'`. Needs `npm run build` (dist/Code.js).

describe('the playground’s ME workbook through the first Resolve', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ledger-me-apos-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('saved and reopened, Resolve shows no Campaign issue and the file keeps 6+', async () => {
    const file = path.join(dir, 'campaign.xlsx');
    const created = Session.create(file, 'Campaign Ledger demo', true, 'me');
    await created.save();
    const session = await Session.open(file);
    expect(session.submitOrders('Ostmark', 'Ostmark Host - Invade 0303\n0202 - Civilization').via).toBe(
      'form',
    );
    const view = session.call('previewStageTurn', [{}]) as StageView;
    const resolved = await session.mutate(
      () => session.call('resolveStageTurn', [view.clock, {}, view.fingerprint]) as ResolvedStageView,
    );
    expect(resolved.state.clockText).toBe('turn 1, fight or flight');
    expect(resolved.state.issues).toEqual([]);
    const reopened = await Session.open(file);
    const campaign = reopened.tab('Campaign') ?? [];
    const value = (setting: string) => campaign.find((r) => r[0] === setting)?.[1];
    expect([value('High Elves turn six'), value('Forest 12'), value('Stage')]).toEqual([
      '6+',
      'as 11',
      'fight-or-flight',
    ]);
  });
});
