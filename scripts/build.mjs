// Builds everything the project ships or runs:
//   dist/Code.js         the Apps Script bundle (webpack + gas-webpack-plugin, TypeScript through esbuild-loader)
//   dist/Sidebar.html    the sidebar, script and style inlined into one self-contained file (esbuild)
//   dist/OrdersDialog.html  the moderator's pasted-orders dialog, built the same way
//   dist/StageSidebar.html  the sidebar of a staged ruleset (Preview / Resolve / Undo of a stage), the same way
//   dist/appsscript.json the manifest (dist/ is clasp's rootDir)
//   build/local/*.js     the Node-only tools: playground, command-line tool, benchmark (never pushed)
// webpack's Node API is used rather than webpack-cli, whose current major needs a newer Node than 20.
import { build as esbuild } from 'esbuild';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const GasPlugin = require('gas-webpack-plugin');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const finalDist = path.join(root, 'dist');
// Built into a fresh folder, then moved into dist/ file by file: a failed build leaves the last good dist/
// in place, and tests running while someone builds never find dist/ empty.
const dist = await mkdtemp(path.join(root, '.dist-'));
const local = path.join(root, 'build', 'local');

function buildCode() {
  const config = {
    // 'none': production mode's Terser would strip the @customfunction JSDoc that Sheets reads.
    mode: 'none',
    context: root,
    entry: './src/gas/index.ts',
    target: ['web', 'es2019'],
    devtool: false,
    output: { path: dist, filename: 'Code.js', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [{ test: /\.ts$/, loader: 'esbuild-loader', options: { target: 'es2019', loader: 'ts' } }],
    },
    plugins: [new GasPlugin({ comment: true })],
    performance: { hints: false },
  };
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

/** A page of the client UI: sidebar/<entry>.ts and sidebar/<template>.html inlined into dist/<out>.html. */
async function buildPage(entry, template, out) {
  const result = await esbuild({
    entryPoints: [path.join(root, 'sidebar', `${entry}.ts`)],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2019',
    platform: 'browser',
    minify: false,
    legalComments: 'none',
  });
  // "</script" inside inlined code would end the script element early.
  const script = result.outputFiles[0].text.replace(/<\/script/gi, '<\\/script');
  const style = await readFile(path.join(root, 'sidebar', 'style.css'), 'utf8');
  const page = await readFile(path.join(root, 'sidebar', `${template}.html`), 'utf8');
  const html = page
    .replace('<!-- STYLE -->', () => `<style>\n${style}</style>`)
    .replace('<!-- SCRIPT -->', () => `<script>\n${script}</script>`);
  await writeFile(path.join(dist, `${out}.html`), html);
}

const buildSidebar = () =>
  Promise.all([
    buildPage('main', 'index', 'Sidebar'),
    buildPage('orders-dialog', 'orders-dialog', 'OrdersDialog'),
    buildPage('stages', 'stages', 'StageSidebar'),
  ]);

async function buildLocal() {
  const entries = ['start', 'cli', 'bench', 'docs'].map((name) =>
    path.join(root, 'src', 'local', `${name}.ts`),
  );
  const present = entries.filter((file) => existsSync(file));
  if (present.length === 0) return;
  await esbuild({
    entryPoints: present,
    bundle: true,
    outdir: local,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    sourcemap: 'inline',
    logLevel: 'warning',
  });
}

try {
  await Promise.all([
    buildCode(),
    buildSidebar(),
    copyFile(path.join(root, 'appsscript.json'), path.join(dist, 'appsscript.json')),
    buildLocal(),
  ]);
  await mkdir(finalDist, { recursive: true });
  const built = await readdir(dist);
  for (const file of built) await rename(path.join(dist, file), path.join(finalDist, file));
  for (const file of await readdir(finalDist))
    if (!built.includes(file)) await rm(path.join(finalDist, file), { recursive: true, force: true });
} finally {
  await rm(dist, { recursive: true, force: true });
}
console.log('Built dist/Code.js, dist/Sidebar.html, dist/appsscript.json and build/local/.');
