/**
 * WarMaster through the Apps Script stage runner (src/gas/stages, emulated) before the registry lists it: Set up
 * ledger, the demo, Check ledger, and the first stage previewed, resolved and undone exactly (as
 * test/gas/stages-registered.test.ts does for every registered book).
 */
import { WM_STAGE_RULESET } from '../../../src/ledger/wm/ruleset';
import { stageCampaign } from '../../gas/stages-helpers';
import { playWm, WM_SCRIPT } from '../../cases/golden/wm-chain';
import { records } from './tabs';

describe('WarMaster campaigning through the stage runner', () => {
  const c = stageCampaign(WM_STAGE_RULESET);

  it('Set up ledger makes every tab, then has nothing left to add', () => {
    expect(c.setUp()).toContain('Filled the Campaign settings.');
    const names = c.uncounted(() => c.spreadsheet.getSheets().map((s) => s.getName()));
    expect(names).toEqual([...WM_STAGE_RULESET.tabs.map((t) => t.name), '_undo']);
    expect(c.setUp()).toEqual([]);
  });

  it('the demo loads and Check ledger finds it in order', () => {
    expect(c.demo()).toContain(`Loaded the demo campaign "${WM_STAGE_RULESET.demo().name}"`);
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

describe('the golden year through the stage runner', () => {
  it('ends where the pure chain ends: the same armies, areas, roster, battles and journal', () => {
    const c = stageCampaign(WM_STAGE_RULESET, 'WM year');
    c.setUp();
    c.demo();
    const rejected: string[] = [];
    for (const step of WM_SCRIPT) {
      for (const [player, lines] of Object.entries(step.send ?? {}))
        rejected.push(...c.submit(player, lines.join('\n')));
      const clock = c.state().clock;
      if (!clock) throw new Error('the sidebar shows no clock');
      expect(clock).toMatchObject({ turn: step.turn, stage: step.stage });
      c.resolve(clock, { ...step.overrides });
    }
    expect(rejected).toEqual([]);
    const pure = playWm().at(-1)?.tabs ?? new Map<string, unknown[][]>();
    for (const tab of ['Armies', 'Areas', 'Roster', 'Battles', 'Journal'])
      expect([tab, c.rows(tab)]).toEqual([tab, records(pure, tab)]);
  });
});
