import Database from 'better-sqlite3';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { cataloguePath } from './catalogue/db.ts';

/** Who holds a lock, written beside it for the message another run gives. */
interface Holder {
  command: string;
  pid: number;
  started: string;
}

export class RunLockBusy extends Error {
  override name = 'RunLockBusy';
}

export interface RunLock {
  /** The holder a run that ended without releasing it (killed) left, now taken over; null if none. */
  tookOver: Holder | null;
  release(): void;
}

function readHolder(file: string): Holder | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    if (typeof holder.pid !== 'number' || typeof holder.started !== 'string') return null;
    return { command: String(holder.command ?? 'run'), pid: holder.pid, started: holder.started };
  } catch {
    return null;
  }
}

const describe = (holder: Holder) => `${holder.command} (pid ${holder.pid}, started ${holder.started})`;

/**
 * One run at a time on `what` (an output folder, a catalogue), refused at once when another
 * holds it. The lock is SQLite's write lock on the file `lockFile`, held open for the run: the
 * operating system releases it when the process ends, however it ends (`kill -9` too), so a
 * killed run never blocks the next; its holder file is left behind and reported as taken over.
 */
export function acquireRunLock(lockFile: string, what: string, command: string): RunLock {
  mkdirSync(dirname(lockFile), { recursive: true });
  const holderFile = `${lockFile}.json`;
  const db = new Database(lockFile, { timeout: 0 });
  try {
    db.exec('BEGIN IMMEDIATE');
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
    const holder = readHolder(holderFile);
    throw new RunLockBusy(
      `Another ${holder ? describe(holder) : 'run'} is using ${what}: wait for it to end, or stop it (a stopped run releases it).`,
    );
  }
  const tookOver = readHolder(holderFile);
  const holder: Holder = { command, pid: process.pid, started: new Date().toISOString() };
  writeFileSync(`${holderFile}.tmp`, JSON.stringify(holder));
  renameSync(`${holderFile}.tmp`, holderFile);
  return {
    tookOver,
    release() {
      rmSync(holderFile, { force: true });
      db.exec('ROLLBACK');
      db.close();
    },
  };
}

interface LockTarget {
  lockFile: string;
  what: string;
}

/** The lock of an output folder: `<outDir>/.lock`. */
export const outputLock = (outDir: string): LockTarget => ({ lockFile: join(resolve(outDir), '.lock'), what: outDir });

/** The lock of a catalogue: `<catalogue>.lock` beside it. */
export const catalogueLock = (path = cataloguePath()): LockTarget => ({ lockFile: `${resolve(path)}.lock`, what: `the catalogue ${path}` });

/**
 * Runs `work` holding the locks of `targets` (taken in the order given), logging a lock taken
 * over from a killed run; releases them when it ends.
 */
export async function withRunLocks<T>(
  command: string,
  targets: LockTarget[],
  work: () => Promise<T>,
  log: (line: string) => void = console.error,
): Promise<T> {
  const held: RunLock[] = [];
  try {
    for (const target of targets) {
      const lock = acquireRunLock(target.lockFile, target.what, command);
      held.push(lock);
      if (lock.tookOver) log(`${target.what}: took over the lock of ${describe(lock.tookOver)}, which ended without releasing it.`);
    }
    return await work();
  } finally {
    for (const lock of held.reverse()) lock.release();
  }
}
