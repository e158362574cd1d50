import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The embedded database's folder is held by another live process. */
export class DataDirInUseError extends Error {
  constructor(
    public readonly dataDir: string,
    public readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by server process ${pid}: an embedded database belongs to ` +
        'one process. Stop that process first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirInUseError';
  }
}

const LOCK_FILE = 'pglite.lock';

/** Lock files this process holds: a second open in the same process is refused as well. */
const held = new Set<string>();

/**
 * Takes the embedded database's folder for this process and returns the release. PGlite works on
 * its own copy of the database in memory, so a second process on the same folder would hand out the
 * same ids and overwrite the first one's writes. The lock file holds the owner's pid and appears
 * whole or not at all (written aside, then hard-linked into place, which fails if it exists); a lock
 * whose process has died is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const folder = path.resolve(dataDir);
  const lockPath = path.join(folder, LOCK_FILE);
  if (held.has(lockPath)) throw new DataDirInUseError(folder, process.pid);
  const mine = `${lockPath}.${process.pid}`;
  writeFileSync(mine, `${process.pid}\n`);
  try {
    // Each round either takes the lock, meets a live holder, or clears one stale lock.
    for (let round = 0; round < 5; round++) {
      try {
        linkSync(mine, lockPath);
        held.add(lockPath);
        return () => release(lockPath);
      } catch (err) {
        if (errorCode(err) !== 'EEXIST') throw err;
      }
      const holder = readHolder(lockPath);
      if (holder === 'gone') continue;
      if (holder !== null && isAlive(holder)) throw new DataDirInUseError(folder, holder);
      clearStale(lockPath, holder);
    }
    throw new Error(`Could not lock the data folder ${folder}: other processes keep taking it.`);
  } finally {
    unlinkSync(mine);
  }
}

function release(lockPath: string) {
  if (!held.delete(lockPath)) return;
  // Only our own lock: never a successor's.
  if (readHolder(lockPath) === process.pid) unlinkSync(lockPath);
}

/** The pid in a lock file; null when it holds none, 'gone' when the file is not there. */
function readHolder(file: string): number | null | 'gone' {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if (errorCode(err) === 'ENOENT') return 'gone';
    throw err;
  }
  const pid = Number(text.trim());
  return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
}

function isAlive(pid: number): boolean {
  // A pid recycled since a crash may now be ours or our parent's (as PostgreSQL reasons too).
  if (pid === process.pid || pid === process.ppid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return errorCode(err) === 'EPERM';
  }
}

/**
 * Removes a stale lock without removing a fresh one that another starting process took meanwhile:
 * the lock is moved aside atomically and put back if it turns out not to be the stale one.
 */
function clearStale(lockPath: string, stalePid: number | null) {
  const aside = `${lockPath}.stale.${process.pid}`;
  try {
    renameSync(lockPath, aside);
  } catch (err) {
    if (errorCode(err) === 'ENOENT') return;
    throw err;
  }
  if (readHolder(aside) !== stalePid) {
    try {
      linkSync(aside, lockPath);
    } catch {
      // Yet another process holds it now; the next round reads that one.
    }
  }
  unlinkSync(aside);
}

function errorCode(err: unknown): string | undefined {
  return (err as NodeJS.ErrnoException | null)?.code;
}
