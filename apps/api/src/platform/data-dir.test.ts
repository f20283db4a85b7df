import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { openPglite } from '../db/client.js';
import { createTestApp } from '../test/build-app.js';
import { Storage } from './storage.js';

const mode = (file: string) => statSync(file).mode & 0o777;

/** Every file and folder under `root` that a user other than the owner may read, write or enter. */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const stack = [root];
  while (stack.length) {
    const current = stack.pop()!;
    if (mode(current) & 0o077) found.push(`${current} ${mode(current).toString(8)}`);
    if (statSync(current).isDirectory())
      for (const name of readdirSync(current)) stack.push(path.join(current, name));
  }
  return found;
}

describe('DATA_DIR is private to the server', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'oversight-perms-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const env = { NODE_ENV: 'test' as const, LOG_LEVEL: 'silent' };

  it('creates DATA_DIR 0700 and its generated secret 0600, and closes an existing open folder', () => {
    const fresh = path.join(root, 'fresh');
    const config = loadConfig({ ...env, DATA_DIR: fresh });
    expect(mode(config.dataDir)).toBe(0o700);
    expect(mode(path.join(fresh, 'jwt-secret'))).toBe(0o600);

    const old = path.join(root, 'old');
    mkdirSync(old, { mode: 0o755 });
    chmodSync(old, 0o755);
    loadConfig({ ...env, DATA_DIR: old, JWT_SECRET: 'x'.repeat(40) });
    expect(mode(old)).toBe(0o700);
  });

  it("keeps the embedded database files the owner's only", async () => {
    const dataDir = path.join(root, 'db-owner');
    const pglite = await openPglite(dataDir);
    expect(mode(path.join(dataDir, 'db'))).toBe(0o700);
    await pglite.query('CREATE TABLE t (x int)');
    await pglite.query('INSERT INTO t VALUES (1)');
    await pglite.close();
    // Files added while it ran are inside the closed folder; the next open makes them 0600 too.
    await (await openPglite(dataDir)).close();
    expect(openToOthers(path.join(dataDir, 'db'))).toEqual([]);
    // Two opens of a fresh embedded database (initdb in WebAssembly): over a minute on a loaded 2-core machine.
  }, 180_000);

  it('writes outbox mail and uploads 0600 in 0700 folders, whatever the umask', async () => {
    // A permissive umask, so the explicit modes are what is tested (opening PGlite above tightened it).
    const previous = process.umask(0o022);
    const t = await createTestApp();
    try {
      const storage = new Storage(t.config);
      await storage.put('answers/report.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
      await t.app.mail.send(
        { to: 'perm@example.test', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' },
        `perm-${Date.now()}`,
      );
      await t.runJobs();
      const [mail] = t.outbox();
      expect(mail).toBeDefined();
      expect(openToOthers(t.config.mail.outboxDir)).toEqual([]);
      expect(openToOthers(t.config.storage.uploadsDir)).toEqual([]);
    } finally {
      await t.close();
      process.umask(previous);
    }
  }, 90_000);
});
