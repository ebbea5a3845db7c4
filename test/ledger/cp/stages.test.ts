import { CP_STAGE_RULESET as R } from '../../../src/ledger/cp/ruleset';
import type { TabValues } from '../../../src/ledger/stage-ruleset';
import { CP_SCRIPT, playCp, send } from '../../cases/golden/cp-chain';
import { appendRows, applyOutcome, campaignValue, demoTabs, withCell } from './tabs';

const none = { overrides: new Map<string, number>() };
const settingRow = (tabs: TabValues, setting: string): number =>
  (tabs.get('Campaign') ?? []).findIndex((r) => r[0] === setting) + 1;
const setSetting = (tabs: TabValues, setting: string, value: unknown) =>
  withCell(tabs, 'Campaign', settingRow(tabs, setting), 'Value', value);
const cpOf = (tabs: TabValues, who: string): unknown => {
  const [h = [], ...body] = tabs.get('Order of play') ?? [];
  return body.find((r) => r[0] === who)?.[h.indexOf('CP')];
};

describe('CP runStage: overrides from the Log (as in CS42)', () => {
  test('an Override entered on this turn’s Log row replaces that die alone; another turn’s row is not read', () => {
    const tabs = demoTabs(R);
    const first = R.runStage(tabs, { overrides: new Map([['cp:generate:Ostland', 3]]) });
    const log = (first.append.get('Log') ?? []).map((r) =>
      r.Key === 'cp:generate:Ostland' ? { ...r, Override: 1 } : r,
    );
    const stale = { Turn: 2, Phase: "Generate CP's", Key: 'cp:generate:Reikland', Result: 3, Override: 3 };
    const again = R.runStage(appendRows(tabs, 'Log', [...log, stale]), none);
    const cp = (o: typeof first, who: string) =>
      (o.rewrite.get('Order of play') ?? []).find((r) => r.Player === who)?.CP;
    // CP-R3: D3 1 + 1 = 2 where the first run had 3 + 1 = 4; Reikland's die is the seed's, as before.
    expect([cp(first, 'Ostland'), cp(again, 'Ostland')]).toEqual([4, 2]);
    expect(cp(again, 'Reikland')).toBe(cp(first, 'Reikland'));
  });

  test('the same tabs and seed give the same outcome', () => {
    const tabs = demoTabs(R);
    expect(JSON.stringify([...R.runStage(tabs, none).append])).toBe(
      JSON.stringify([...R.runStage(tabs, none).append]),
    );
  });
});

describe('CP runStage: a stage that cannot run throws naming tab, cell and why', () => {
  test('a blank Seed', () => {
    const tabs = setSetting(demoTabs(R), 'Seed', '');
    expect(() => R.runStage(tabs, none)).toThrow(`Campaign!B${settingRow(tabs, 'Seed')}: Seed is blank`);
  });
  test('a bad cell', () => {
    expect(() => R.runStage(withCell(demoTabs(R), 'Roads', 2, 'MD', 7), none)).toThrow(
      'The start stage cannot run: Roads!C2: The MD ("MD March Difficulty") must be a whole number from 2 to 5, got \'7\'',
    );
  });
  test('a battle with no report; two players who disagree', () => {
    const upToResults = playCp(CP_SCRIPT.slice(0, 6));
    const tabs = upToResults.at(-1)?.tabs as TabValues;
    expect(campaignValue(tabs, 'Stage')).toBe('results');
    expect(() => R.runStage(tabs, none)).toThrow('Battles!A2: T1-01 has no result yet');
    const a = send(tabs, 'Reikland', ['T1-01 - Winner Reikland Host'], 'r').tabs;
    const b = send(a, 'Middenland', ['T1-01 - Winner Wolf Guard'], 'm').tabs;
    expect(() => R.runStage(b, none)).toThrow(
      'Orders!E9 and Orders!E10: Reikland reports T1-01 with Reikland Host the winner, Middenland with Wolf Guard the winner',
    );
  });
});

