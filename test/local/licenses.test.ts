import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

// Issue 11: the command-line tool and the playground load exceljs and fast-formula-parser at run time but
// declared them as devDependencies. What runs is declared in `dependencies`, and docs/LICENSES.md records the
// licence of every package that ships (checked against package-lock.json by scripts/licenses.mjs).

const ROOT = path.resolve(__dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return full.endsWith('.ts') && !full.endsWith('.d.ts') ? [full] : [];
  });
}

/** Package names imported (not `import type`) by the Node-only tools. */
function runtimeImports(): Set<string> {
  const found = new Set<string>();
  for (const file of sources(path.join(ROOT, 'src', 'local'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^import (?!type )[^;]*?from '([^.'][^']*)'/gm)) {
      const spec = match[1].replace(/^node:/, '');
      if (builtinModules.includes(spec)) continue;
      found.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);
    }
  }
  return found;
}

describe('what ships', () => {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };

  it('every package the CLI and playground import at run time is a dependency, not a devDependency', () => {
    const imports = [...runtimeImports()].sort();
    expect(imports).toEqual(expect.arrayContaining(['exceljs', 'fast-formula-parser']));
    for (const name of imports) {
      expect({ name, dependency: pkg.dependencies?.[name] !== undefined }).toEqual({
        name,
        dependency: true,
      });
      expect({ name, dev: pkg.devDependencies?.[name] }).toEqual({ name, dev: undefined });
    }
  });

  it('package-lock.json agrees with package.json', () => {
    const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { dependencies?: Record<string, string>; dev?: boolean }>;
    };
    expect(lock.packages[''].dependencies).toEqual(pkg.dependencies);
    for (const name of Object.keys(pkg.dependencies ?? {}))
      expect({ name, dev: lock.packages[`node_modules/${name}`]?.dev }).toEqual({ name, dev: undefined });
  });

  it('docs/LICENSES.md lists every shipped package with its licence (scripts/licenses.mjs)', () => {
    const check = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'licenses.mjs')], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
    const doc = readFileSync(path.join(ROOT, 'docs', 'LICENSES.md'), 'utf8');
    expect(doc).toMatch(/\| buffers +\| 0\.1\.1 +\| MIT +\| Declares no licence/);
  });
});
