import { loadBundle } from '../../src/local/bundle';
import { Emulation } from '../../src/local/emulation';
import { ownPresentTabs } from '../../src/gas/stages/ledger';
import { CP_STAGE_RULESET } from '../../src/ledger/cp/ruleset';
import { CT_STAGE_RULESET } from '../../src/ledger/ct/ruleset';
import { ME_STAGE_RULESET } from '../../src/ledger/me/ruleset';
import type { StageRuleset } from '../../src/ledger/stage-ruleset';
import { WM_STAGE_RULESET } from '../../src/ledger/wm/ruleset';
import { DIST } from '../bundle/entry-points';

// Issues 14, 15: getStagePlayerView(player), the global the command line's report and the playground's player
// page call, is the ruleset's own playerView over the ledger's tabs, each tab read once (one getSheetByName per
// tab of the book; the dispatch's Campaign read is reused), nothing written. Of the append-only Orders, Journal
// and Log only the present is read, as Preview and Resolve read it (src/gas/stages/present.ts): a getLastRow
// each and one Sheets batchGet for the three (the spreadsheet's id to ask it), so one getSheetValues per other
// tab; no view shows more of them than the clock's turn.

/** A book's demo ledger through the bundle, as a moderator makes it (Set up ledger, Load demo campaign). */
function demoLedger(book: string) {
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet(`${book} player view`);
  const script = loadBundle(emulation, DIST);
  emulation.world.calls.uncounted(() =>
    spreadsheet
      .insertSheet('Campaign')
      .getRange(1, 1, 2, 3)
      .setValues([
        ['Setting', 'Value', 'About'],
        ['Ruleset', book, ''],
      ]),
  );
  script.call('menuSetUpLedger');
  script.call('menuLoadDemo');
  /** Every tab of the book as getValues reads it, outside the count. */
  const tabs = (ruleset: StageRuleset) =>
    emulation.world.calls.uncounted(
      () =>
        new Map(
          ruleset.tabs.map((t) => [
            t.name,
            spreadsheet.getSheetByName(t.name)?.getDataRange().getValues() ?? [],
          ]),
        ),
    );
  return { emulation, script, tabs };
}

const BOOKS: [string, StageRuleset][] = [
  ['Mighty Empires', ME_STAGE_RULESET],
  ['Campaign points', CP_STAGE_RULESET],
  ['Chronopia', CT_STAGE_RULESET],
  ['WarMaster', WM_STAGE_RULESET],
];

describe.each(BOOKS)('getStagePlayerView on the %s demo', (book, ruleset) => {
  const { emulation, script, tabs } = demoLedger(book);
  const values = tabs(ruleset);
  const player = ruleset.players(values)[0];

  it('is the ruleset’s playerView, each of the book’s tabs read once and nothing written', () => {
    const calls = emulation.world.calls;
    calls.reset();
    const view = script.call('getStagePlayerView', [player]);
    expect(view).toEqual(ruleset.playerView(values, player));
    // Orders, Journal and Log, and the ruleset's own present tabs (Mighty Empires' Battles), are read by their tails.
    const present = 3 + ownPresentTabs(ruleset).length;
    expect(calls.byMethod()).toEqual({
      'SpreadsheetApp.getActiveSpreadsheet': 1,
      'Spreadsheet.getSheetByName': ruleset.tabs.length,
      'Sheet.getSheetValues': ruleset.tabs.length - present,
      'Sheet.getLastRow': present,
      'Spreadsheet.getId': 1,
      'Sheets.Spreadsheets.Values.batchGet': 1,
    });
  });

  it('a name in another case is that player; an unknown one is told so, shown nothing', () => {
    expect(script.call('getStagePlayerView', [player.toUpperCase()])).toEqual(
      ruleset.playerView(values, player),
    );
    expect(script.call('getStagePlayerView', ['Nobody'])).toEqual([
      "'Nobody' is not a player of this campaign.",
    ]);
  });
});

