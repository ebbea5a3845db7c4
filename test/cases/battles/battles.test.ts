import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { battlesOfTurn, describeBattle } from '../../../src/engine/cs42/battles/from-turn';
import { settleBattle } from '../../../src/engine/cs42/battles/settle';
import type { Battle, BattleSettlementState } from '../../../src/engine/cs42/battles/types';
import { resolveTurn } from '../../../src/engine/cs42/turn/pipeline';
import type { TurnEntry, TurnEvent } from '../../../src/engine/cs42/turn/context';
import { Dice } from '../../../src/engine/dice';
import { formatHex } from '../../../src/engine/hex';
import type { CampaignState } from '../../../src/engine/model';
import { submissionRecords } from '../../../src/ledger/orders';
import { turnOrders } from '../../../src/ledger/turn-orders';
import { caseState } from '../case-format';
import { BattleCase, caseIndividual, caseResult, SettleStep, StepExpect, TurnStep } from './battle-case';

// Every *.json battle case in this folder: turns through the real resolver and battles settled between them.

const DIR = __dirname;
const cases: [string, BattleCase][] = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => [f, JSON.parse(readFileSync(path.join(DIR, f), 'utf8')) as BattleCase]);

interface Run {
  state: CampaignState;
  balances: Map<string, number>;
  settlement: BattleSettlementState;
  battles: Map<string, Battle>;
}

interface StepOutput {
  entries: readonly TurnEntry[];
  events: readonly TurnEvent[];
  battles: readonly string[];
  errors: readonly string[];
}

function turnStep(c: BattleCase, run: Run, step: TurnStep): StepOutput {
  const state = run.state;
  const records = Object.entries(step.turn.orders ?? {}).flatMap(([player, text]) =>
    submissionRecords(state.turn, player, text),
  );
  const orders = turnOrders(state, records, run.balances, 'table');
  const rejected = orders.receipts.flatMap((r) =>
    r.lines.filter((l) => l.status === 'rejected').map((l) => `${l.text}: ${l.message}`),
  );
  expect(rejected).toEqual([]);
  const result = resolveTurn({
    state,
    orders: orders.orders,
    balances: run.balances,
    settings: {
      seed: c.ledger.seed ?? 'battle-case',
      replacementCosts: 'table',
      settlersBeyondRegular: 'table',
    },
    overrides: new Map(Object.entries({ ...c.everyTurn, ...step.turn.overrides })),
  });
  const found = battlesOfTurn(state, result.resolvedTurn, result.battles, c.deadlineTurns ?? 1);
  for (const b of found.battles) run.battles.set(b.id, b);
  run.state = result.state;
  run.balances = new Map(result.players.map((p) => [p.player.toLowerCase(), p.closing]));
  return {
    entries: result.entries,
    events: result.events,
    battles: found.battles.map(describeBattle),
    errors: [],
  };
}

function settleStep(run: Run, step: SettleStep): StepOutput {
  const battle = run.battles.get(step.settle.battle);
  if (battle === undefined) throw new Error(`no battle ${step.settle.battle} was found by the turns so far`);
  const out = settleBattle({
    state: run.state,
    settlement: run.settlement,
    battle,
    result: caseResult(step.settle),
    dice: new Dice(`battle-case:${battle.id}`, new Map(Object.entries(step.settle.overrides ?? {}))),
    turn: run.state.turn,
  });
  if (!out.ok) return { entries: [], events: [], battles: [], errors: out.errors };
  run.state = out.state;
  run.settlement = out.settlement;
  for (const e of out.entries)
    run.balances.set(e.player.toLowerCase(), (run.balances.get(e.player.toLowerCase()) ?? 0) + e.amount);
  return { entries: out.entries, events: out.events, battles: [], errors: [] };
}

function check(run: Run, out: StepOutput, want: StepExpect | undefined): void {
  if (want === undefined) return;
  const plain = (thing: { hex: { col: number; row: number } } | undefined) =>
    thing ? { ...thing, hex: formatHex(thing.hex) } : undefined;
  const find = <T extends { name: string }>(xs: readonly T[], name: unknown) =>
    xs.find((x) => x.name === name);
  for (const w of want.cities ?? []) expect(plain(find(run.state.cities, w.name))).toMatchObject(w);
  for (const w of want.armies ?? []) expect(plain(find(run.state.armies, w.name))).toMatchObject(w);
  for (const w of want.units ?? []) expect(plain(find(run.state.units, w.name))).toMatchObject(w);
  const names = [...run.state.cities, ...run.state.armies, ...run.state.units].map((x) => x.name);
  for (const g of want.gone ?? []) expect(names).not.toContain(g);
  for (const e of want.entries ?? []) expect(out.entries).toContainEqual(expect.objectContaining(e));
  const log = out.events.map((e) => `${e.subject}: ${e.effect}`).join('\n');
  for (const t of want.log ?? []) expect(log).toContain(t);
  for (const t of want.notLog ?? []) expect(log).not.toContain(t);
  if (want.battles !== undefined) expect(out.battles).toEqual(want.battles);
  for (const s of want.statuses ?? [])
    expect(run.settlement.armies.find((a) => a.army === s.army)).toMatchObject(s);
  for (const i of want.individuals ?? [])
    expect(run.settlement.individuals.find((x) => x.name === i.name)).toMatchObject(i);
  expect(out.errors).toEqual(want.errors ?? []);
}

describe.each(cases)('%s', (_file, c) => {
  it(`${c.name} (${c.rules.join(', ')})`, () => {
    const run: Run = {
      state: caseState({ ...c.ledger, name: c.name, rules: [], expect: {} }),
      balances: new Map(Object.entries(c.ledger.treasury ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
      settlement: { settled: [], armies: [], individuals: (c.individuals ?? []).map(caseIndividual) },
      battles: new Map(),
    };
    for (const step of c.steps) {
      if ('turn' in step) {
        for (let i = 0; i < (step.turn.times ?? 1); i++) {
          const out = turnStep(c, run, step);
          if (i === (step.turn.times ?? 1) - 1) check(run, out, step.expect);
        }
      } else check(run, settleStep(run, step), step.expect);
    }
  });
});
