import { controls, EMPTY, reduce, resultContent, SidebarEvent, SidebarModel } from '../../sidebar/model';
import { sidebarState, turnView } from './fixtures';

// The sidebar's behaviour as a pure model (issue 10 bug 5); main.ts only draws it and sends its events.

const run = (...events: SidebarEvent[]): SidebarModel => events.reduce(reduce, EMPTY);
const loaded: SidebarEvent = { type: 'state', state: sidebarState() };
const previewed: SidebarEvent = { type: 'previewed', view: turnView() };
const resolved: SidebarEvent = {
  type: 'resolved',
  view: turnView({ resolved: true }),
  state: sidebarState({ turn: '4', turnNumber: 4, canUndo: true, undoTurn: 3 }),
};
const undone: SidebarEvent = {
  type: 'undone',
  message: 'Turn 3 was undone.',
  state: sidebarState({ canUndo: false }),
};
/** What a click does around its server call: busy, the answer, idle again. */
const clicked = (answer: SidebarEvent): SidebarEvent[] => [
  { type: 'busy', message: '…' },
  answer,
  { type: 'busy', message: '' },
];

describe('the sidebar after Undo', () => {
  it('shows no battles, dice or events of the undone turn', () => {
    const m = run(loaded, ...clicked(previewed), ...clicked(resolved), ...clicked(undone));
    expect(resultContent(m.result)).toEqual({ battles: [], rolls: 0, events: [] });
  });

  it('cannot Resolve the preview made before the Undo', () => {
    const m = run(loaded, ...clicked(previewed), ...clicked(undone));
    expect(controls(m).resolve).toBe(false);
  });
});

describe('Resolve on a stale preview', () => {
  it('is enabled on a fresh preview', () => {
    expect(controls(run(loaded, ...clicked(previewed))).resolve).toBe(true);
  });

  it('is disabled when new orders arrived since the preview', () => {
    const later = sidebarState({
      orders: [
        { player: 'Ann', state: 'submitted', lines: 4, rejected: 1 },
        { player: 'Bo', state: 'submitted', lines: 2, rejected: 0 },
      ],
    });
    expect(controls(run(loaded, ...clicked(previewed), { type: 'state', state: later })).resolve).toBe(false);
  });

  it('is disabled when the turn was resolved elsewhere', () => {
    const elsewhere = sidebarState({ turn: '4', turnNumber: 4, canUndo: true, undoTurn: 3 });
    expect(controls(run(loaded, ...clicked(previewed), { type: 'state', state: elsewhere })).resolve).toBe(
      false,
    );
  });

  it('is disabled after a die is overridden, until the next preview', () => {
    const override: SidebarEvent = { type: 'override', key: 'calamity:Ann', text: '2' };
    expect(controls(run(loaded, ...clicked(previewed), override)).resolve).toBe(false);
    expect(controls(run(loaded, ...clicked(previewed), override, ...clicked(previewed))).resolve).toBe(true);
  });

  it('is disabled after a refused Resolve (the server found the ledger changed)', () => {
    const refused: SidebarEvent = { type: 'failed', message: 'Orders changed since the preview.' };
    expect(controls(run(loaded, ...clicked(previewed), ...clicked(refused))).resolve).toBe(false);
  });
});

describe('dice after Resolve', () => {
  it('are not editable, and a value typed there is not sent with the next preview', () => {
    const m = run(loaded, ...clicked(previewed), ...clicked(resolved));
    expect(controls(m).diceEditable).toBe(false);
    const typed = reduce(m, { type: 'override', key: 'calamity:Ann', text: '1' });
    expect([...typed.overrides]).toEqual([]);
  });

  it('are editable on a preview, and the override is kept for the next preview', () => {
    const m = run(loaded, ...clicked(previewed), { type: 'override', key: 'calamity:Ann', text: '2' });
    expect(controls(m).diceEditable).toBe(true);
    expect([...m.overrides]).toEqual([['calamity:Ann', 2]]);
  });
});

describe('override boxes', () => {
  const onPreview = run(loaded, ...clicked(previewed));

  it('name the roll and the faces when a value is not a face of the die, and Resolve waits', () => {
    const m = reduce(onPreview, { type: 'override', key: 'calamity:Ann', text: '11' });
    expect(m.overrideErrors.get('calamity:Ann')).toBe(
      "Dice, calamity:Ann: a d10 override must be a whole number from 1 to 10, not '11' (empty keeps the roll).",
    );
    expect([...m.overrides]).toEqual([]);
    expect(controls(m)).toMatchObject({
      resolve: false,
      note: 'Fix the dice marked in red, then Preview again.',
    });
  });

  it('emptied again, keep the roll and clear the message', () => {
    const m = [
      { type: 'override', key: 'calamity:Ann', text: 'x' },
      { type: 'override', key: 'calamity:Ann', text: '' },
    ].reduce((acc, e) => reduce(acc, e as SidebarEvent), onPreview);
    expect(m.overrideErrors.size).toBe(0);
    expect(controls(m).resolve).toBe(true);
  });

  it('drop an override whose roll the next preview no longer makes', () => {
    const m = run(loaded, ...clicked(previewed), { type: 'override', key: 'calamity:Ann', text: '2' });
    const without = reduce(m, { type: 'previewed', view: turnView({ rolls: [] }) });
    expect([...without.overrides]).toEqual([]);
  });
});

describe('Undo and an interrupted Resolve', () => {
  it('Undo is off when there is nothing to undo, and while a call runs', () => {
    expect(controls(run(loaded)).undo).toBe(false);
    const undoable: SidebarEvent = { type: 'state', state: sidebarState({ canUndo: true, undoTurn: 2 }) };
    expect(controls(run(undoable)).undo).toBe(true);
    expect(controls(run(undoable, { type: 'busy', message: 'Previewing…' })).undo).toBe(false);
  });

  it('an interrupted Resolve allows only Undo, and says so', () => {
    const state = sidebarState({ inProgress: 'Resolve of turn 3 was interrupted. Run Undo last turn.' });
    const m = run({ type: 'state', state }, ...clicked(previewed));
    expect(controls(m)).toMatchObject({ preview: false, resolve: false, undo: true });
    expect(controls(m).note).toMatch(/Run Undo last turn first/);
  });
});
