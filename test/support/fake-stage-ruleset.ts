import { Dice } from '../../src/engine/dice';
import { rollFor } from '../../src/engine/core/events';
import { Clock, stageSeed, StageSummary } from '../../src/engine/core/stage';
import { CAMPAIGN_TAB, LOG_TAB, TabSpec } from '../../src/ledger/schema';
import { columnLetter } from '../../src/ledger/setup-plan';
import {
  CheckedLine,
  JOURNAL_TAB,
  STAGE_ORDERS_TAB,
  STAGE_PLAYERS_TAB,
  STAGE_SHARED_TABS,
  StageInfo,
  StageOutcome,
  StageRuleset,
  TabValues,
} from '../../src/ledger/stage-ruleset';
import { CellIssue, cellText, headerIndex, readRows, TabRows, tabRows } from '../../src/ledger/tab';
import type { Cells } from '../../src/ledger/write-state';

/**
 * "Gold rush": a tiny honest StageRuleset for proving the stage runner (src/gas/stages) without a book. Two
 * tabs of its own (Towns, rewritten; Raids, appended), two stages (orders, then upkeep), one die (a raid's d6).
 * Orders: `tax [note]` (+1 gold in each of the player's towns; the note goes to the Journal as written) and
 * `raid TOWN` (d6 gold taken from the town, at most what it holds, halved against stone walls while the Walls
 * rule is on, into the raider's first town). Upkeep: every town holding more than 3 gold pays 1.
 */

export const TOWNS_TAB: TabSpec = {
  name: 'Towns',
  purpose: 'one row per town: its owner, gold and walls',
  key: ['Town'],
  columns: [
    { header: 'Town', note: 'The town’s name.', text: true },
    { header: 'Player', note: 'Who holds it.', choices: 'players' },
    { header: 'Gold', note: 'Gold in the town.' },
    { header: 'Walls', note: 'none or stone.', choices: ['none', 'stone'] },
    {
      header: 'Towns held',
      note: 'Computed: how many towns are on the tab.',
      formula: (col) => `=COUNTA(${col('Town')}2:${col('Town')})`,
    },
  ],
};

export const RAIDS_TAB: TabSpec = {
  name: 'Raids',
  purpose: 'every raid: who, where, the die and the loot',
  columns: [
    { header: 'Turn', note: 'The turn of the raid.' },
    { header: 'Raider', note: 'Who raided.', choices: 'players' },
    { header: 'Town', note: 'The town raided.', text: true },
    { header: 'Roll', note: 'The d6.' },
    { header: 'Loot', note: 'Gold taken.' },
  ],
};

const STAGES: readonly StageInfo[] = [
  { id: 'orders', label: 'Resolve orders', waits: 'orders' },
  { id: 'upkeep', label: 'Resolve upkeep', waits: 'nothing' },
];

interface Town {
  town: string;
  player: string;
  gold: number;
  walls: string;
}

const tab = (tabs: TabValues, name: string): TabRows => tabRows(name, tabs.get(name) ?? []);

/** A Campaign setting's value and its A1 address. */
function setting(tabs: TabValues, name: string): { value: string; cell: string } {
  const campaign = tab(tabs, CAMPAIGN_TAB.name);
  const column = headerIndex(campaign);
  const at = campaign.rows.findIndex(
    (r) => cellText(r[column('Setting')]).toLowerCase() === name.toLowerCase(),
  );
  if (at < 0) throw new Error(`Campaign: the row '${name}' is missing`);
  return {
    value: cellText(campaign.rows[at][column('Value')]),
    cell: `${columnLetter(column('Value') + 1)}${at + 2}`,
  };
}

function clockOf(tabs: TabValues): Clock {
  const turn = setting(tabs, 'Turn');
  const n = Number(turn.value);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`Campaign!${turn.cell}: Turn must be a whole number from 1, got '${turn.value}'`);
  const stage = setting(tabs, 'Stage').value || 'orders';
  if (!STAGES.some((s) => s.id === stage))
    throw new Error(
      `Campaign!${setting(tabs, 'Stage').cell}: no stage '${stage}'; the stages are orders, upkeep`,
    );
  return { turn: n, stage, round: Number(setting(tabs, 'Round').value) || 1 };
}

