import { loadBundle } from '../../src/local/bundle';
import { Emulation } from '../../src/local/emulation';
import type {
  ResolvedStageView,
  StageSidebarState,
  StageView,
  UndoneStageView,
} from '../../src/gas/stages/sidebar-api';
import { DIST } from '../bundle/entry-points';
import { workbookSnapshot } from '../support/workbook-snapshot';

// A Mighty Empires ledger through dist/Code.js under the emulation: chosen on the Campaign tab, set up, the demo
// loaded, the orders form made; each stage's lines sent through the form, and the stage sidebar's calls.

/** The Five Marches' first two turns as players type them (src/engine/me/orders/LANGUAGE.md), by stage. */
export const LINES: Record<string, Record<string, string>>[] = [
  {
    orders: {
      Ostmark:
        'Ostmark Host - Invade 0402\nBorder Watch - Patrol 0202\n0202 - Civilization\nKingdom - Bid Ogre Bulls 250',
      'Karak Dron':
        'Hammer of Dron - Invade 0402\nDeep Rangers - Invade 0603\n0602 - Civilization\nKingdom - Bid Ogre Bulls 300',
      'Tor Athel': 'Athel Guard - Invade 0304\nSea Wardens - Patrol 0205\n0205 - Civilization',
      'Red Maw': 'Red Maw Waaagh - Invade 0504\nWolf Raiders - Invade 0604\n0605 - Civilization',
    },
  },
  {
    orders: {
      Ostmark:
        'Ostmark Host - Invade 0303\nBorder Watch - Patrol 0302\n0202 - Civilization\n0201 - Improve farmland\n0302 - Build Watchtowers',
      'Karak Dron':
        'Hammer of Dron - Invade 0402\nDeep Rangers - Patrol 0602\nKingdom - Field Ogre Bulls in Hammer of Dron\n0602 - Civilization\nKingdom - Conscription 1',
      'Tor Athel':
        'Athel Guard - Invade 0306\nSea Wardens - Patrol 0205\n0205 - Civilization\n0206 - Build Fortress\n0206 - Garrison list 20 Spearmen, 10 Archers\nKingdom - Bid Dogs of War Pikemen 200',
      'Red Maw':
        'Red Maw Waaagh - Invade 0603\nWolf Raiders - Patrol 0605\n0605 - Civilization\nKingdom - Bid Dogs of War Pikemen 180',
    },
    'fight-or-flight': {
      Ostmark: 'T2-01 - Flee\nT2-02 - Fight',
      'Red Maw': 'T2-03 - Fight',
      'Karak Dron': 'T2-03 - Fight',
    },
    battles: {
      Ostmark:
        'T2-02 - Winner Ostmark\nT2-02 - Level solid victory\nT2-02 - Feat Graf Albrecht challenge won\nT2-02 - Standard\nT2-02 - Report submitted',
      'Red Maw':
        'T2-03 - Winner Red Maw\nT2-03 - Level minor victory\nT2-03 - Fell Runesmith Gali\nT2-03 - Feat Warboss Gutrot slew general\nT2-03 - Report submitted',
      'Karak Dron':
        'T2-03 - Winner Red Maw\nT2-03 - Level minor victory\nT2-03 - Fell Runesmith Gali\nT2-03 - Report submitted',
    },
  },
];

export function meBundleCampaign() {
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet('ME stages through the bundle');
  const script = loadBundle(emulation, DIST);
  const uncounted = <T>(work: () => T): T => emulation.world.calls.uncounted(work);
  uncounted(() =>
    spreadsheet
      .insertSheet('Campaign')
      .getRange(1, 1, 2, 3)
      .setValues([
        ['Setting', 'Value', 'About'],
        ['Ruleset', 'Mighty Empires', ''],
      ]),
  );
  script.call('menuSetUpLedger');
  script.call('menuLoadDemo');
  script.call('menuCreateOrdersForm');
  emulation.services.MailApp.setDailyQuota(1_000_000);
  const rows = (name: string): Record<string, unknown>[] =>
    uncounted(() => {
      const [header, ...body] = spreadsheet.getSheetByName(name)?.getDataRange().getValues() ?? [];
      return body
        .filter((r) => r.some((c) => c !== ''))
        .map((r) => Object.fromEntries((header ?? []).map((h, i) => [String(h), r[i]])));
    });
  const emails = new Map(rows('Players').map((r) => [String(r.Player), String(r.Email)]));
  const { FormApp } = emulation.services;
  /** A player's lines sent through the orders form (its trigger records them); handler errors returned. */
  const send = (player: string, text: string) =>
    FormApp.submit(
      FormApp.forms[0].id,
      emails.get(player) ?? '',
      { Orders: text },
      { throwOnHandlerError: false },
    );
  const state = () => script.call('getStageState') as StageSidebarState;
  const preview = (overrides: Record<string, number> = {}) =>
    script.call('previewStageTurn', [overrides]) as StageView;
  const resolve = (view: StageView) =>
    script.call('resolveStageTurn', [view.clock, {}, view.fingerprint]) as ResolvedStageView;
  const undo = () => script.call('undoStageTurn') as UndoneStageView;
  /** The ledger as a moderator sees it: not the hidden tabs' undo store, nor the players' report tabs. */
  const book = (): string =>
    JSON.stringify(
      (workbookSnapshot(emulation, spreadsheet) as { name: string }[]).filter(
        (s) => s.name !== '_undo' && !s.name.startsWith('Player · '),
      ),
    );
  return { emulation, spreadsheet, script, rows, send, state, preview, resolve, undo, book, uncounted };
}
