import { createStageForm } from '../../src/gas/stages/form';
import { applyStage } from '../../src/gas/stages/resolve';
import { stageSidebarState } from '../../src/gas/stages/state';
import { UNDO_TAB } from '../../src/ledger/snapshot';
import { FAKE_STAGE_RULESET as FAKE } from './stages-intake-fake';
import { IRON, SEA, stageLedger } from './stages-intake-ledger';

// A staged Resolve records the form's waiting responses first (as CS42's does): a player who sent orders before
// the moderator pressed Resolve has them counted for the stage it resolves, not for the next one.

afterEach(() => jest.restoreAllMocks());

describe('Resolve of a stage', () => {
  it('records the responses waiting on the form before it reads the ledger', () => {
    const l = stageLedger();
    createStageForm(l.spreadsheet, FAKE);
    l.uncounted(() => l.spreadsheet.insertSheet(UNDO_TAB));
    // The submit trigger found the lock busy: the response waits on the form, unrecorded.
    l.submitUnrecorded(IRON, 'Greywall - Hold');
    expect(l.orders()).toEqual([]);
    applyStage(FAKE, { turn: 2, stage: 'orders', round: 1 }, {});
    expect(l.orders().map((o) => [o.Turn, o.Stage, o.Player, o.Text, o.Status])).toEqual([
      [2, 'orders', 'Iron Host', 'Greywall - Hold', 'ok'],
    ]);
  });

  it('is announced by the sidebar while responses wait on the form: how many, as CS42’s sidebar counts them', () => {
    const l = stageLedger();
    createStageForm(l.spreadsheet, FAKE);
    expect(stageSidebarState(FAKE).unrecorded).toBe(0);
    l.submitUnrecorded(IRON, 'Greywall - Hold');
    l.submitUnrecorded(SEA, 'Saltmarsh - Hold');
    expect(stageSidebarState(FAKE).unrecorded).toBe(2);
    l.uncounted(() => l.spreadsheet.insertSheet(UNDO_TAB));
    const resolved = applyStage(FAKE, { turn: 2, stage: 'orders', round: 1 }, {});
    expect(resolved.view.stageText).toBe('turn 2, orders');
    expect(stageSidebarState(FAKE).unrecorded).toBe(0);
  });
});
