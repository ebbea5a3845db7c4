import { readFileSync } from 'node:fs';
import path from 'node:path';

/** An entry point as the source declares it: `global.NAME = (params) =>` with the JSDoc right above. */
export interface DeclaredEntryPoint {
  readonly name: string;
  readonly params: readonly string[];
  readonly jsdoc: string | null;
  readonly customFunction: boolean;
}

export const ROOT = path.resolve(__dirname, '..', '..');
export const DIST = path.join(ROOT, 'dist');

/** Parameter names without types, defaults or optional marks: `(points: number, site?: unknown)` -> points, site. */
function paramNames(list: string): string[] {
  // Drop generic arguments first (Record<string, number> holds a comma that is not a parameter separator).
  let flat = list;
  while (/<[^<>]*>/.test(flat)) flat = flat.replace(/<[^<>]*>/g, '');
  return flat
    .split(',')
    .map((p) =>
      p
        .trim()
        .replace(/[?]?\s*(:[\s\S]*)?(=[\s\S]*)?$/, '')
        .trim(),
    )
    .filter((p) => p !== '');
}

export function declaredEntryPoints(): DeclaredEntryPoint[] {
  const source = readFileSync(path.join(ROOT, 'src', 'gas', 'index.ts'), 'utf8');
  const found: DeclaredEntryPoint[] = [];
  const assignment = /(\/\*\*(?:(?!\*\/)[\s\S])*\*\/\s*)?^global\.([A-Za-z_$][\w$]*)\s*=\s*\(([^)]*)\)/gm;
  for (const match of source.matchAll(assignment)) {
    const jsdoc = match[1] ? match[1].trim() : null;
    found.push({
      name: match[2],
      params: paramNames(match[3]),
      jsdoc,
      customFunction: jsdoc !== null && /@customfunction\b/.test(jsdoc),
    });
  }
  return found;
}

/** A top-level `function NAME(params) {` of the bundle with the comment block directly above it, if any. */
export function bundledFunction(
  bundle: string,
  name: string,
): { params: string[]; jsdoc: string | null } | null {
  const lines = bundle.split('\n');
  const at = lines.findIndex((line) => new RegExp(`^function ${name}\\(([^)]*)\\)\\s*\\{`).test(line));
  if (at < 0) return null;
  const params = paramNames(/\(([^)]*)\)/.exec(lines[at])?.[1] ?? '');
  if (at === 0 || lines[at - 1].trim() !== '*/') return { params, jsdoc: null };
  let start = at - 1;
  while (start > 0 && !lines[start].trim().startsWith('/**')) start -= 1;
  return { params, jsdoc: lines.slice(start, at).join('\n').trim() };
}