describe('getStagePlayerView on the WarMaster demo at turn 3, with the Orders of turns 1 and 2 above', () => {
  const { emulation, script, tabs } = demoLedger('WarMaster');
  const player = WM_STAGE_RULESET.players(tabs(WM_STAGE_RULESET))[0];
  const other = WM_STAGE_RULESET.players(tabs(WM_STAGE_RULESET))[1];
  emulation.world.calls.uncounted(() => {
    const spreadsheet = emulation.spreadsheetApp.getActiveSpreadsheet();
    const campaign = spreadsheet.getSheetByName('Campaign');
    const at = (campaign?.getDataRange().getValues() ?? []).findIndex((r) => r[0] === 'Turn');
    campaign?.getRange(at + 1, 2).setValue(3);
    const orders = spreadsheet.getSheetByName('Orders');
    // Turn, Stage, Player, Line, Text, Status, Code, Message, Submitted.
    const row = (turn: number, who: string, line: number, text: string) => [
      turn,
      'orders',
      who,
      line,
      text,
      'ok',
      '',
      '',
      '',
    ];
    const history = Array.from({ length: 100 }, (_, i) =>
      row(i < 50 ? 1 : 2, player, (i % 50) + 1, `old order ${i + 1}`),
    );
    const present = [
      row(3, player, 1, 'this turn 1'),
      row(3, other, 1, 'theirs'),
      row(3, player, 2, 'this turn 2'),
    ];
    orders?.getRange(2, 1, history.length + present.length, 9).setValues([...history, ...present]);
  });

  it('shows his orders of turn 3 alone, as the whole tabs do, in one batchGet of the present', () => {
    const whole = WM_STAGE_RULESET.playerView(tabs(WM_STAGE_RULESET), player);
    emulation.world.calls.reset();
    const view = script.call('getStagePlayerView', [player]) as string[];
    expect(view).toEqual(whole);
    const at = view.indexOf('Your orders for this stage (secret until revealed):');
    expect(view.slice(at + 1, at + 3)).toEqual(['  this turn 1 [ok]', '  this turn 2 [ok]']);
    expect(view.join('\n')).not.toMatch(/old order|theirs/);
    expect(emulation.world.calls.byMethod()['Sheets.Spreadsheets.Values.batchGet']).toBe(1);
  });
});

it('on a Campaign System v4.2 ledger it is refused, naming the book', () => {
  const emulation = new Emulation();
  emulation.newActiveSpreadsheet('CS42');
  const script = loadBundle(emulation, DIST);
  script.call('menuSetUpLedger');
  expect(() => script.call('getStagePlayerView', ['Anyone'])).toThrow(/Campaign System v4\.2/);
});

describe('getMapView for one player on the Mighty Empires demo (the request as the sidebar and playground send it)', () => {
  const { script } = demoLedger('Mighty Empires');
  const view = script.call('getMapView', [JSON.stringify({ player: 'Ostmark', supply: '' })]) as {
    player: string;
    svg: string;
  };

  it('is Ostmark’s map: his own hexes drawn with his name, before read as no player at all', () => {
    expect(view.player).toBe('Ostmark');
    expect(view.svg).toContain('<title>0202 Ostmark</title>');
  });

  it('marks the capitals he may know: his own 0202 and the explored 0205, 0602, 0605 (Major feature Capital)', () => {
    expect(view.svg.match(/<circle /g) ?? []).toHaveLength(4);
  });

  it('shows nothing of the unexplored hexes but their place: 0403 (Vorn’s City) grey, no owner', () => {
    const label = view.svg.indexOf('>0403</text>');
    const before = view.svg.slice(view.svg.lastIndexOf('</text>', label - 1), label);
    expect([...before.matchAll(/fill="(#[0-9a-f]+)"/g)].map((m) => m[1])).toEqual(['#555555', '#333']);
    expect(view.svg).not.toContain('Vorn');
  });
});
