import { execSync } from 'node:child_process';
import os from 'node:os';

/** Printing the bench: plain-text tables a README can quote as they are. */

export function table(headers: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const text = rows.map((row) => row.map((cell) => (typeof cell === 'number' ? format(cell) : cell)));
  const widths = headers.map((h, i) => Math.max(h.length, ...text.map((row) => row[i].length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  return [line(headers), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...text.map(line)].join('\n');
}

/** Whole numbers with thousands separators; fractions to one decimal under 100. */
export function format(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  if (Math.abs(n) < 100 && !Number.isInteger(n)) return n.toFixed(1);
  return Math.round(n).toLocaleString('en-US');
}

/** Date, cores, CPU model and Node version: what the figures were measured on. */
export function machine(): string {
  const cpus = os.cpus();
  let cores = String(cpus.length);
  try {
    cores = execSync('nproc', { encoding: 'utf8' }).trim();
  } catch {
    // nproc missing: os.cpus() is the count
  }
  return `${new Date().toISOString().slice(0, 10)}, ${cores} cores (nproc), ${cpus[0]?.model ?? 'unknown CPU'}, Node ${process.version}`;
}

export interface Target {
  readonly measure: string;
  readonly target: string;
  readonly measured: string;
  readonly pass: boolean;
}

export function targetsTable(targets: readonly Target[]): string {
  return table(
    ['measure', 'target', 'measured', ''],
    targets.map((t) => [t.measure, t.target, t.measured, t.pass ? 'pass' : 'MISS']),
  );
}
