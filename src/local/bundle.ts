import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { Emulation } from './emulation';
import { loadScript, LoadedScript } from './script-host';

/** Where `npm run build` writes the Apps Script project. */
export const DEFAULT_DIST = path.resolve(__dirname, '..', '..', 'dist');

/**
 * Loads the built project (dist/Code.js and its HTML files) into the emulation, exactly as clasp would push
 * it: the same files, the same top-level functions.
 */
export function loadBundle(emulation: Emulation, distDir: string = DEFAULT_DIST): LoadedScript {
  const codePath = path.join(distDir, 'Code.js');
  let code: string;
  try {
    code = readFileSync(codePath, 'utf8');
  } catch {
    throw new Error(`${codePath} is missing: run npm run build first.`);
  }
  for (const file of readdirSync(distDir)) {
    if (file.endsWith('.html'))
      emulation.world.htmlFiles.set(file.slice(0, -5), readFileSync(path.join(distDir, file), 'utf8'));
  }
  const script = loadScript(code, emulation.world, emulation.globals(), codePath);
  // Dates handed to the script must be its own realm's, or its `instanceof Date` checks fail.
  const ScriptDate = vm.runInContext('Date', script.context) as DateConstructor;
  emulation.spreadsheetApp.setDateFactory((ms) => new ScriptDate(ms));
  return script;
}
