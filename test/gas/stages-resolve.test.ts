import { FAKE_STAGE_RULESET } from '../support/fake-stage-ruleset';
import { stageCampaign, StageCampaign } from './stages-helpers';

// Preview, Resolve and Undo of a stage through the stage runner, over the fake "Gold rush" ruleset. Orders:
// Ann raids Brook and taxes, Bob raids Amber; the raid dice overridden to 5 and 3. Worked by hand from the
// fake's rules: Ann's raid on Brook (stone walls, rule on) takes min(4, floor(5/2)) = 2 into Amber (5 -> 7);
// her tax gives Amber 8, Ashford 3; Bob's raid on Amber takes min(8, 3) = 3 into Brook (2 -> 5), Amber 5.
// Upkeep then: Amber 5 and Brook 5 pay 1 (more than 3 gold); Ashford 3 and Birch 1 do not.

const OVERRIDES = { 'raid:Ann:Brook': 5, 'raid:Bob:Amber': 3 };
const ORDERS_STAGE = { turn: 1, stage: 'orders', round: 1 };

function withOrders(): StageCampaign {
  const c = stageCampaign(FAKE_STAGE_RULESET);
  c.demo();
  c.addOrders(1, 'orders', 'Ann', ['raid Brook', 'tax =1+1']);
  c.addOrders(1, 'orders', 'Bob', ['raid Amber']);
  return c;
}

const gold = (c: StageCampaign) => c.rows('Towns').map((r) => [r.Town, r.Gold]);

describe('the sidebar state', () => {
  it('names the campaign, the clock, the stage and whose orders are in', () => {
    const c = stageCampaign(FAKE_STAGE_RULESET);
    c.demo();
    c.addOrders(1, 'orders', 'Ann', ['raid Brook', 'tax']);
    expect(c.state()).toEqual({
      campaign: 'Gold rush',
      ruleset: 'Campaign points',
      clock: ORDERS_STAGE,
      clockText: 'turn 1, orders',
      stage: { id: 'orders', label: 'Resolve orders', waits: 'orders' },
      sent: [{ player: 'Ann', lines: 2, accepted: 2 }],
      missing: ['Bob'],
      unrecorded: 0,
      issues: [],
      issueCount: 0,
      canUndo: false,
      undoText: '',
      inProgress: '',
      notes: [],
    });
  });
});

