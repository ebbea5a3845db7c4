import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';

/**
 * One tool at a time on a ledger workbook: two runs that each load, change and save the file would both
 * report success while the later save silently drops the earlier one's changes. A lock file `<file>.lock`
 * is created exclusively (`wx`), holds who took it, and is removed when the run ends, however it ends.
 * A lock left by a run that died (its process is gone) is stale and taken over.
 */
export interface LockHolder {
  readonly pid: number;
  readonly host: string;
  readonly since: string;
  readonly tool: string;
}

export class LockHeld extends Error {}

export interface FileLock {
  readonly path: string;
  release(): void;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(lockPath: string): LockHolder | null {
  try {
    const holder = JSON.parse(readFileSync(lockPath, 'utf8')) as Partial<LockHolder>;
    if (typeof holder.pid !== 'number' || typeof holder.host !== 'string') return null;
    return {
      pid: holder.pid,
      host: holder.host,
      since: String(holder.since ?? ''),
      tool: String(holder.tool ?? ''),
    };
  } catch {
    return null;
  }
}

/** Stale: a run on this machine whose process is gone. A lock from another machine is never guessed at. */
function stale(holder: LockHolder | null): boolean {
  return holder !== null && holder.host === os.hostname() && !alive(holder.pid);
}

/** Takes the lock on `file` for `tool` (e.g. 'campaign-ledger resolve'), or throws LockHeld naming who holds it. */
export function lockFile(file: string, tool: string): FileLock {
  const lockPath = `${file}.lock`;
  const me: LockHolder = { pid: process.pid, host: os.hostname(), since: new Date().toISOString(), tool };
  for (let attempt = 0; attempt < 2; attempt++) {
    let fd: number;
    try {
      fd = openSync(lockPath, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockPath);
      if (attempt === 0 && stale(holder)) {
        rmSync(lockPath, { force: true });
        continue;
      }
      const who = holder
        ? `${holder.tool || 'another run'} (process ${holder.pid} on ${holder.host}, since ${holder.since})`
        : 'another run';
      throw new LockHeld(
        `${file} is in use by ${who}. Wait for it to finish; if no other run is going, delete ${lockPath}.`,
      );
    }
    writeSync(fd, JSON.stringify(me));
    closeSync(fd);
    let held = true;
    const release = (): void => {
      if (!held) return;
      held = false;
      process.off('exit', release);
      // Only our own lock: never remove one another run took over.
      if (readHolder(lockPath)?.pid === process.pid) rmSync(lockPath, { force: true });
    };
    process.on('exit', release);
    return { path: lockPath, release };
  }
  throw new LockHeld(`${file}: could not take the lock ${lockPath}`);
}
