/**
 * The hand edits a new moderator makes that Check ledger used to call "in order" (a reviewer's reproductions on
 * the CS42 demo): each is now an issue naming tab, cell, why and what to do, so Check shows it and Resolve
 * stops on it (readTurnLedger collects readState's issues).
 */
import { readState, stateTabs } from '../../src/ledger/read-state';
import { describeIssue, TabRows, tabRows } from '../../src/ledger/tab';

const PLAYERS = ['Player', 'Email', 'Race', 'Colour'];
const TREASURY = ['Turn', 'Player', 'Category', 'Amount', 'For', 'Balance'];
const ORDERS = [
  'Turn',
  'Player',
  'Line',
  'Unit',
  'Action',
  'Arguments',
  'Status',
  'Code',
  'Message',
  'Text',
  'Submitted',
  'Submission',
];
const ARMIES = ['Army', 'Player', 'Hex', 'Points', 'Mobility', 'Race', 'Site'];

const players = (...rows: unknown[][]): TabRows => tabRows('Players', [PLAYERS, ...rows]);
const twoPlayers = players(
  ['Aurelian', 'firstborn@example.com', 'Firstborn', '#2e86c1'],
  ['Clan Varn', 'blackblood@example.com', 'Blackblood', '#c0392b'],
);
const campaign = tabRows('Campaign', [
  ['Setting', 'Value', 'About'],
  ['Campaign name', 'Demo', ''],
  ['Ruleset', 'Campaign System v4.2', ''],
  ['Turn', 1, ''],
]);

/** Every issue of a ledger made of `tabs` at `turn`, as Check ledger prints it. */
function check(tabs: Record<string, TabRows>, turn = 1): string[] {
  return readState(stateTabs((name) => tabs[name], turn)).issues.map(describeIssue);
}

describe('Players Email', () => {
  it('a second player given the first one’s address is named at his cell, as a duplicate of the first', () => {
    const tabs = {
      Players: players(
        ['Aurelian', 'firstborn@example.com', 'Firstborn', '#2e86c1'],
        ['Clan Varn', 'Firstborn@Example.com', 'Blackblood', '#c0392b'],
      ),
    };
    expect(check(tabs)).toEqual([
      "Players!B3: 'Firstborn@Example.com' is a duplicate of B2 (Aurelian's): orders from it are recorded as the first player's and this player's turn report is mailed there; give each player his own address",
    ]);
  });

  it('an address that is not one is named, and the player stays on the tab (nothing else is misreported)', () => {
    const tabs = {
      Players: players(
        ['Aurelian', 'firstborn@example.com', 'Firstborn', '#2e86c1'],
        ['Clan Varn', 'blackblood at example dot com', 'Blackblood', '#c0392b'],
      ),
    };
    const { state, issues } = readState(stateTabs((name) => (tabs as Record<string, TabRows>)[name], 1));
    expect(issues.map(describeIssue)).toEqual([
      "Players!B3: 'blackblood at example dot com' is not an email address (name@domain, e.g. player@example.com): this player's orders cannot be matched to him nor his turn report mailed; correct it, or leave it blank and enter his orders yourself",
    ]);
    expect(state.players.map((p) => p.name)).toEqual(['Aurelian', 'Clan Varn']);
  });

  it('blank emails are allowed and never duplicates of each other', () => {
    expect(check({ Players: players(['Aurelian', '', '', ''], ['Clan Varn', '', '', '']) })).toEqual([]);
  });
});

describe('Campaign Turn set back over a resolved turn', () => {
  const treasury = tabRows('Treasury', [
    TREASURY,
    [1, 'Aurelian', 'Opening balance', 500, 'Starting treasury', 500],
    [1, 'Clan Varn', 'Opening balance', 500, 'Starting treasury', 500],
    [1, 'Aurelian', 'City income', 300, 'Aurel', 800],
    [1, 'Clan Varn', 'City income', 200, 'Varnhold', 700],
    [1, 'Clan Varn', 'Army upkeep', -100, 'Iron Host', 600],
  ]);

  it('Turn 1 with turn 1’s income and upkeep on the Treasury is named at the Turn cell, with the fix', () => {
    expect(check({ Players: twoPlayers, Campaign: campaign, Treasury: treasury }, 1)).toEqual([
      "Campaign!B4: Turn is 1 but turn 1 was already resolved (Treasury rows 4–6 hold turn 1's income and upkeep): a Resolve now would pay them again; set it back to 2, or Undo",
    ]);
  });

  it('Turn 2 after turn 1 resolved is in order; the opening balances of turn 1 alone are not a resolution', () => {
    expect(check({ Players: twoPlayers, Campaign: campaign, Treasury: treasury }, 2)).toEqual([]);
    const opening = tabRows('Treasury', [TREASURY, [1, 'Aurelian', 'Opening balance', 500, '', 500]]);
    expect(check({ Players: twoPlayers, Campaign: campaign, Treasury: opening }, 1)).toEqual([]);
  });
});