describe('Preview, then Resolve, then Undo a stage', () => {
  const c = withOrders();
  const before = c.book();
  const preview = c.preview(OVERRIDES);

  it('Preview shows the summaries, the dice with their keys and the next stage, and writes nothing', () => {
    expect(c.book()).toBe(before);
    expect(preview.label).toBe('Resolve orders');
    // The stage in its words (its label without the verb), no quoted id.
    expect(preview.stageText).toBe('turn 1, orders');
    expect(preview.nextText).toBe('turn 1, upkeep');
    expect(preview.summaries).toEqual([
      {
        player: 'Ann',
        lines: ['Raid on Brook: rolled 5, took 2 gold.', 'Tax: +2 gold.', 'Amber was raided: 3 gold lost.'],
      },
      { player: 'Bob', lines: ['Brook was raided: 2 gold lost.', 'Raid on Amber: rolled 3, took 3 gold.'] },
    ]);
    expect(preview.rolls.map((r) => [r.key, r.die, r.result])).toEqual([
      ['raid:Ann:Brook', 'd6', '5'],
      ['raid:Bob:Amber', 'd6', '3'],
    ]);
    expect(preview.fingerprint).not.toBe('');
  });

  it('Resolve writes the outcome: rewritten, appended, the clock moved, the player text kept as text', () => {
    const resolved = c.resolve(ORDERS_STAGE, OVERRIDES, preview.fingerprint);
    expect(gold(c)).toEqual([
      ['Amber', 5],
      ['Ashford', 3],
      ['Brook', 5],
      ['Birch', 1],
    ]);
    expect(c.rows('Raids').map((r) => [r.Turn, r.Raider, r.Town, r.Roll, r.Loot])).toEqual([
      [1, 'Ann', 'Brook', 5, 2],
      [1, 'Bob', 'Amber', 3, 3],
    ]);
    expect(c.rows('Journal').map((r) => [r.Player, r.Amount, r.For])).toEqual([
      ['Ann', 2, 'raid on Brook'],
      ['Bob', -2, 'raided by Ann'],
      ['Ann', 2, '=1+1'],
      ['Bob', 3, 'raid on Amber'],
      ['Ann', -3, 'raided by Bob'],
    ]);
    const formula = c.uncounted(() => c.spreadsheet.getSheetByName('Journal')?.getRange(4, 6).getFormula());
    expect(formula).toBe('');
    expect(c.rows('Log').map((r) => [r.Key, r.Result])).toEqual([
      ['raid:Ann:Brook', 5],
      ['raid:Bob:Amber', 3],
    ]);
    const campaign = Object.fromEntries(c.rows('Campaign').map((r) => [r.Setting, r.Value]));
    expect([campaign.Turn, campaign.Stage, campaign.Round]).toEqual([1, 'upkeep', 1]);
    expect(resolved.state.clock).toEqual({ turn: 1, stage: 'upkeep', round: 1 });
    expect(resolved.state.canUndo).toBe(true);
    expect(resolved.state.undoText).toBe('turn 1, orders');
    expect(resolved.view.fingerprint).toBe('');
  });

  it('the next stage, which waits for nothing, resolves from the tabs as the last one left them', () => {
    expect(c.state().missing).toEqual([]);
    c.resolve({ turn: 1, stage: 'upkeep', round: 1 });
    expect(gold(c)).toEqual([
      ['Amber', 4],
      ['Ashford', 3],
      ['Brook', 4],
      ['Birch', 1],
    ]);
    expect(c.state().clock).toEqual({ turn: 2, stage: 'orders', round: 1 });
  });

  it('Undo puts the last stage back exactly, once', () => {
    const undone = c.undo();
    expect(undone.message).toBe('Undone: turn 1, upkeep. The ledger is back as it was before that Resolve.');
    expect(undone.state.clock).toEqual({ turn: 1, stage: 'upkeep', round: 1 });
    expect(gold(c)).toEqual([
      ['Amber', 5],
      ['Ashford', 3],
      ['Brook', 5],
      ['Birch', 1],
    ]);
    expect(() => c.undo()).toThrow('There is no resolved stage to undo.');
  });

  it('Resolve puts each player’s report on their tab; Undo takes it back off', () => {
    const d = withOrders();
    const tab = (player: string) => d.values(`Player · ${player}`).map((r) => r[1]);
    d.resolve(ORDERS_STAGE, OVERRIDES);
    expect(tab('Bob').slice(0, 4)).toEqual([
      'Gold rush: report of turn 1, orders',
      '',
      'Brook was raided: 2 gold lost.',
      'Raid on Amber: rolled 3, took 3 gold.',
    ]);
    d.undo();
    expect(tab('Ann')).not.toContain('Gold rush: report of turn 1, orders');
    expect(tab('Bob')).not.toContain('Gold rush: report of turn 1, orders');
  });

  it('a Resolve and its Undo leave the workbook exactly as before', () => {
    const d = withOrders();
    const start = d.book();
    d.resolve(ORDERS_STAGE, OVERRIDES);
    expect(d.book()).not.toBe(start);
    d.undo();
    expect(d.book()).toBe(start);
  });
});

describe('the moderator’s die overrides', () => {
  it('come from the Log’s Override column by key for the turn, and the sidebar’s come on top', () => {
    const c = withOrders();
    c.uncounted(() => {
      const log = c.spreadsheet.getSheetByName('Log');
      const header = log?.getDataRange().getValues()[0].map(String) ?? [];
      const row = header.map((h) => ({ Turn: 1, Key: 'raid:Bob:Amber', Override: 6 })[h] ?? '');
      const old = header.map((h) => ({ Turn: 0, Key: 'raid:Ann:Brook', Override: 1 })[h] ?? '');
      log?.getRange(2, 1, 2, header.length).setValues([row, old]);
    });
    // Bob's raid on Amber (no walls) reads 6 from the Log; Ann's reads the sidebar's 4, not turn 0's row.
    const view = c.preview({ 'raid:Ann:Brook': 4 });
    expect(view.rolls.map((r) => [r.key, r.result])).toEqual([
      ['raid:Ann:Brook', '4'],
      ['raid:Bob:Amber', '6'],
    ]);
  });
});

