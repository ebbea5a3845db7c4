import { REGISTERED } from '../../src/gas/rulesets';
import { stageCampaign } from './stages-helpers';

// The stage runner over every staged ruleset the registry holds (issue 14: every entry point works for every
// registered ruleset): Set up ledger makes its ledger and then has nothing left to add, its demo loads and Check
// ledger finds it in order, and its first stage previews, resolves and is undone exactly.

const staged = REGISTERED.flatMap((r) => (r.kind === 'stages' ? [r] : []));

it('the registry holds staged rulesets', () => {
  expect(staged.map((r) => r.id)).toContain('me');
});

describe.each(staged.map((r) => [r.info.name, r.ruleset] as const))('%s', (_name, ruleset) => {
  const c = stageCampaign(ruleset);

  it('Set up ledger makes every tab, then has nothing left to add', () => {
    const made = c.setUp();
    expect(made).toContain('Filled the Campaign settings.');
    const names = c.uncounted(() => c.spreadsheet.getSheets().map((s) => s.getName()));
    expect(names).toEqual([...ruleset.tabs.map((t) => t.name), '_undo']);
    expect(c.setUp()).toEqual([]);
  });

  it('the demo loads and Check ledger finds it in order', () => {
    expect(c.demo()).toContain(`Loaded the demo campaign "${ruleset.demo().name}"`);
    expect(c.check()).toBe('The ledger is in order: every cell the rules read is valid.');
  });

  it('its first stage previews, resolves to the clock it announced, and is undone exactly', () => {
    const before = c.book();
    const state = c.state();
    expect([state.issues, state.inProgress]).toEqual([[], '']);
    const view = c.preview();
    expect(view.clock).toEqual(state.clock);
    const resolved = c.resolve(view.clock, {}, view.fingerprint);
    expect(resolved.state.clock).toEqual(view.next);
    expect(c.undo().state.clock).toEqual(view.clock);
    expect(c.book()).toBe(before);
  });
});
