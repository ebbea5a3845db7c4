// npm run deploy: checks and builds the project with Node only, then `clasp push` (dist/ is clasp's rootDir).
// It needs nothing but Node and clasp: no browser, no LibreOffice (those are for `npm test`). It runs in the
// folder holding your .clasp.json (the project root when run by npm).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const here = process.cwd();
const claspFile = path.join(here, '.clasp.json');

function stop(message) {
  console.error(`deploy: ${message}`);
  process.exit(1);
}

function explainSetUp(problem) {
  stop(`${problem}
  clasp needs .clasp.json, naming your Apps Script project, with "rootDir": "dist". Either:
    - a new spreadsheet and its script: npx clasp login, then
        npx clasp create --type sheets --title "Campaign Ledger" --rootDir dist
      (it writes .clasp.json; the build then rewrites dist/appsscript.json with the project's manifest);
    - or an existing script: copy .clasp.json.example to .clasp.json and put your script's id in scriptId
      (Extensions > Apps Script > Project Settings > Script ID).`);
}

if (!existsSync(claspFile)) explainSetUp(`there is no .clasp.json in ${here}.`);
let config;
try {
  config = JSON.parse(readFileSync(claspFile, 'utf8'));
} catch {
  explainSetUp(`${claspFile} is not valid JSON.`);
}
if (typeof config.scriptId !== 'string' || !/^[\w-]{20,}$/.test(config.scriptId))
  explainSetUp(`${claspFile} has no real scriptId (it has '${String(config.scriptId)}').`);
if (path.resolve(here, config.rootDir ?? '.') !== path.join(root, 'dist'))
  explainSetUp(`${claspFile} must have "rootDir": "dist" (the build writes the project there).`);

/** Runs a Node script of the project (no shell, no PATH lookup for anything but clasp). */
function step(title, args) {
  console.log(`deploy: ${title}`);
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) stop(`${title} failed; nothing was pushed.`);
}

const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);
step('lint', [bin('eslint', 'bin/eslint.js'), '.']);
step('typecheck', [bin('typescript', 'bin/tsc'), '--noEmit', '-p', 'tsconfig.json']);
step('build', [path.join(root, 'scripts', 'build.mjs')]);

console.log('deploy: clasp push');
const push = spawnSync('clasp', ['push'], {
  cwd: here,
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
if (push.error)
  stop(`could not run clasp (${push.error.message}): npm install, or npm install -g @google/clasp.`);
if (push.status !== 0) stop(`clasp push failed (exit ${push.status}).`);
console.log(
  'deploy: pushed dist/ to your Apps Script project. Reload the spreadsheet to see the Campaign menu.',
);
