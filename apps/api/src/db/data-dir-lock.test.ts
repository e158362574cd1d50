import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

const folders: string[] = [];
function freshFolder() {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'sangam-lock-unit-'));
  folders.push(folder);
  return folder;
}
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const lockFile = (folder: string) => path.join(folder, 'pglite.lock');

async function endedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

describe('the data folder lock', () => {
  it('is held by one owner at a time and released', () => {
    const folder = freshFolder();
    const release = lockDataDir(folder);
    expect(readFileSync(lockFile(folder), 'utf8').trim()).toBe(String(process.pid));
    expect(() => lockDataDir(folder)).toThrow(DataDirInUseError);
    release();
    expect(existsSync(lockFile(folder))).toBe(false);
    lockDataDir(folder)();
  });

  it('refuses a folder that a live process holds, naming it and the folder', async () => {
    const folder = freshFolder();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      writeFileSync(lockFile(folder), `${holder.pid}\n`);
      expect(() => lockDataDir(folder)).toThrow(`The data folder ${folder} is in use by server process ${holder.pid}`);
      expect(readFileSync(lockFile(folder), 'utf8').trim()).toBe(String(holder.pid));
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over the lock of a process that has ended, or an unreadable one', async () => {
    for (const stale of [String(await endedPid()), '', 'not a pid']) {
      const folder = freshFolder();
      writeFileSync(lockFile(folder), stale);
      const release = lockDataDir(folder);
      expect(readFileSync(lockFile(folder), 'utf8').trim()).toBe(String(process.pid));
      release();
    }
  });

  // Creating a database in a folder runs PGlite's initdb: slow on a busy machine.
  it('belongs to the embedded database from open to close', async () => {
    const folder = freshFolder();
    const first = await openDatabase({ kind: 'pglite', dataDir: folder });
    await expect(openDatabase({ kind: 'pglite', dataDir: folder })).rejects.toThrow(DataDirInUseError);
    await first.close();
    expect(existsSync(lockFile(folder))).toBe(false);
  }, 120_000);
});