describe('CP spending queued (CP-R21 setting): every round in one Resolve', () => {
  test('the lists interleaved by order of play; a list that runs out gives up the CP left', () => {
    const start = applyOutcome(
      setSetting(demoTabs(R), 'CP spending', 'queued'),
      R.runStage(setSetting(demoTabs(R), 'CP spending', 'queued'), {
        overrides: new Map([
          ['cp:order:T1#1', 3],
          ['cp:order:T1#2', 2],
          ['cp:generate:Ostland', 2],
          ['cp:generate:Reikland', 1],
          ['cp:generate:Middenland', 1],
        ]),
      }),
    );
    // CP 3, 2, 2 (D3+1).
    let tabs = send(
      start,
      'Ostland',
      ['Eastgate - Decrease DV', 'Eastgate - Fortify', 'Eastgate - Fortify'],
      'o',
    ).tabs;
    tabs = send(tabs, 'Reikland', ['Greyhold - Decrease DV'], 'r').tabs;
    // Every round runs in this Resolve: it waits for Middenland's list rather than give up his CP unheard.
    expect(() => R.runStage(tabs, none)).toThrow(/no orders for round 1 yet.*Middenland sent none this turn/);
    tabs = send(tabs, 'Middenland', ['Middenland - Give up'], 'm').tabs;
    const out = R.runStage(tabs, none);
    expect(out.clock).toEqual({ turn: 1, stage: 'battles', round: 1 });
    const after = applyOutcome(tabs, out);
    expect([cpOf(after, 'Ostland'), cpOf(after, 'Reikland'), cpOf(after, 'Middenland')]).toEqual([0, 0, 0]);
    const [h = [], ...ter] = after.get('Territories') ?? [];
    const eastgate = ter.find((r) => r[0] === 'Eastgate') ?? [];
    // Eastgate (Major City) DV 1 → 0 (captured at once), then Fortify Settlement twice → 2 (CP-R6 cap 2).
    expect([eastgate[h.indexOf('DV')], eastgate[h.indexOf('Owner')]]).toEqual([2, 'Ostland']);
    const gaveUp = (out.append.get('Journal') ?? []).filter((j) => String(j.For).startsWith('Give up'));
    // Middenland gives up his 2 CP in round 1; Reikland's list runs out in round 2.
    expect(gaveUp.map((j) => [j.Player, j.Amount])).toEqual([
      ['Middenland', -2],
      ['Reikland', -1],
    ]);
  });
});

describe('CP victory (003 A Turn, "decided beforehand")', () => {
  test('share of territories 10%: 2 of 13 held (2 × 100 ≥ 10 × 13) makes Ostland and Reikland winners at the end of turn 1', () => {
    const start = setSetting(demoTabs(R), 'Victory value', 10);
    let tabs = playCp(CP_SCRIPT.slice(0, 6), start).at(-1)?.tabs as TabValues;
    // Each side reports T1-01 (a battle waits for both).
    for (const p of ['Reikland', 'Middenland'])
      tabs = send(tabs, p, ['T1-01 - Winner Reikland Host'], p).tabs;
    const outcome = R.runStage(tabs, { overrides: new Map([['cp:retreat:Wolf Guard', 1]]) });
    expect(outcome.campaign.get('Winner')).toBe('Ostland, Reikland');
    expect(campaignValue(applyOutcome(tabs, outcome), 'Winner')).toBe('Ostland, Reikland');
  });
});

describe('CP reports', () => {
  test('every player reads the whole stage (nothing is secret in 003), headed by the turn and stage', () => {
    const o = R.runStage(demoTabs(R), none);
    expect([...o.reports.keys()]).toEqual(['Ostland', 'Reikland', 'Middenland']);
    expect(o.reports.get('Reikland')?.[0]).toBe("Turn 1: Determine Order and Generate CP's");
    expect(o.reports.get('Reikland')).toEqual(o.reports.get('Ostland'));
  });
});

describe('CP Sabotage through the ledger (003 Available Actions: Sabotage; CP-R10, CP-R11)', () => {
  const withRound2 = (line: string, roll: number, extra: Record<string, number> = {}) =>
    playCp([
      ...CP_SCRIPT.slice(0, 2),
      {
        stage: 'spend',
        round: 2,
        send: { Middenland: [line] },
        overrides: { 'cp:R2:sabotage:Middenland': roll, ...extra },
      },
    ]).at(-1)?.tabs as TabValues;
  const row = (tabs: TabValues, tab: string, name: string): Record<string, unknown> => {
    const [h = [], ...body] = tabs.get(tab) ?? [];
    const r = body.find((x) => x[0] === name) ?? [];
    return Object.fromEntries(h.map((k, i) => [String(k), r[i]]));
  };

  test('D6 6 "failed horribly": Middenland owes Ostland a hero in their next battle, kept on the Order of play tab', () => {
    const tabs = withRound2('Middenland - Sabotage Ostland', 6);
    expect(row(tabs, 'Order of play', 'Middenland')['Heroes owed to']).toBe('Ostland');
    expect(R.check(tabs)).toEqual([]);
    expect(R.playerView(tabs, 'Middenland')).toContain(
      'Sabotage 6: in your next battle against Ostland, they remove one of your heroes (CP-R11).',
    );
  });

  test('D6 4 "fooled them": Ostland loses one CP (3 → 1 after his own) and Ostland Host is marched to Eastgate (MD 2, D6 2)', () => {
    const tabs = withRound2('Middenland - Sabotage Ostland fooled Ostland Host to Eastgate', 4, {
      'cp:R2:sabotage-move:Ostland Host': 2,
    });
    // Round 2 in order of play: Ostland spends (3 → 2), Reikland sent nothing, Middenland's Sabotage takes one more.
    expect(row(tabs, 'Order of play', 'Ostland').CP).toBe(1);
    expect(row(tabs, 'Armies', 'Ostland Host')).toMatchObject({
      Territory: 'Eastgate',
      'Came from': 'Oakfield',
    });
  });
});
