import { readFileSync } from 'node:fs';
import path from 'node:path';

// Issue 9: the ledger reads and writes its tabs through the advanced Sheets service (gas/batch-io.ts). Apps
// Script's manifest reference: dependencies.enabledAdvancedServices[] = { userSymbol, serviceId, version }
// enables it (clasp push carries the manifest); the Sheets API's spreadsheets.values.batchGet / batchUpdate
// accept the `spreadsheets` scope the ledger already asks for, so no scope is added.

const ROOT = path.resolve(__dirname, '..', '..');

interface Manifest {
  oauthScopes: string[];
  dependencies?: { enabledAdvancedServices?: { userSymbol: string; serviceId: string; version: string }[] };
}

const manifest = (file: string): Manifest => JSON.parse(readFileSync(file, 'utf8')) as Manifest;

describe('appsscript.json', () => {
  it('enables the advanced Sheets service v4 as the global Sheets', () => {
    expect(manifest(path.join(ROOT, 'appsscript.json')).dependencies?.enabledAdvancedServices).toEqual([
      { userSymbol: 'Sheets', serviceId: 'sheets', version: 'v4' },
    ]);
  });

  it('asks for no scope beyond the five the README lists', () => {
    expect(manifest(path.join(ROOT, 'appsscript.json')).oauthScopes).toEqual([
      'https://www.googleapis.com/auth/spreadsheets',
      'https://www.googleapis.com/auth/script.container.ui',
      'https://www.googleapis.com/auth/forms',
      'https://www.googleapis.com/auth/script.scriptapp',
      'https://www.googleapis.com/auth/script.send_mail',
    ]);
  });
});
