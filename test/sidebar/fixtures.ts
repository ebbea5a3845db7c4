import type { DieRollView, SidebarState, TurnView } from '../../src/gas/sidebar-api';

/** A sidebar state as the server sends it, turn 3 of a two-player campaign, with `over` applied. */
export function sidebarState(over: Partial<SidebarState> = {}): SidebarState {
  return {
    ledgerReady: true,
    campaignName: 'The Shattered Vale',
    turn: '3',
    turnNumber: 3,
    deadline: '2026-11-27 18:00',
    deadlineIso: '2026-11-27T18:00:00.000Z',
    players: [
      { name: 'Ann', race: 'Dwarves', colour: '#d68910' },
      { name: 'Bo', race: 'Elves', colour: 'red' },
    ],
    orders: [
      { player: 'Ann', state: 'submitted', lines: 4, rejected: 1 },
      { player: 'Bo', state: 'missing', lines: 0, rejected: 0 },
    ],
    canUndo: false,
    undoTurn: null,
    unrecordedResponses: 0,
    inProgress: '',
    problems: [],
    ...over,
  };
}

export function roll(key: string, result: number, die = 'd20'): DieRollView {
  const [table, subject] = key.split(':');
  return { key, subject: subject ?? key, die, result, table, effect: `${table} ${result}` };
}

/** A turn as Preview or Resolve returns it, with one battle, two dice and one event. */
export function turnView(over: Partial<TurnView> = {}): TurnView {
  return {
    turn: 3,
    resolved: false,
    fingerprint: 'fp-3-a',
    players: [
      {
        player: 'Ann',
        income: 300,
        expenses: 120,
        closing: 780,
        moved: ['Iron Host 1010 → 1011'],
        created: [],
        destroyed: [],
        supplyChanges: [],
      },
    ],
    battles: ['field battle at 1111 (Plains): Iron Host (Ann, size 6) vs Leaf Guard (Bo, size 4)'],
    rolls: [roll('corruption:Karak Varn', 5), roll('calamity:Ann', 9, 'd10')],
    events: ['Income: Karak Varn: income 380 to Ann'],
    next: ['Check the dice and the changes.'],
    ...over,
  };
}