describe('Treasury rows of a name not on Players', () => {
  it('a renamed player’s rows are named once, at the first, with what they hold', () => {
    const treasury = tabRows('Treasury', [
      TREASURY,
      [1, 'Aurelian the Bold', 'Opening balance', 500, 'Starting treasury', 500],
      [1, 'Clan Varn', 'Opening balance', 500, 'Starting treasury', 500],
      [1, 'aurelian the bold', 'City income', 300, 'Aurel', 800],
    ]);
    expect(check({ Players: twoPlayers, Treasury: treasury }, 2)).toEqual([
      "Treasury!B2: 'Aurelian the Bold' (Treasury rows 2, 4: 800 guilders) is not on the Players tab: a renamed player would lose these guilders and start again from the Starting treasury; write his name as on Players in these rows, or put him back on Players",
    ]);
  });
});

describe('a renamed header', () => {
  it('Armies!D1 "Pts" for "Points" is named at D1 with "rename it back", once, not as every row’s points', () => {
    const armies = tabRows('Armies', [
      ['Army', 'Player', 'Hex', 'Pts', 'Mobility', 'Race', 'Site'],
      ['Iron Host', 'Clan Varn', '0101', 300, 'FOOT', '', 'field'],
      ['Gold Host', 'Aurelian', '0101', 200, 'FOOT', '', 'field'],
    ]);
    expect(check({ Players: twoPlayers, Armies: armies })).toEqual([
      "Armies!D1: the header is 'Pts' where 'Points' is expected: rename it back to 'Points' (the rules find the column by its header; Set up ledger would add a second, empty 'Points' column)",
    ]);
  });

  it('a column deleted outright is named past the last header, with Set up ledger to add it back', () => {
    const armies = tabRows('Armies', [
      ['Army', 'Player', 'Hex', 'Mobility', 'Race', 'Site'],
      ['Iron Host', 'Clan Varn', '0101', 'FOOT', '', 'field'],
    ]);
    expect(check({ Players: twoPlayers, Armies: armies })).toEqual([
      "Armies!G1: the column 'Points' is missing (the rules read it); run Campaign → Set up ledger to add it back",
    ]);
  });

  it('a header cleared over a column that still holds values is named at its cell: type it back', () => {
    const armies = tabRows('Armies', [
      ['Army', 'Player', 'Hex', '', 'Mobility', 'Race', 'Site'],
      ['Iron Host', 'Clan Varn', '0101', 300, 'FOOT', '', 'field'],
    ]);
    expect(check({ Players: twoPlayers, Armies: armies })).toEqual([
      "Armies!D1: the header is blank where 'Points' is expected, over a column that still holds values: type 'Points' back (Set up ledger would add a second, empty 'Points' column)",
    ]);
  });

  it('a moderator’s own column before it does not hide the renamed one', () => {
    const armies = tabRows('Armies', [
      ['Notes', ...ARMIES.slice(0, 3), 'Pts', ...ARMIES.slice(4)],
      ['mine', 'Iron Host', 'Clan Varn', '0101', 300, 'FOOT', '', 'field'],
    ]);
    expect(check({ Players: twoPlayers, Armies: armies })).toEqual([
      expect.stringMatching(/^Armies!E1: the header is 'Pts' where 'Points' is expected/),
    ]);
  });
});

describe('Orders Submission', () => {
  const row = (turn: number, submission: string): unknown[] => [
    turn,
    'Clan Varn',
    1,
    'Iron Host',
    'Move',
    '0102',
    'ok',
    '',
    '',
    'Iron Host - Move 0102',
    '',
    submission,
  ];

  it('a misspelled value this turn is named with the values allowed; blank (on time) and any case are fine', () => {
    const orders = tabRows('Orders', [
      ORDERS,
      row(2, 'on time'),
      row(2, ''),
      row(2, 'Late Accepted'),
      ...Array.from({ length: 15 }, () => row(2, 'by moderator')),
      row(2, 'late acepted'),
    ]);
    expect(check({ Players: twoPlayers, Orders: orders }, 2)).toEqual([
      "Orders!L20: Submission must be one of on time, late, late accepted, by moderator; got 'late acepted' (these orders do not count until it is one of them)",
    ]);
  });

  it('a past turn’s rows are history and are not checked', () => {
    expect(check({ Players: twoPlayers, Orders: tabRows('Orders', [ORDERS, row(1, 'lat')]) }, 2)).toEqual([]);
  });
});
