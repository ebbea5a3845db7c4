import { meBundleCampaign } from './stages-bundle-helpers';

// The playground's Mighty Empires demo (npm start -- --ruleset me) through dist/Code.js: the state the stage
// sidebar shows right after Resolve reads the Campaign tab's choices as the cells hold them (`6+`, ME-R14;
// `as 11`, ME-R27), not as the setValues input that kept them literal (`'6+`). Run `npm run build` first.

describe('the ME stage sidebar right after the first Resolve, through the bundle', () => {
  it('shows no Campaign issue, as the next state read does not', () => {
    const c = meBundleCampaign();
    const sent = c.send('Ostmark', 'Ostmark Host - Invade 0303\n0202 - Civilization');
    expect(sent.runs.map((r) => r.ok)).toEqual([true]);
    const resolved = c.resolve(c.preview());
    expect(resolved.state.clockText).toBe('turn 1, fight or flight');
    expect(resolved.state.issues).toEqual([]);
    expect(c.state().issues).toEqual([]);
    const setting = (name: string) => c.rows('Campaign').find((r) => r.Setting === name)?.Value;
    expect([setting('High Elves turn six'), setting('Forest 12')]).toEqual(['6+', 'as 11']);
  });
});
