import { ME_STAGE_RULESET as ME } from '../../src/ledger/me/ruleset';
import type { TabValues } from '../../src/ledger/stage-ruleset';
import { applyOutcome, demoTabs } from '../ledger/me/stage-apply';
import { LINES as TURNS } from './stages-bundle-helpers';
import { stageCampaign } from './stages-helpers';

// Mighty Empires (ME_STAGE_RULESET) through the stage runner: Set up, the Five Marches demo, Check, and the demo
// resolved through every stage of a turn with the sidebar's calls. What the runner writes is compared with the
// ruleset's own outcome applied to the tabs by the ME tests' pure helper (test/ledger/me/stage-apply.ts), so the
// runner is held to writing exactly what each stage decided, and nothing else.

/** The cells the rules decide: computed columns (custom functions the sheet evaluates) and trailing blanks aside. */
function ruled(tabs: TabValues): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const spec of ME.tabs) {
    const [header = [], ...body] = tabs.get(spec.name) ?? [];
    const keep = spec.columns.filter((c) => !c.formula).map((c) => header.map(String).indexOf(c.header));
    const rows = body
      .map((r) =>
        keep
          .map((i) => {
            const v = r[i];
            return v instanceof Date ? v.toISOString() : String(v ?? '');
          })
          .join('|'),
      )
      .filter((r) => r.replace(/\|/g, '') !== '')
      // The runner's own row (the ME computed columns read it), checked apart: the stage knows nothing of it.
      .filter((r) => !r.startsWith('Ledger version|'));
    out[spec.name] = rows;
  }
  return out;
}

describe('Mighty Empires through the stage runner', () => {
  const c = stageCampaign(ME, 'Mighty Empires');
  /** The Campaign tab's Ledger version, which every Resolve moves so the ME computed columns recompute. */
  const version = (): number => Number(c.rows('Campaign').find((r) => r.Setting === 'Ledger version')?.Value);

  it('sets up every ME tab, then changes nothing when run again', () => {
    const changes = c.setUp();
    for (const spec of ME.tabs) expect(changes).toContain(`Created tab ${spec.name} (${spec.purpose}).`);
    expect(c.setUp()).toEqual([]);
    // The work tab holds every player's accepted orders between stages: hidden, as the undo store is.
    const hidden = c.uncounted(() =>
      c.spreadsheet.getSheets().flatMap((s) => (s.isSheetHidden() ? [s.getName()] : [])),
    );
    expect(hidden).toEqual(['ME work', '_undo']);
  });

  it('loads the Five Marches, which Check ledger finds in order', () => {
    expect(c.demo()).toContain(`Loaded the demo campaign "${ME.demo().name}"`);
    expect(c.check()).toBe('The ledger is in order: every cell the rules read is valid.');
    expect(ruled(c.tabs())).toEqual(ruled(demoTabs(ME)));
  });

  it('resolves the demo through every stage of a turn, writing exactly each stage’s outcome', () => {
    const stages: string[] = [];
    for (const lines of TURNS) {
      const turn = c.state().clock?.turn;
      for (let guard = 0; guard < 8 && c.state().clock?.turn === turn; guard++) {
        const state = c.state();
        const clock = state.clock;
        if (!clock) throw new Error(`no clock: ${state.issues.join('; ')}`);
        expect([clock, state.issues]).toEqual([clock, []]);
        const rejected = Object.entries(lines[clock.stage] ?? {}).flatMap(([player, text]) =>
          c.submit(player, text),
        );
        expect([clock, rejected]).toEqual([clock, []]);
        const before = c.tabs();
        const versionBefore = version();
        const expected = applyOutcome(ME, before, ME.runStage(before, { overrides: new Map() }));
        const preview = c.preview();
        const resolved = c.resolve(clock, {}, preview.fingerprint);
        expect(resolved.view.label).toBe(ME.stage(clock).label);
        expect([clock, ruled(c.tabs())]).toEqual([clock, ruled(expected)]);
        expect(version()).toBe(versionBefore + 1);
        stages.push(`${clock.turn} ${clock.stage}`);
      }
    }
    expect(stages).toEqual(expect.arrayContaining(['2 orders', '2 fight-or-flight', '2 battles', '2 final']));
    expect(c.state().clock).toEqual({ turn: 3, stage: 'orders', round: 1 });
  });

  it('Undo puts the last stage back exactly', () => {
    const after = c.book();
    c.undo();
    expect(c.state().clock).toEqual({ turn: 2, stage: 'final', round: 1 });
    expect(c.book()).not.toBe(after);
    const { fingerprint } = c.preview();
    c.resolve({ turn: 2, stage: 'final', round: 1 }, {}, fingerprint);
    expect(c.book()).toBe(after);
  });
});
