import { CP_STAGE_RULESET } from '../../../src/ledger/cp/ruleset';
import { demoTabs, withCell } from './tabs';

const R = CP_STAGE_RULESET;

/** The demo at turn 1, Spend CP's round 1, with CP given on the Order of play tab (rows 2-4: Ostland, Reikland, Middenland). */
function spendTabs(cp: readonly [number, number, number] = [3, 3, 3]) {
  let tabs = demoTabs(R);
  const stageRow = (tabs.get('Campaign') ?? []).findIndex((r) => r[0] === 'Stage') + 1;
  tabs = withCell(tabs, 'Campaign', stageRow, 'Value', 'spend');
  cp.forEach((n, i) => {
    tabs = withCell(tabs, 'Order of play', i + 2, 'CP', n);
    tabs = withCell(tabs, 'Order of play', i + 2, 'Position', i + 1);
  });
  return tabs;
}

describe('CP checkOrders: the form’s receipt', () => {
  test('the first line checked against the map; a corrected spelling says how it was read', () => {
    const c = R.checkOrders(
      spendTabs(),
      'reikland',
      'reikland host - move to kjell’s ford\nReikland Guard - Move Irondeep',
    );
    expect(c.player).toBe('Reikland');
    expect(c.clock).toEqual({ turn: 1, stage: 'spend', round: 1 });
    expect(c.lines).toEqual([
      {
        line: 1,
        text: 'reikland host - move to kjell’s ford',
        status: 'corrected',
        code: '',
        message: `Read as "Reikland Host - Move Kjell's Ford".`,
      },
      {
        line: 2,
        text: 'Reikland Guard - Move Irondeep',
        status: 'ok',
        code: '',
        message: 'Checked again when its round comes.',
      },
    ]);
  });

  test('refusals carry their code and say what and why', () => {
    const c = R.checkOrders(
      spendTabs(),
      'Ostland',
      'Ostland Host - Move Greyhold\nWolf Army - Move Blackwall\nOstland Host Fortify',
    );
    expect(c.lines.map((l) => [l.status, l.code])).toEqual([
      ['rejected', 'CP-O007'],
      ['rejected', 'CP-O004'],
      ['rejected', 'CP-O001'],
    ]);
    expect(c.lines[0]?.message).toBe('Move an army refused: No road joins Oakfield to Greyhold.');
    expect(c.lines[1]?.message).toBe("Wolf Army is Middenland's army, not Ostland's.");
  });

  test('after a refused line the next one is the first the round spends: checked against the map', () => {
    const c = R.checkOrders(
      spendTabs(),
      'Ostland',
      'Ostland Host - Move Greyhold\nOstland Host - Move Goldmere',
    );
    expect(c.lines.map((l) => [l.status, l.code])).toEqual([
      ['rejected', 'CP-O007'],
      ['rejected', 'CP-O007'],
    ]);
  });

  test('a first line that abandons a pending 2-CP action is warned (CP-R1)', () => {
    let tabs = withCell(spendTabs(), 'Order of play', 3, 'Pending action', 'Fortify Castle');
    tabs = withCell(tabs, 'Order of play', 3, 'Pending target', 'Greyhold');
    tabs = withCell(tabs, 'Territories', 2, 'Owner', 'Reikland');
    expect(R.checkOrders(tabs, 'Reikland', 'Reikland Host - Move Four Ways').warnings).toEqual([
      'Line 1 abandons Fortify Castle Greyhold: its first CP is lost (CP-R1); write it again to finish it.',
    ]);
    expect(R.checkOrders(tabs, 'Reikland', 'Greyhold - Fortify').warnings).toEqual([]);
  });

  test('a player with no CP left is warned; the start stage takes no orders (CP-O015)', () => {
    expect(R.checkOrders(spendTabs([0, 3, 3]), 'Ostland', 'Ostland - Give up').warnings).toEqual([
      "Ostland has no CP left this turn: the rounds skip him (003 Spend CP's Phase).",
    ]);
    const c = R.checkOrders(demoTabs(R), 'Ostland', 'Ostland Host - Move Eastgate');
    expect(c.lines[0]).toMatchObject({ status: 'rejected', code: 'CP-O015' });
  });

  test('the help shows every order with an example', () => {
    for (const word of [
      'Move',
      'Rebuild',
      'Fortify',
      'Decrease DV',
      'Build Roads',
      'Sabotage',
      'Give up',
      'Winner',
      'Draw',
    ])
      expect(R.ordersHelp).toContain(word);
  });
});
