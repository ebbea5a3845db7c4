import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Session } from '../../src/local/playground/session';

// onOpen builds the Campaign menu for the book the Ruleset cell names (Apply battle results and New blank map are
// Campaign System v4.2's), so the playground rebuilds it, as a reload would, when the book changes: a restart on
// another book's demo, or the moderator's edit of the Campaign tab.

const STAGED = [
  'Set up ledger',
  'Load demo campaign',
  'Check ledger',
  'Create orders form',
  'Check pasted orders',
  'Resolve turn',
];
const CS42 = [
  'Set up ledger',
  'Load demo campaign',
  'Check ledger',
  'New blank map',
  'Create orders form',
  'Check pasted orders',
  'Resolve turn',
  'Apply battle results',
];

const captions = (session: Session): string[] =>
  (session.emulation.services.Ui.getMenu('Campaign')?.entries ?? []).flatMap((e) =>
    e.kind === 'item' ? [e.caption] : [],
  );

describe("the playground's Campaign menu after a change of book", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ledger-menu-rebuild-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a new WarMaster ledger opens with the staged menu', () => {
    const session = Session.create(path.join(dir, 'wm.xlsx'), 'WM', false, 'wm');
    expect(captions(session)).toEqual(STAGED);
  });

  it("restartDemo rebuilds it: WarMaster's six items, then Campaign System v4.2's eight, whose Apply battle results runs", () => {
    const session = Session.create(path.join(dir, 'cs.xlsx'), 'CS', false);
    expect(captions(session)).toEqual(CS42);
    session.restartDemo('wm');
    expect(captions(session)).toEqual(STAGED);
    expect(session.emulation.services.Ui.menus).toHaveLength(1);
    session.restartDemo('cs42');
    expect(captions(session)).toEqual(CS42);
    // The item is in the menu again and runs Campaign System v4.2's code (the demo has no battles to apply).
    expect(() => session.runMenu('Apply battle results')).toThrow(
      'Apply battle results stopped: There are no battles to apply.',
    );
  });

  it("an edit of the Campaign tab's Ruleset cell rebuilds it", () => {
    const session = Session.create(path.join(dir, 'edit.xlsx'), 'Edit', false);
    const values = session.tab('Campaign') ?? [];
    const row = values.findIndex((r) => r[0] === 'Ruleset');
    const column = values[0].indexOf('Value');
    expect([row > 0, column]).toEqual([true, 1]);
    session.editCell('Campaign', `B${row + 1}`, 'WarMaster campaigning');
    expect(captions(session)).toEqual(STAGED);
  });
});
