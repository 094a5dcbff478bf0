import Database from 'better-sqlite3';
import { closeSync, mkdirSync, openSync, readSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { cataloguePath } from './catalogue/db.ts';
import { ReportedError } from './reported-error.ts';

/** Who holds a lock, written beside it for the message another run gives. */
interface Holder {
  command: string;
  pid: number;
  started: string;
}

export class RunLockBusy extends ReportedError {
  override name = 'RunLockBusy';
}

/** The lock could not be taken (a lock file that is not one, or that this user cannot write), or was lost: what, and what to do. */
export class RunLockError extends ReportedError {
  override name = 'RunLockError';
}

export interface RunLock {
  /** The holder a run that ended without releasing it (killed) left, now taken over; null if none. */
  tookOver: Holder | null;
  release(): void;
}

/** What a holder file may take: a holder is some 200 bytes; anything larger is not one of ours. */
const HOLDER_BYTES = 4096;

function readHolder(file: string): Holder | null {
  try {
    const fd = openSync(file, 'r');
    const buffer = Buffer.alloc(HOLDER_BYTES + 1);
    let length: number;
    try {
      length = readSync(fd, buffer, 0, buffer.length, 0);
    } finally {
      closeSync(fd);
    }
    if (length > HOLDER_BYTES) return null;
    const holder = JSON.parse(buffer.subarray(0, length).toString('utf8')) as Partial<Holder>;
    if (typeof holder.pid !== 'number' || typeof holder.started !== 'string') return null;
    return { command: String(holder.command ?? 'run').slice(0, 200), pid: holder.pid, started: holder.started.slice(0, 40) };
  } catch {
    return null;
  }
}

/** The locks this process holds, each with the file it locked as it was when taken. */
const held = new Map<string, { what: string; file: string }>();

const identity = (file: string) => {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.dev}:${stat.ino}` : 'none';
};

/**
 * Throws unless every lock this process holds is still on the file at its path: a lock file
 * removed or replaced while a run held it lets another run take a new one, and the two would
 * write beside each other. Checked before a run changes what others see (a feed's commit, the
 * switch of the sites).
 */
export function assertLocksHeld(): void {
  for (const [lockFile, lock] of held) {
    if (identity(lockFile) !== lock.file)
      throw new RunLockError(
        `The lock file ${lockFile} was removed or replaced while this run held it, so another run may be using ${lock.what}: ` +
          'this run stops here and changes nothing more. Run it again once no other run is going; never remove a lock file by hand.',
      );
  }
}

/** Opens the lock file as SQLite, or says why it cannot be a lock and what to do. */
function openLockFile(lockFile: string): Database.Database {
  const notALock = (why: string) =>
    new RunLockError(`${lockFile} ${why}: it cannot lock. Check that no run is going, then remove or fix it, and run again.`);
  try {
    mkdirSync(dirname(lockFile), { recursive: true });
    return new Database(lockFile, { timeout: 0 });
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'EACCES' || code === 'EROFS') throw notALock(`cannot be made in a folder this user cannot write (${code})`);
    throw notALock(`cannot be opened (${(error as Error).message})`);
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
  const holderFile = `${lockFile}.json`;
  const db = openLockFile(lockFile);
  try {
    db.exec('BEGIN IMMEDIATE');
    // A file this user cannot write is opened read-only, where BEGIN IMMEDIATE locks nothing:
    // a write proves the lock (and fails on a file that is not a database).
    db.exec('CREATE TABLE IF NOT EXISTS lock (id INTEGER PRIMARY KEY)');
  } catch (error) {
    db.close();
    const code = (error as { code?: string }).code ?? '';
    if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT')
      throw new RunLockError(
        `${lockFile} is not a lock file (it holds something else): check that no run is going, then move it away and run again.`,
      );
    if (code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_CANTOPEN') || code.startsWith('SQLITE_IOERR'))
      throw new RunLockError(
        `${lockFile} cannot be written by this user (${code}): fix its owner or permissions, or the folder's, and run again.`,
      );
    if (code !== 'SQLITE_BUSY') throw error;
    const holder = readHolder(holderFile);
    throw new RunLockBusy(
      `Another ${holder ? describe(holder) : 'run'} is using ${what}: wait for it to end, or stop it (a stopped run releases it).`,
    );
  }
  held.set(lockFile, { what, file: identity(lockFile) });
  const tookOver = readHolder(holderFile);
  const holder: Holder = { command, pid: process.pid, started: new Date().toISOString() };
  writeFileSync(`${holderFile}.tmp`, JSON.stringify(holder));
  renameSync(`${holderFile}.tmp`, holderFile);
  return {
    tookOver,
    release() {
      held.delete(lockFile);
      // A run whose lock file was replaced leaves the new holder's file alone.
      if (readHolder(holderFile)?.pid === process.pid) rmSync(holderFile, { force: true });
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

/** Runs `work` (a command on the catalogue at `path`, start to end) holding the catalogue's lock. */
export function withCatalogueLock<T>(command: string, work: () => T, path = cataloguePath()): T {
  const { lockFile, what } = catalogueLock(path);
  const lock = acquireRunLock(lockFile, what, command);
  try {
    return work();
  } finally {
    lock.release();
  }
}

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
