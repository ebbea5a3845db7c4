import { loadBundle } from '../../src/local/bundle';
import { Emulation } from '../../src/local/emulation';
import { InjectedFailure } from '../../src/local/calls';
import { DIST } from '../bundle/entry-points';
import { workbookSnapshot } from '../support/workbook-snapshot';
import type { ResolvedTurn, SidebarState, TurnView, UndoneTurn } from '../../src/gas/sidebar-api';

// Resolve Turn under the emulation through the built bundle: the whole loop, reproducible, never half-written.

const ORDERS: Record<string, string> = {
  'firstborn@example.com':
    'Firstborn Expeditionary Force - Move 3\nAurelia - Grow\nRoyal Sappers - Build Road',
  'dwarves@example.com': 'Hammerguard of Karak Varn - Hold\nKarak Varn - Build Marketplace',
};

function campaign() {
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet('Resolve test');
  const script = loadBundle(emulation, DIST);
  script.call('menuLoadDemo');
  script.call('menuCreateOrdersForm');
  const { FormApp } = emulation.services;
  for (const [email, text] of Object.entries(ORDERS))
    FormApp.submit(FormApp.forms[0].id, email, { Orders: text });
  const state = (): SidebarState => script.call('getSidebarState') as SidebarState;
  return { emulation, spreadsheet, script, state };
}

describe('Resolve turn', () => {
  it('the sidebar shows each player’s orders: submitted or missing', () => {
    const { state } = campaign();
    expect(state().orders.map((o) => [o.player, o.state])).toEqual([
      ['Aurelian Throne', 'submitted'],
      ['Gorthak Horde', 'missing'],
      ['Clan Varn', 'submitted'],
      ['Crystal Lotus', 'missing'],
    ]);
  });

  it('Preview changes nothing; Resolve applies exactly what Preview showed', () => {
    const { emulation, spreadsheet, script, state } = campaign();
    const before = workbookSnapshot(emulation, spreadsheet);
    const preview = script.call('previewTurn', [{}]) as TurnView;
    expect(preview.resolved).toBe(false);
    expect(workbookSnapshot(emulation, spreadsheet)).toEqual(before);
    expect(preview.rolls.length).toBeGreaterThan(0);
    const { view: resolved, state: after } = script.call('resolveTurn', [1, {}]) as ResolvedTurn;
    expect(resolved.resolved).toBe(true);
    // The state Resolve returns is the one a fresh read gives.
    expect(after).toEqual(state());
    expect(resolved.players).toEqual(preview.players);
    expect(resolved.rolls).toEqual(preview.rolls);
    expect(state().turn).toBe('2');
    expect(state().canUndo).toBe(true);
  });

  it('refuses to resolve the same turn twice', () => {
    const { script } = campaign();
    script.call('resolveTurn', [1, {}]);
    expect(() => script.call('resolveTurn', [1, {}])).toThrow(
      'Turn 1 was already resolved: the ledger is at turn 2. Preview again.',
    );
  });

  it('Undo restores the ledger exactly; resolving again gives the same ledger (same orders, same seed)', () => {
    const { emulation, spreadsheet, script } = campaign();
    const ignoreUndo = (snap: unknown) => (snap as { name: string }[]).filter((s) => s.name !== '_undo');
    const before = ignoreUndo(workbookSnapshot(emulation, spreadsheet));
    script.call('resolveTurn', [1, {}]);
    const after = ignoreUndo(workbookSnapshot(emulation, spreadsheet));
    expect(after).not.toEqual(before);
    const undone = script.call('undoLastTurn') as UndoneTurn;
    expect(undone.message).toBe('Turn 1 was undone: the ledger is back as it was before it was resolved.');
    expect(undone.state).toEqual(script.call('getSidebarState'));
    expect(undone.state.canUndo).toBe(false);
    expect(ignoreUndo(workbookSnapshot(emulation, spreadsheet))).toEqual(before);
    script.call('resolveTurn', [1, {}]);
    expect(ignoreUndo(workbookSnapshot(emulation, spreadsheet))).toEqual(after);
    expect(() => script.call('undoLastTurn')).not.toThrow();
    expect(() => script.call('undoLastTurn')).toThrow('There is no resolved turn to undo.');
  });

  it('an override entered for a roll is used by Preview and Resolve', () => {
    const { script } = campaign();
    const preview = script.call('previewTurn', [{}]) as TurnView;
    const roll = preview.rolls.find((r) => r.die === 'd20');
    if (!roll) throw new Error('no d20 rolled');
    const forced = roll.result === 20 ? 1 : 20;
    const again = script.call('previewTurn', [{ [roll.key]: forced }]) as TurnView;
    expect(again.rolls.find((r) => r.key === roll.key)?.result).toBe(forced);
  });
});

describe('never half-written', () => {
  it('a failure at any service call of a Resolve leaves the whole workbook exactly as before', () => {
    const { emulation, spreadsheet, script, state } = campaign();
    // The hidden _undo tab is the undo store itself; what it allows is compared through the sidebar state.
    const book = (): string =>
      JSON.stringify(
        (workbookSnapshot(emulation, spreadsheet) as { name: string }[]).filter((s) => s.name !== '_undo'),
      );
    emulation.world.calls.reset();
    script.call('resolveTurn', [1, {}]);
    const calls = emulation.world.calls.total;
    const after = book();
    expect(calls).toBeGreaterThan(20);
    script.call('undoLastTurn');
    const undone = book();
    const undoneState = state();

    let failures = 0;
    for (let n = 1; n <= calls; n++) {
      emulation.world.calls.failAt(n);
      try {
        script.call('resolveTurn', [1, {}]);
      } catch (error) {
        failures += 1;
        expect(String(error)).toMatch(/Injected failure|stopped and nothing was changed/);
      }
      emulation.world.calls.failAt(null);
      const now = book();
      if (now === undone) {
        expect([n, state()]).toEqual([n, undoneState]);
        continue; // exactly as before
      }
      // Otherwise it must be exactly as after (the failure struck once everything was written).
      if (now !== after) {
        const differ = (JSON.parse(now) as { name: string }[])
          .filter((sheet, i) => JSON.stringify(sheet) !== JSON.stringify((JSON.parse(after) as unknown[])[i]))
          .map((sheet) => sheet.name);
        throw new Error(
          `failure at call ${n} left these tabs neither before nor after: ${differ.join(', ')}`,
        );
      }
      script.call('undoLastTurn');
      expect(book()).toEqual(undone);
    }
    // A failure in what follows the turn (updating the form) leaves the turn resolved, with a note; every
    // other one stops the Resolve.
    expect(failures).toBeGreaterThan(calls / 2);
    expect(new InjectedFailure(1, 'Range.setValues').message).toBe(
      'Injected failure at service call 1 (Range.setValues)',
    );
  });
});