function playersOf(tabs: TabValues): string[] {
  const players = tab(tabs, STAGE_PLAYERS_TAB.name);
  const column = headerIndex(players)('Player');
  return players.rows.map((r) => cellText(r[column])).filter((p) => p !== '');
}

function readTowns(tabs: TabValues): { towns: Town[]; issues: CellIssue[] } {
  const players = playersOf(tabs);
  const read = readRows(
    tab(tabs, TOWNS_TAB.name),
    (row) => ({
      town: row.text('Town', 'Town'),
      player: row.choice('Player', 'Player', players),
      gold: row.integer('Gold', 'Gold', 0, 1000),
      walls: row.choice('Walls', 'Walls', ['none', 'stone'], 'none'),
    }),
    { computed: ['Towns held'], unique: 'Town' },
  );
  return { towns: read.items, issues: read.issues };
}

type Order = { kind: 'tax'; note: string } | { kind: 'raid'; town: string };

function parse(text: string, towns: readonly Town[], player: string): Order | { problem: string } {
  const words = text.trim().split(/\s+/);
  const verb = (words[0] ?? '').toLowerCase();
  if (verb === 'tax') return { kind: 'tax', note: text.trim().slice(3).trim() };
  if (verb === 'raid') {
    const name = words.slice(1).join(' ');
    const town = towns.find((t) => t.town.toLowerCase() === name.toLowerCase());
    if (!town) return { problem: `no town '${name}'` };
    if (town.player === player) return { problem: `${town.town} is your own town` };
    return { kind: 'raid', town: town.town };
  }
  return { problem: `write 'tax' or 'raid TOWN', not '${text.trim()}'` };
}

/** Accepted lines of the clock's turn and stage, by player, in row order. */
function acceptedLines(tabs: TabValues, clock: Clock): Map<string, string[]> {
  const orders = tab(tabs, STAGE_ORDERS_TAB.name);
  const column = headerIndex(orders);
  const out = new Map<string, string[]>();
  for (const row of orders.rows) {
    const status = cellText(row[column('Status')]).toLowerCase();
    if (Number(row[column('Turn')]) !== clock.turn || cellText(row[column('Stage')]) !== clock.stage)
      continue;
    if (status !== 'ok' && status !== 'corrected') continue;
    const player = cellText(row[column('Player')]);
    out.set(player, [...(out.get(player) ?? []), cellText(row[column('Text')])]);
  }
  return out;
}

function runStage(tabs: TabValues, overrides: ReadonlyMap<string, number>): StageOutcome {
  const { towns, issues } = readTowns(tabs);
  if (issues.length > 0) throw new Error(`${issues[0].tab}!${issues[0].cell}: ${issues[0].message}`);
  const clock = clockOf(tabs);
  const dice = new Dice(stageSeed(setting(tabs, 'Seed').value, clock), overrides);
  const wallsOn = setting(tabs, 'Walls rule').value !== 'off';
  const log: Cells[] = [];
  const journal: Cells[] = [];
  const raids: Cells[] = [];
  const reports = new Map<string, string[]>();
  const say = (player: string, line: string) => reports.set(player, [...(reports.get(player) ?? []), line]);
  const gain = (player: string, amount: number, note: string) =>
    journal.push({
      Turn: clock.turn,
      Stage: clock.stage,
      Player: player,
      Resource: 'Gold',
      Amount: amount,
      For: note,
    });
  if (clock.stage === 'orders') {
    for (const [player, lines] of acceptedLines(tabs, clock))
      for (const text of lines) {
        const order = parse(text, towns, player);
        if ('problem' in order) continue;
        const own = towns.filter((t) => t.player === player);
        if (order.kind === 'tax') {
          own.forEach((t) => (t.gold += 1));
          gain(player, own.length, order.note || 'tax');
          say(player, `Tax: +${own.length} gold.`);
          continue;
        }
        const target = towns.find((t) => t.town === order.town) as Town;
        const roll = rollFor(dice, `raid:${player}:${target.town}`, 1, 6);
        const halved = wallsOn && target.walls === 'stone';
        const loot = Math.min(target.gold, halved ? Math.floor(roll.total / 2) : roll.total);
        target.gold -= loot;
        if (own[0]) own[0].gold += loot;
        raids.push({ Turn: clock.turn, Raider: player, Town: target.town, Roll: roll.total, Loot: loot });
        log.push({
          Turn: clock.turn,
          Phase: 'orders',
          Subject: target.town,
          Die: roll.die,
          Key: roll.key,
          Result: roll.total,
          Table: 'Raid',
          Effect: `${player} takes ${loot} gold${halved ? ' (stone walls halve it)' : ''}`,
        });
        gain(player, loot, `raid on ${target.town}`);
        gain(target.player, -loot, `raided by ${player}`);
        say(player, `Raid on ${target.town}: rolled ${roll.total}, took ${loot} gold.`);
        say(target.player, `${target.town} was raided: ${loot} gold lost.`);
      }
  } else
    for (const t of towns.filter((town) => town.gold > 3)) {
      t.gold -= 1;
      gain(t.player, -1, `upkeep of ${t.town}`);
      say(t.player, `Upkeep of ${t.town}: 1 gold.`);
    }
  const next: Clock =
    clock.stage === 'orders'
      ? { ...clock, stage: 'upkeep' }
      : { turn: clock.turn + 1, stage: 'orders', round: 1 };
  const summaries: StageSummary[] = [...reports].map(([player, lines]) => ({ player, lines }));
  return {
    clock: next,
    rewrite: new Map([
      [TOWNS_TAB.name, towns.map((t) => ({ Town: t.town, Player: t.player, Gold: t.gold, Walls: t.walls }))],
    ]),
    append: new Map([
      [RAIDS_TAB.name, raids],
      [LOG_TAB.name, log],
      [JOURNAL_TAB.name, journal],
    ]),
    campaign: new Map(),
    summaries,
    reports,
    warnings: raids.length === 0 && clock.stage === 'orders' ? ['No raids this turn.'] : [],
  };
}