describe('refusals', () => {
  it('refuses a clock that is not the expected one, and writes nothing', () => {
    const c = withOrders();
    const before = c.book();
    expect(() => c.resolve({ turn: 1, stage: 'upkeep', round: 1 })).toThrow(
      'The ledger is at turn 1, orders, not turn 1, upkeep: that stage was already resolved or undone. Preview again.',
    );
    expect(c.book()).toBe(before);
  });

  it('refuses a Resolve when the ledger changed since the Preview, naming the tab', () => {
    const c = withOrders();
    const { fingerprint } = c.preview();
    c.addOrders(1, 'orders', 'Bob', ['tax']);
    const before = c.book();
    expect(() => c.resolve(ORDERS_STAGE, {}, fingerprint)).toThrow(
      'The ledger changed since the Preview: the Orders tab changed. Nothing was resolved: Preview again.',
    );
    expect(c.book()).toBe(before);
  });

  it('refuses Preview and Resolve over cell problems, naming them', () => {
    const c = withOrders();
    c.uncounted(() => c.spreadsheet.getSheetByName('Towns')?.getRange(2, 3).setValue(-4));
    const message =
      "The ledger has 1 problem to fix first (Campaign → Check ledger lists them all): Towns!C2: Gold must be a whole number from 0 to 1000, got '-4'";
    expect(() => c.preview()).toThrow(message);
    expect(() => c.resolve(ORDERS_STAGE)).toThrow(message);
  });

  it('refuses a clock the ruleset cannot read, with its reason', () => {
    const c = withOrders();
    c.uncounted(() => {
      const campaign = c.spreadsheet.getSheetByName('Campaign');
      campaign?.getRange(5, 2).setValue('harvest');
    });
    expect(() => c.preview()).toThrow(
      "The stage to resolve cannot be read: Campaign!B5: no stage 'harvest'; the stages are orders, upkeep",
    );
  });

  it('refuses an outcome that rewrites the Campaign tab whole or names a tab not of its ledger', () => {
    for (const [name, message] of [
      ['Campaign', 'The stage rewrote the Campaign tab whole; a stage sets Campaign rows one by one.'],
      ['Mines', "The stage wrote to a tab 'Mines' that is not one of its ledger's tabs."],
    ]) {
      const wrong = {
        ...FAKE_STAGE_RULESET,
        runStage: (...args: Parameters<typeof FAKE_STAGE_RULESET.runStage>) => ({
          ...FAKE_STAGE_RULESET.runStage(...args),
          rewrite: new Map([[name, []]]),
        }),
      };
      const c = stageCampaign(wrong);
      c.demo();
      const before = c.book();
      expect(() => c.resolve(ORDERS_STAGE)).toThrow(message);
      expect(c.book()).toBe(before);
    }
  });

  it('refuses Undo when the ledger moved on since, and with nothing to undo', () => {
    const c = withOrders();
    expect(() => c.undo()).toThrow('There is no resolved stage to undo.');
    c.resolve(ORDERS_STAGE, OVERRIDES);
    c.uncounted(() => c.spreadsheet.getSheetByName('Campaign')?.getRange(4, 2).setValue(7));
    expect(() => c.undo()).toThrow(
      'The last Resolve left the ledger at turn 1, upkeep, but it is now at turn 7, upkeep: it cannot be undone safely.',
    );
  });

  it('keeps a moderator’s own column with its row when the tab is rewritten', () => {
    const c = withOrders();
    c.uncounted(() => {
      const towns = c.spreadsheet.getSheetByName('Towns');
      towns?.getRange(1, 6).setValue('Notes');
      towns?.getRange(4, 6).setValue('=2+3');
      towns?.getRange(2, 6).setValue('river port');
    });
    c.resolve(ORDERS_STAGE, OVERRIDES);
    const towns = c.rows('Towns');
    expect(towns.map((r) => [r.Town, r.Gold, r.Notes])).toEqual([
      ['Amber', 5, 'river port'],
      ['Ashford', 3, ''],
      ['Brook', 5, 5],
      ['Birch', 1, ''],
    ]);
    expect(c.uncounted(() => c.spreadsheet.getSheetByName('Towns')?.getRange(4, 6).getFormula())).toBe(
      '=2+3',
    );
  });
});
