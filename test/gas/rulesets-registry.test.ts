import { RULESETS } from '../../src/engine/core/ruleset';
import type { StageRuleset } from '../../src/ledger/stage-ruleset';
import { STAGE_SHARED_TABS } from '../../src/ledger/stage-ruleset';
import { Emulation } from '../../src/local/emulation';
import { onRuleset } from '../../src/gas/ruleset-dispatch';
import { activeRuleset, registryOf, REGISTERED, rulesetNames, tabsMismatch } from '../../src/gas/rulesets';
import { services } from '../../src/gas/services';

// Issue 14: the registry and the dispatch, with a test-only staged ruleset (no book's rules in it).

const FAKE: StageRuleset = {
  id: 'me',
  tabs: [
    ...STAGE_SHARED_TABS,
    { name: 'Kingdoms', purpose: 'test', columns: [{ header: 'Player', note: '' }] },
  ],
  settings: [],
  ordersHelp: '',
  demo: () => ({ name: 'fake', campaign: new Map(), tabs: new Map() }),
  check: () => [],
  clock: () => ({ turn: 1, stage: 'orders', round: 1 }),
  stage: () => ({ id: 'orders', label: 'Resolve orders', waits: 'orders' }),
  players: () => [],
  checkOrders: (_tabs, player) => ({
    player,
    clock: { turn: 1, stage: 'orders', round: 1 },
    lines: [],
    warnings: [],
  }),
  runStage: () => {
    throw new Error('not in this test');
  },
  playerView: () => [],
};
const WITH_FAKE = registryOf([FAKE]);

const campaign = (ruleset: string): unknown[][] => [
  ['Setting', 'Value', 'About'],
  ['Campaign name', 'Vale', ''],
  ['Ruleset', ruleset, ''],
];

describe('activeRuleset: the Campaign tab’s Ruleset cell', () => {
  it('blank, or no Campaign tab: Campaign System v4.2', () => {
    expect(activeRuleset(campaign(''), WITH_FAKE).id).toBe('cs42');
    expect(activeRuleset([], WITH_FAKE).id).toBe('cs42');
  });

  it('a name or an alias, any case, of a registered book', () => {
    expect(activeRuleset(campaign('CS42'), WITH_FAKE).kind).toBe('turn');
    const me = activeRuleset(campaign('  mighty   EMPIRES '), WITH_FAKE);
    expect(me.kind === 'stages' ? me.ruleset : null).toBe(FAKE);
    expect(activeRuleset(campaign('me'), WITH_FAKE).id).toBe('me');
  });

  it('a known book not registered, or no book: refused naming the cell and the registered ones', () => {
    expect(() => activeRuleset(campaign('Mighty Empires'), registryOf([]))).toThrow(
      'Campaign!B3: Ruleset: Mighty Empires is not playable in this version of Campaign Ledger yet; write one of: Campaign System v4.2 (or blank).',
    );
    expect(() => activeRuleset(campaign('Warhammer 40k'), WITH_FAKE)).toThrow(
      "Campaign!B3: Ruleset: 'Warhammer 40k' is not a ruleset this ledger knows; write one of: Campaign System v4.2, Mighty Empires.",
    );
  });

  it('what is playable is what is registered: no second list', () => {
    expect(rulesetNames(WITH_FAKE)).toEqual(['Campaign System v4.2', 'Mighty Empires']);
    expect(RULESETS.every((r) => !('playable' in r))).toBe(true);
    expect(rulesetNames()).toEqual(REGISTERED.map((r) => RULESETS.find((b) => b.id === r.id)?.name));
  });
});