export const FAKE_STAGE_RULESET: StageRuleset = {
  // A RulesetId is one of the five books: the fake borrows one, and is driven directly, never registered.
  id: 'cp',
  tabs: [...STAGE_SHARED_TABS, TOWNS_TAB, RAIDS_TAB],
  settings: [
    { setting: 'Walls rule', value: 'on', about: 'on: stone walls halve the loot.', choices: ['on', 'off'] },
  ],
  ordersHelp: "One order a line: 'tax' (an optional note may follow) or 'raid TOWN'.",
  demo: () => ({
    name: 'Gold rush',
    campaign: new Map<string, string | number | boolean>([
      ['Turn', 1],
      ['Stage', 'orders'],
      ['Round', 1],
      ['Seed', 'gold-1'],
    ]),
    tabs: new Map<string, Cells[]>([
      [
        STAGE_PLAYERS_TAB.name,
        [
          { Player: 'Ann', Email: 'ann@example.com', Colour: '#c0392b' },
          { Player: 'Bob', Email: 'bob@example.com', Colour: '#2980b9' },
        ],
      ],
      [
        TOWNS_TAB.name,
        [
          { Town: 'Amber', Player: 'Ann', Gold: 5, Walls: 'none' },
          { Town: 'Ashford', Player: 'Ann', Gold: 2, Walls: 'stone' },
          { Town: 'Brook', Player: 'Bob', Gold: 4, Walls: 'stone' },
          { Town: 'Birch', Player: 'Bob', Gold: 1, Walls: 'none' },
        ],
      ],
    ]),
  }),
  check: (tabs) => readTowns(tabs).issues,
  clock: clockOf,
  stage: (clock) => {
    const found = STAGES.find((s) => s.id === clock.stage);
    if (!found) throw new Error(`no stage '${clock.stage}'`);
    return found;
  },
  players: playersOf,
  checkOrders: (tabs, player, text) => {
    const { towns } = readTowns(tabs);
    const lines: CheckedLine[] = text
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((line, i) => {
        const order = parse(line, towns, player);
        return 'problem' in order
          ? { line: i + 1, text: line, status: 'rejected', code: 'GR-O1', message: order.problem }
          : { line: i + 1, text: line, status: 'ok', code: '', message: '' };
      });
    return { player, clock: clockOf(tabs), lines, warnings: [] };
  },
  runStage: (tabs, options) => runStage(tabs, options.overrides),
  playerView: (tabs, player) =>
    readTowns(tabs)
      .towns.filter((t) => t.player === player)
      .map((t) => `${t.town}: ${t.gold} gold`),
};
