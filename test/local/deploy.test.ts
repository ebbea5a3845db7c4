import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Issue 10, bug 8: `npm run deploy` ran the browser and LibreOffice tests, so it never reached `clasp push`
// on a machine without Debian's packages; and the shipped .clasp.json made the README's `clasp create` fail.
// Here the deploy script runs with a PATH holding only node and a stub clasp (no Chromium, no LibreOffice).

const ROOT = path.resolve(__dirname, '..', '..');
const DEPLOY = path.join(ROOT, 'scripts', 'deploy.mjs');

describe('npm run deploy', () => {
  let dir: string;
  let bin: string;
  let log: string;
  const deploy = (cwd: string): { status: number | null; output: string } => {
    const result = spawnSync(process.execPath, [DEPLOY], {
      cwd,
      env: { PATH: bin, HOME: dir },
      encoding: 'utf8',
      timeout: 600000,
    });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  };

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ledger-deploy-'));
    bin = path.join(dir, 'bin');
    log = path.join(dir, 'clasp.log');
    spawnSync('mkdir', [bin]);
    symlinkSync(process.execPath, path.join(bin, 'node'));
    writeFileSync(path.join(bin, 'clasp'), `#!/bin/sh\necho "$@" >> '${log}'\n`);
    chmodSync(path.join(bin, 'clasp'), 0o755);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is the Node-only deploy script; the repo ships .clasp.json.example, not .clasp.json', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.deploy).toBe('node scripts/deploy.mjs');
    const tracked = spawnSync('git', ['ls-files', '.clasp.json', '.clasp.json.example'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(tracked.stdout.trim().split('\n')).toEqual(['.clasp.json.example']);
  });

  it('without .clasp.json explains clasp create and the example file, and pushes nothing', () => {
    const empty = mkdtempSync(path.join(dir, 'empty-'));
    const result = deploy(empty);
    expect(result.status).toBe(1);
    expect(result.output).toContain('there is no .clasp.json');
    expect(result.output).toContain('clasp create --type sheets --title "Campaign Ledger" --rootDir dist');
    expect(result.output).toContain('copy .clasp.json.example to .clasp.json');
    expect(existsSync(log)).toBe(false);
  });

  it('lints, typechecks and builds with Node only, then runs clasp push', () => {
    for (const tool of ['chromium', 'soffice', 'libreoffice', 'npm'])
      expect(spawnSync('/bin/sh', ['-c', `command -v ${tool}`], { env: { PATH: bin } }).status).not.toBe(0);
    const project = mkdtempSync(path.join(dir, 'project-'));
    writeFileSync(
      path.join(project, '.clasp.json'),
      JSON.stringify({ scriptId: '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789', rootDir: path.join(ROOT, 'dist') }),
    );
    const result = deploy(project);
    expect(result.output).toContain('deploy: clasp push');
    expect(result.status).toBe(0);
    expect(readFileSync(log, 'utf8')).toBe('push\n');
  }, 600000);
});