describe('tabsMismatch: set-up over another book’s tabs', () => {
  const [cs42, me] = WITH_FAKE;
  it('names the other book and its tabs that the chosen one has not', () => {
    expect(tabsMismatch(me, ['Campaign', 'Players', 'Cities', 'Log'], WITH_FAKE)).toBe(
      'The Campaign tab’s Ruleset says Mighty Empires, but this spreadsheet holds Campaign System v4.2 tabs (Cities). Set the Ruleset back to Campaign System v4.2, or start Mighty Empires in a new spreadsheet. Nothing was changed.',
    );
    expect(tabsMismatch(cs42, ['Campaign', 'kingdoms'], WITH_FAKE)).toMatch(
      /^The Campaign tab’s Ruleset says Campaign System v4.2, but this spreadsheet holds Mighty Empires tabs \(Kingdoms\)/,
    );
  });

  it('shared tab names, or a new spreadsheet, fit any book', () => {
    expect(tabsMismatch(me, ['Sheet1', 'Campaign', 'Players', 'Orders', 'Log'], WITH_FAKE)).toBeNull();
    expect(tabsMismatch(cs42, ['Sheet1'], WITH_FAKE)).toBeNull();
  });
});

describe('onRuleset: the dispatch, with the Campaign read and the lock handed on', () => {
  function world(ruleset: string) {
    const emulation = new Emulation();
    const spreadsheet = emulation.newActiveSpreadsheet('Fake');
    spreadsheet.insertSheet('Campaign').getRange(1, 1, 3, 3).setValues(campaign(ruleset));
    Object.assign(globalThis, emulation.globals());
    emulation.world.calls.reset();
    return emulation;
  }
  const readCampaign = (): unknown[][] | undefined =>
    services().SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Campaign')?.getSheetValues(1, 1, -1, -1);

  it('runs the staged ruleset the cell names, whose first Campaign read costs nothing', () => {
    const emulation = world('Mighty Empires');
    const { calls } = emulation.world;
    const seen = emulation.world.runExecution(() =>
      onRuleset<unknown>(
        {
          turn: () => 'turn',
          stages: (ruleset) => {
            const dispatchCalls = calls.total;
            const first = readCampaign();
            const free = calls.total - dispatchCalls;
            const again = readCampaign();
            return {
              ruleset,
              dispatchCalls,
              free,
              again: calls.total - dispatchCalls - free,
              same: first === again,
            };
          },
        },
        { registered: WITH_FAKE },
      ),
    );
    expect(seen).toEqual({ ruleset: FAKE, dispatchCalls: 3, free: 0, again: 3, same: false });
  });

  it('a blank cell runs the turn code', () => {
    const emulation = world('');
    expect(
      emulation.world.runExecution(() =>
        onRuleset({ turn: () => 'turn', stages: () => 'stages' }, { registered: WITH_FAKE }),
      ),
    ).toBe('turn');
  });

  it('with a lock, the code’s own getScriptLock and tryLock are the dispatch’s; a lock never released is', () => {
    const emulation = world('');
    const { calls } = emulation.world;
    const inside = emulation.world.runExecution(() =>
      onRuleset(
        {
          turn: () => {
            const before = calls.total;
            const lock = services().LockService.getScriptLock();
            const got = lock.tryLock(1000);
            return { got, calls: calls.total - before };
          },
          stages: () => null,
        },
        { lock: 'try', registered: WITH_FAKE },
      ),
    );
    expect(inside).toEqual({ got: true, calls: 0 });
    // getScriptLock, tryLock, the Campaign read (3), then the release the code forgot.
    expect(calls.byMethod()).toEqual({
      'Lock.releaseLock': 1,
      'Lock.tryLock': 1,
      'LockService.getScriptLock': 1,
      'Sheet.getSheetValues': 1,
      'Spreadsheet.getSheetByName': 1,
      'SpreadsheetApp.getActiveSpreadsheet': 1,
    });
  });

  it('a spreadsheet call that may change the Campaign tab ends the reuse', () => {
    const emulation = world('');
    const { calls } = emulation.world;
    const cost = emulation.world.runExecution(() =>
      onRuleset(
        {
          turn: () => {
            const spreadsheet = services().SpreadsheetApp.getActiveSpreadsheet();
            spreadsheet.insertSheet('Other');
            const before = calls.total;
            readCampaign();
            return calls.total - before;
          },
          stages: () => 0,
        },
        { registered: WITH_FAKE },
      ),
    );
    expect(cost).toBe(3);
  });
});
