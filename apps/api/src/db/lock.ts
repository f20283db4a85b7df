import { closeSync, linkSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock of its own: two processes opening one data folder corrupt it. The server and the CLI
 * take DATA_DIR/db.lock (the holder's pid and kind) before opening the embedded database and drop it on close.
 * A lock whose process is gone (a crash, a kill -9) is stale and taken over.
 */
export type LockHolder = 'server' | 'cli';

export class DatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: { pid: number; kind: LockHolder },
  ) {
    super(
      holder.kind === 'server'
        ? `The embedded database in ${dataDir} is in use by a running Oversight server. Stop the server first, or use DATABASE_URL.`
        : `The embedded database in ${dataDir} is in use by another Oversight command (pid ${holder.pid}). Wait for it to finish, or use DATABASE_URL.`,
    );
    this.name = 'DatabaseInUseError';
  }
}

export type DatabaseLock = { file: string; release: () => void };

export const lockFileOf = (dataDir: string) => path.join(dataDir, 'db.lock');

export function readLock(file: string): { pid: number; kind: LockHolder } | null {
  try {
    const [pidLine, kindLine] = readFileSync(file, 'utf8').split('\n');
    const pid = Number(pidLine);
    if (!Number.isInteger(pid) || pid <= 0) return null;
    return { pid, kind: kindLine?.trim() === 'cli' ? 'cli' : 'server' };
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDatabaseLock(dataDir: string, kind: LockHolder): DatabaseLock {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFileOf(dataDir);
  // Written whole to a private file first, then linked into place: link fails if a lock exists and never
  // exposes a half-written one.
  const draft = `${file}.${process.pid}.tmp`;
  const fd = openSync(draft, 'w');
  writeSync(fd, `${process.pid}\n${kind}\n`);
  closeSync(fd);
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        linkSync(draft, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 2) throw error;
        const holder = readLock(file);
        // Our own pid in the file can only be a leftover (pid reuse after a restart, e.g. pid 1 in a container).
        if (holder && holder.pid !== process.pid && isAlive(holder.pid))
          throw new DatabaseInUseError(dataDir, holder);
        rmSync(file, { force: true });
      }
    }
  } finally {
    rmSync(draft, { force: true });
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    if (readLock(file)?.pid === process.pid) rmSync(file, { force: true });
  };
  // A process that exits without closing (process.exit, an uncaught error) still drops its lock.
  process.once('exit', release);
  return { file, release };
}
