import { createStageForm } from '../../src/gas/stages/form';
import { applyStage } from '../../src/gas/stages/resolve';
import { UNDO_TAB } from '../../src/ledger/snapshot';
import { FAKE_STAGE_RULESET as FAKE } from './stages-intake-fake';
import { IRON, stageLedger } from './stages-intake-ledger';

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
});
