import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadBundle } from './bundle';
import { Emulation } from './emulation';
import { openWorkbook, saveWorkbook } from './workbook-file';

/**
 * `npm start`: the local playground on a demo campaign. It runs the real bundle (dist/Code.js) under the
 * offline emulation against a workbook file, exactly as Sheets would run it: onOpen, then
 * Campaign → Set up ledger (and, for a new workbook, Campaign → Load demo campaign). Options: `--new` starts a fresh workbook; `--file PATH` picks the workbook.
 */
const USAGE = 'usage: npm start [-- --new] [-- --file PATH]';

interface Options {
  fresh: boolean;
  file: string;
}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = { fresh: false, file: path.resolve('playground', 'campaign.xlsx') };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--new') options.fresh = true;
    else if (arg === '--file' && argv[i + 1]) options.file = path.resolve(argv[++i]);
    else throw new Error(`unknown argument '${arg}'. ${USAGE}`);
  }
  return options;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const emulation = new Emulation();
  const reuse = !options.fresh && existsSync(options.file);
  const spreadsheet = reuse
    ? await openWorkbook(emulation, options.file)
    : emulation.newActiveSpreadsheet('Campaign Ledger demo');
  const script = loadBundle(emulation);
  script.call('onOpen', [{ authMode: emulation.services.ScriptApp.AuthMode.LIMITED }]);
  emulation.services.Ui.clickMenuItem('Campaign', 'Set up ledger');
  if (!reuse) emulation.services.Ui.clickMenuItem('Campaign', 'Load demo campaign');
  mkdirSync(path.dirname(options.file), { recursive: true });
  await saveWorkbook(emulation, spreadsheet, options.file);

  const report = emulation.services.Ui.alerts.map((alert) => alert.prompt).join('\n');
  console.log(`${reuse ? 'Opened' : 'Created'} the ledger workbook ${options.file}`);
  console.log(report.replace(/^/gm, '  '));
  console.log(
    `Tabs: ${spreadsheet
      .getSheets()
      .map((sheet) => sheet.getName())
      .join(', ')}`,
  );
  console.log(`Service calls: ${emulation.world.calls.total}`);
  console.log(
    'Next: open the file in LibreOffice, Excel or Google Sheets; or deploy to a real sheet (README, "Deploy").',
  );
}

main().catch((error: unknown) => {
  console.error(`npm start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
