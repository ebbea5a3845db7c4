import type { Clock } from '../../src/engine/core/stage';
import {
  STAGE_SHARED_TABS,
  type CheckedLine,
  type DemoLedger,
  type OrdersCheck,
  type StageInfo,
  type StageOutcome,
  type StageRuleset,
  type TabValues,
} from '../../src/ledger/stage-ruleset';
import type { TabSpec } from '../../src/ledger/schema';
import { cellText, headerIndex, tabRows } from '../../src/ledger/tab';

// A tiny honest StageRuleset for the intake tests (no book): forts owned by players, two orders (`Fort - Hold`,
// `Fort - Raise`), three stages: `orders` and `muster` take orders, `count` takes none. Its check reads the
// Campaign, Players and Forts tabs only, so a test can see that the intake reads no other tab.

export const FORTS_TAB: TabSpec = {
  name: 'Forts',
  purpose: 'one row per fort',
  columns: [
    { header: 'Fort', note: 'Its name.', text: true },
    { header: 'Owner', note: 'The player holding it.', choices: 'players' },
    { header: 'Strength', note: 'Its garrison.' },
  ],
};

/** A tab the check never reads: reading it would be a wasted call. */
export const CHRONICLE_TAB: TabSpec = {
  name: 'Chronicle',
  purpose: 'what happened, for the moderator',
  columns: [{ header: 'Entry', note: 'One event.', text: true }],
};

const STAGES: Record<string, StageInfo> = {
  orders: { id: 'orders', label: 'Resolve orders', waits: 'orders' },
  muster: { id: 'muster', label: 'Resolve muster', waits: 'orders' },
  count: { id: 'count', label: 'Resolve count', waits: 'nothing' },
};

function rows(tabs: TabValues, name: string) {
  return tabRows(name, tabs.get(name) ?? []);
}

function setting(tabs: TabValues, name: string): unknown {
  const tab = rows(tabs, 'Campaign');
  const col = headerIndex(tab);
  return tab.rows.find((r) => cellText(r[col('Setting')]) === name)?.[col('Value')];
}

function forts(tabs: TabValues): { fort: string; owner: string; strength: number }[] {
  const tab = rows(tabs, FORTS_TAB.name);
  const col = headerIndex(tab);
  return tab.rows.map((r) => ({
    fort: cellText(r[col('Fort')]),
    owner: cellText(r[col('Owner')]),
    strength: Number(r[col('Strength')]) || 0,
  }));
}

function checkLine(tabs: TabValues, player: string, text: string, line: number): CheckedLine {
  const [fort, verb] = text.split(' - ').map((s) => s.trim());
  const mine = forts(tabs).find((f) => f.fort.toLowerCase() === (fort ?? '').toLowerCase());
  if (!mine || mine.owner.toLowerCase() !== player.toLowerCase())
    return { line, text, status: 'rejected', code: 'FK-O002', message: `no fort '${fort}' of yours` };
  if (verb === 'Hold' || verb === 'Raise') return { line, text, status: 'ok', code: '', message: '' };
  if (verb === 'hold' || verb === 'raise')
    return {
      line,
      text,
      status: 'corrected',
      code: 'FK-O003',
      message: `read as ${verb[0].toUpperCase()}${verb.slice(1)}`,
    };
  return {
    line,
    text,
    status: 'rejected',
    code: 'FK-O001',
    message: `'${verb ?? ''}' is not an order: write Hold or Raise`,
  };
}

function clockOf(tabs: TabValues): Clock {
  const stage = cellText(setting(tabs, 'Stage')) || 'orders';
  return { turn: Number(setting(tabs, 'Turn')) || 1, stage, round: Number(setting(tabs, 'Round')) || 1 };
}

export const FAKE_STAGE_RULESET: StageRuleset = {
  id: 'cp',
  tabs: [...STAGE_SHARED_TABS, FORTS_TAB, CHRONICLE_TAB],
  settings: [],
  ordersHelp: 'One order a line: “Fort - Hold” or “Fort - Raise”.',
  demo(): DemoLedger {
    return { name: 'Forts demo', campaign: new Map(), tabs: new Map() };
  },
  check() {
    return [];
  },
  clock: clockOf,
  stage(clock: Clock): StageInfo {
    const info = STAGES[clock.stage];
    if (!info) throw new Error(`Campaign!B5: no stage '${clock.stage}'`);
    return info;
  },
  players(tabs: TabValues): readonly string[] {
    const tab = rows(tabs, 'Players');
    const col = headerIndex(tab);
    return tab.rows.map((r) => cellText(r[col('Player')])).filter((p) => p !== '');
  },
  checkOrders(tabs: TabValues, player: string, text: string): OrdersCheck {
    const lines = text
      .split('\n')
      .map((t) => t.trim())
      .filter((t) => t !== '')
      .map((t, i) => checkLine(tabs, player, t, i + 1));
    const raises = lines.filter((l) => l.status !== 'rejected' && /raise$/i.test(l.text)).length;
    return {
      player,
      clock: clockOf(tabs),
      lines,
      warnings: raises > 1 ? [`${raises} Raise orders: only one fort may raise per stage`] : [],
    };
  },
  runStage(tabs: TabValues): StageOutcome {
    return {
      clock: clockOf(tabs),
      rewrite: new Map(),
      append: new Map(),
      campaign: new Map(),
      summaries: [],
      reports: new Map(),
      warnings: [],
    };
  },
  playerView(tabs: TabValues, player: string): readonly string[] {
    return forts(tabs)
      .filter((f) => f.owner === player)
      .map((f) => `${f.fort}: strength ${f.strength}`);
  },
};
