import { LINES, meBundleCampaign } from './stages-bundle-helpers';

// Issue 14 under the emulation, the whole loop through dist/Code.js: a Mighty Empires ledger chosen on the
// Campaign tab, set up, the demo loaded, each stage's orders, choices and battle reports sent by the orders form,
// and the stage sidebar's calls (getStageState, previewStageTurn, resolveStageTurn, undoStageTurn) resolving the
// demo through every stage of a turn, then Undo.

describe('Mighty Empires played through dist/Code.js', () => {
  const c = meBundleCampaign();

  it('Campaign → Resolve turn opens the stage sidebar', () => {
    c.script.call('menuOpenSidebar');
    const shown = c.emulation.services.Ui.lastSidebar;
    expect(shown?.title).toBe('Campaign Ledger · Mighty Empires');
    expect(shown?.content).toContain('callStageServer("getStageState")');
  });

  it('the stage sidebar shows the demo at turn 1, orders, waiting for every kingdom', () => {
    const state = c.state();
    expect(state.ruleset).toBe('Mighty Empires');
    expect(state.clock).toEqual({ turn: 1, stage: 'orders', round: 1 });
    expect(state.stage).toEqual({ id: 'orders', label: 'Resolve interim results', waits: 'orders' });
    expect(state.missing).toEqual(['Ostmark', 'Karak Dron', 'Tor Athel', 'Red Maw']);
    expect(state.issues).toEqual([]);
  });

  it('each stage’s lines sent by form, each stage previewed and resolved, through every stage of turn 2', () => {
    const stages: string[] = [];
    for (const lines of LINES) {
      const turn = c.state().clock?.turn;
      for (let guard = 0; guard < 8 && c.state().clock?.turn === turn; guard++) {
        const before = c.state();
        const clock = before.clock;
        if (!clock) throw new Error(before.issues.join('; '));
        const sent = lines[clock.stage] ?? {};
        for (const [player, text] of Object.entries(sent)) {
          const result = c.send(player, text);
          expect([player, result.runs.map((r) => r.ok)]).toEqual([player, [true]]);
        }
        const rejected = c
          .rows('Orders')
          .filter((r) => r.Turn === clock.turn && r.Stage === clock.stage && r.Status === 'rejected');
        expect([clock, rejected]).toEqual([clock, []]);
        if (before.stage?.waits !== 'nothing')
          expect(
            c
              .state()
              .sent.map((s) => s.player)
              .sort(),
          ).toEqual(Object.keys(sent).sort());
        const view = c.preview();
        const resolved = c.resolve(view);
        expect(resolved.view.clock).toEqual(clock);
        expect(resolved.state.clock).toEqual(resolved.view.next);
        expect(resolved.state.canUndo).toBe(true);
        stages.push(`${clock.turn} ${clock.stage}`);
      }
    }
    expect(stages.filter((s) => s.startsWith('2 '))).toEqual([
      '2 orders',
      '2 fight-or-flight',
      '2 battles',
      '2 final',
    ]);
    expect(c.state().clock).toEqual({ turn: 3, stage: 'orders', round: 1 });
  });

  it('Undo puts the last stage back; Resolve again gives the same ledger', () => {
    const after = c.book();
    const undone = c.undo();
    expect(undone.message).toBe(
      'Undone: turn 2, final results. The ledger is back as it was before that Resolve.',
    );
    expect(undone.state.clock).toEqual({ turn: 2, stage: 'final', round: 1 });
    expect(c.resolve(c.preview()).state.clock).toEqual({ turn: 3, stage: 'orders', round: 1 });
    expect(c.book()).toBe(after);
  });
});
