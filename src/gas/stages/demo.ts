import { RULESETS } from '../../engine/core/ruleset';
import { CAMPAIGN_TAB } from '../../ledger/schema';
import type { StageRuleset } from '../../ledger/stage-ruleset';
import { isBlankCell } from '../../ledger/tab';
import { services, SpreadsheetAppService, SpreadsheetService } from '../services';
import { TurnRefused, withLock } from '../turn-guard';
import { PlannedWrite, WritePlan } from '../write-plan';
import { headersOf, readStageLedger, stageTextColumns } from './ledger';
import { writeStageMarker } from './marker';
import { LEDGER_VERSION_ROW, setUpStageLedger } from './setup';
import { campaignGrid, campaignSetting, recordsGrid } from './writes';

export const STAGE_DEMO_TITLE = 'Load demo campaign';

/**
 * Campaign → Load demo campaign for a staged ruleset: sets the ledger up if needed, then, under the script lock,
 * writes the ruleset's demo: its records on each tab it names, every other tab emptied but the Campaign tab,
 * whose settings it sets (name, ruleset, the demo's clock and settings). Each tab is read once and written once,
 * every read first. Asks first on a ledger that already holds a campaign; no Undo reaches across it.
 */
export function loadStageDemo(
  app: SpreadsheetAppService,
  spreadsheet: SpreadsheetService,
  ruleset: StageRuleset,
): string {
  const setup = setUpStageLedger(app, spreadsheet, ruleset);
  return withLock(() => {
    const ledger = readStageLedger(spreadsheet, ruleset);
    const held = [...ledger.values]
      .filter(([name]) => name !== CAMPAIGN_TAB.name)
      .filter(([, values]) => values.slice(1).some((row) => !row.every(isBlankCell)))
      .map(([name]) => name);
    if (held.length > 0) {
      const ui = app.getUi();
      const answer = ui.alert(
        STAGE_DEMO_TITLE,
        `This ledger already holds a campaign (rows on ${held.join(', ')}). Loading the demo replaces every tab's rows and the campaign's settings, and the last stage can no longer be undone. Continue?`,
        ui.ButtonSet.YES_NO,
      );
      if (answer !== ui.Button.YES) return 'Nothing changed: the demo was not loaded.';
    }
    const demo = ruleset.demo();
    const writes: PlannedWrite[] = [];
    for (const spec of ruleset.tabs) {
      if (spec.name === CAMPAIGN_TAB.name) continue;
      const values = ledger.values.get(spec.name);
      const sheet = ledger.sheets.get(spec.name);
      if (!values || !sheet)
        throw new TurnRefused(`The ${spec.name} tab is missing. Run Campaign → Set up ledger.`);
      const grid = recordsGrid(spec, values, demo.tabs.get(spec.name) ?? []);
      const headers = headersOf(values);
      writes.push({
        sheet,
        name: spec.name,
        row: 2,
        column: 1,
        grid,
        knownRows: values.length,
        width: Math.max(headers.length, 1),
        textColumns: stageTextColumns(spec, headers),
      });
    }
    const campaign = ledger.values.get(CAMPAIGN_TAB.name) ?? [];
    const campaignSheet = ledger.sheets.get(CAMPAIGN_TAB.name);
    if (!campaignSheet) throw new TurnRefused('The Campaign tab is missing. Run Campaign → Set up ledger.');
    const settings = new Map<string, unknown>([
      ...demo.campaign,
      ['Campaign name', demo.name],
      ['Ruleset', RULESETS.find((r) => r.id === ruleset.id)?.name ?? ruleset.id],
    ]);
    const version = campaignSetting(campaign, LEDGER_VERSION_ROW.setting);
    if (version !== undefined) settings.set(LEDGER_VERSION_ROW.setting, (Number(version) || 0) + 1);
    const headers = headersOf(campaign);
    writes.push({
      sheet: campaignSheet,
      name: CAMPAIGN_TAB.name,
      row: 2,
      column: 1,
      grid: campaignGrid(
        campaign,
        campaign.slice(1).map((r) => [...r]),
        settings,
      ),
      knownRows: campaign.length,
      width: Math.max(headers.length, 1),
      textColumns: stageTextColumns(CAMPAIGN_TAB, headers),
    });
    new WritePlan(writes).apply();
    // The snapshot of a stage before the demo would put another campaign's rows back.
    writeStageMarker(services().PropertiesService.getDocumentProperties(), null);
    const counts = [...demo.tabs]
      .filter(([, rows]) => rows.length > 0)
      .map(([name, rows]) => `${rows.length} ${name}`)
      .join(', ');
    return [...setup, `Loaded the demo campaign "${demo.name}": ${counts}.`].join('\n');
  });
}
