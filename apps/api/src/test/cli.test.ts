import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appliedMigrationsCommand,
  CliError,
  createAdminCommand,
  createOrganizationCommand,
  createTenantCommand,
  listTenantsCommand,
  resetPasswordCommand,
} from '../cli/commands.js';
import { acquireDatabaseLock, DatabaseInUseError, lockFileOf } from '../db/lock.js';
import { organizations, refreshTokens, tenants, users } from '../db/schema/index.js';
import { signAccessToken } from '../platform/tokens.js';
import { createTestApp, type TestApp } from './build-app.js';
import { createTestUser, TEST_PASSWORD } from './factories.js';

const API_DIR = path.resolve(import.meta.dirname, '../..');

describe('CLI commands', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  describe('create-tenant', () => {
    it('creates a tenant that is not the default when one exists', async () => {
      const tenant = await createTenantCommand(t.app.db, {
        name: 'Lagos',
        displayName: 'Lagos State Government',
      });
      expect(tenant).toMatchObject({
        name: 'lagos',
        displayName: 'Lagos State Government',
        isDefault: false,
      });
    });

    it('refuses a taken name, a name unfit for a header and an empty display name', async () => {
      await expect(createTenantCommand(t.app.db, { name: 'LAGOS', displayName: 'Again' })).rejects.toThrow(
        /already exists/,
      );
      await expect(createTenantCommand(t.app.db, { name: 'lagos state', displayName: 'x' })).rejects.toThrow(
        CliError,
      );
      await expect(createTenantCommand(t.app.db, { name: 'kano', displayName: '  ' })).rejects.toThrow(
        /--display-name/,
      );
    });
  });

  describe('create-admin', () => {
    it("creates the tenant's supervising body with a generated password, verified and ready", async () => {
      const result = await createAdminCommand(t.app.db, {
        tenant: 'lagos',
        email: 'Budget@Lagos.test',
        name: 'Lagos Ministry of Economic Planning and Budget',
        username: 'lagos_budget',
      });
      expect(result.generated).toBe(true);
      expect(result.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(result.organization).toMatchObject({
        accountType: 'ADMIN',
        username: 'lagos_budget',
        parentId: null,
        isPersonal: false,
      });
      expect(result.user).toMatchObject({
        email: 'budget@lagos.test',
        accountType: 'ADMIN',
        newlyRegistered: false,
      });
      expect(result.user.emailVerifiedAt).not.toBeNull();
      expect(await verify(result.user.passwordHash!, result.password)).toBe(true);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/',
        headers: { 'x-tenant': 'lagos' },
        payload: { email: 'budget@lagos.test', password: result.password },
      });
      expect(login.statusCode).toBe(200);
    });

    it('refuses a second supervising body, an unknown tenant, a bad e-mail or a weak password', async () => {
      await expect(
        createAdminCommand(t.app.db, { tenant: 'lagos', email: 'other@lagos.test', name: 'Another' }),
      ).rejects.toThrow(/already has its supervising body \(lagos_budget\)/);
      await expect(
        createAdminCommand(t.app.db, { tenant: 'atlantis', email: 'a@b.test', name: 'X' }),
      ).rejects.toThrow(/No tenant is called "atlantis"/);
      await expect(
        createAdminCommand(t.app.db, { tenant: 'federal', email: 'not-an-email', name: 'X' }),
      ).rejects.toThrow(/--email/);
      await expect(
        createAdminCommand(t.app.db, {
          tenant: 'federal',
          email: 'a@b.test',
          name: 'X',
          password: '12345678',
        }),
      ).rejects.toThrow(/--password/);
      expect(await t.app.db.select().from(users).where(eq(users.email, 'a@b.test'))).toHaveLength(0);
    });
  });

  describe('create-organization', () => {
    it('puts a ministry under the supervising body by default and an agency under its --parent', async () => {
      const ministry = await createOrganizationCommand(t.app.db, {
        tenant: 'lagos',
        type: 'MINISTRY',
        email: 'works@lagos.test',
        name: 'Lagos Ministry of Works',
        password: 'Works-Pass-2026',
      });
      expect(ministry.generated).toBe(false);
      expect(ministry.parent?.username).toBe('lagos_budget');
      expect(ministry.organization).toMatchObject({
        accountType: 'MINISTRY',
        username: 'lagos_ministry_of_works',
        parentId: ministry.parent!.id,
      });
      expect(await verify(ministry.user.passwordHash!, 'Works-Pass-2026')).toBe(true);

      const agency = await createOrganizationCommand(t.app.db, {
        tenant: 'lagos',
        type: 'agency',
        parent: 'LAGOS_MINISTRY_OF_WORKS',
        email: 'roads@lagos.test',
        name: 'Lagos Roads Agency',
      });
      expect(agency.organization).toMatchObject({
        accountType: 'AGENCY',
        parentId: ministry.organization.id,
      });
      expect(agency.generated).toBe(true);
    });

    it('creates contractors and CSOs without a parent (a CSO is its own personal organisation)', async () => {
      const contractor = await createOrganizationCommand(t.app.db, {
        tenant: 'lagos',
        type: 'CONTRACTOR',
        email: 'build@lagos.test',
        name: 'Eko Builders Ltd',
      });
      expect(contractor.organization).toMatchObject({
        accountType: 'CONTRACTOR',
        parentId: null,
        isPersonal: false,
      });
      const cso = await createOrganizationCommand(t.app.db, {
        tenant: 'lagos',
        type: 'CSO',
        email: 'watch@lagos.test',
        name: 'Eko Budget Watch',
      });
      expect(cso.organization).toMatchObject({
        accountType: 'CSO',
        name: 'Eko Budget Watch',
        isPersonal: true,
      });
      expect(cso.user.companyName).toBe('Eko Budget Watch');
    });

    it('refuses bad types and parents', async () => {
      const base = { tenant: 'lagos', email: 'new@lagos.test', name: 'New Body' };
      await expect(createOrganizationCommand(t.app.db, { ...base, type: 'CITIZEN' })).rejects.toThrow(
        /--type/,
      );
      await expect(createOrganizationCommand(t.app.db, { ...base, type: 'AGENCY' })).rejects.toThrow(
        /an AGENCY needs the username/,
      );
      await expect(
        createOrganizationCommand(t.app.db, { ...base, type: 'AGENCY', parent: 'nobody_here' }),
      ).rejects.toThrow(/no organisation with the username/);
      await expect(
        createOrganizationCommand(t.app.db, { ...base, type: 'AGENCY', parent: 'eko_builders_ltd' }),
      ).rejects.toThrow(/belongs under a MINISTRY or an ADMIN/);
      await expect(
        createOrganizationCommand(t.app.db, { ...base, type: 'CONTRACTOR', parent: 'lagos_budget' }),
      ).rejects.toThrow(/a CONTRACTOR has no parent/);
      // Another tenant's organisation is not a parent here.
      const federalMinistry = await createTestUser(t, { accountType: 'MINISTRY', username: 'federal_works' });
      await expect(
        createOrganizationCommand(t.app.db, {
          ...base,
          type: 'AGENCY',
          parent: federalMinistry.organization.username,
        }),
      ).rejects.toThrow(/no organisation/);
      // A taken e-mail is reported by field, and nothing is left behind.
      await expect(
        createOrganizationCommand(t.app.db, { ...base, type: 'CONTRACTOR', email: 'works@lagos.test' }),
      ).rejects.toThrow(/^email: /);
      expect(
        await t.app.db.select().from(organizations).where(eq(organizations.name, 'New Body')),
      ).toHaveLength(0);
    });
  });

  describe('reset-password', () => {
    it('sets a new password, revokes refresh tokens and ends existing sessions', async () => {
      const account = await createTestUser(t, { accountType: 'MINISTRY' });
      await t.app.db.insert(refreshTokens).values({
        userId: account.user.id,
        familyId: crypto.randomUUID(),
        tokenHash: `hash-${account.user.id}`,
        expiresAt: new Date(Date.now() + 86_400_000),
      });
      const oldToken = await signAccessToken(t.config.jwtSecret, account.user.id, t.tenantId);
      // Tokens carry whole seconds; make sure the reset is later than this one's issue time.
      await new Promise((resolve) => setTimeout(resolve, 1100));

      const result = await resetPasswordCommand(t.app.db, {
        tenant: 'federal',
        email: account.user.email.toUpperCase(),
      });
      expect(result.generated).toBe(true);
      const [user] = await t.app.db.select().from(users).where(eq(users.id, account.user.id));
      expect(await verify(user!.passwordHash!, result.password)).toBe(true);
      expect(await verify(user!.passwordHash!, TEST_PASSWORD)).toBe(false);
      const tokens = await t.app.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, account.user.id));
      expect(tokens.every((token) => token.revokedAt !== null)).toBe(true);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/user/',
        headers: { authorization: `Bearer ${oldToken}` },
      });
      expect(me.statusCode).toBe(401);
    });

    it('refuses an unknown e-mail, or one of another tenant', async () => {
      await expect(
        resetPasswordCommand(t.app.db, { tenant: 'federal', email: 'nobody@nowhere.test' }),
      ).rejects.toThrow(/no account with the e-mail/);
      await expect(
        resetPasswordCommand(t.app.db, { tenant: 'federal', email: 'roads@lagos.test' }),
      ).rejects.toThrow(/no account/);
      await expect(
        resetPasswordCommand(t.app.db, { tenant: 'lagos', email: 'roads@lagos.test', password: 'short' }),
      ).rejects.toThrow(/--password/);
    });
  });

  describe('list-tenants', () => {
    it('lists every tenant with its counts', async () => {
      const rows = await listTenantsCommand(t.app.db);
      expect(rows.map((row) => row.name)).toEqual(['federal', 'lagos']);
      expect(rows[0]).toMatchObject({ displayName: 'Federal Government of Nigeria', isDefault: true });
      // lagos: the ADMIN body, a ministry, an agency and a contractor (the CSO is personal); five people.
      expect(rows[1]).toMatchObject({ isDefault: false, organizations: 4, users: 5 });
    });
  });

  describe('migrate', () => {
    it('counts every migration of the journal as applied (the test database is migrated as a start does)', async () => {
      const journal = JSON.parse(
        readFileSync(path.join(API_DIR, 'src/db/migrations/meta/_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      expect(await appliedMigrationsCommand(t.app.db)).toBe(journal.entries.length);
    });
  });

  it('makes the first tenant of an empty database the default', async () => {
    const fresh = await createTestApp();
    try {
      // The tenant's access-group principals go with it.
      await fresh.app.db.delete(users);
      await fresh.app.db.delete(tenants);
      expect(
        (await createTenantCommand(fresh.app.db, { name: 'kano', displayName: 'Kano State Government' }))
          .isDefault,
      ).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});

describe('embedded database lock', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'oversight-lock-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is taken, refused to others while held, and released', () => {
    const lock = acquireDatabaseLock(dataDir, 'server');
    expect(readFileSync(lockFileOf(dataDir), 'utf8')).toBe(`${process.pid}\nserver\n`);
    lock.release();
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
  });

  it('refuses a lock held by a live process, naming what holds it', () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(lockFileOf(dataDir), `${holder.pid}\nserver\n`);
      expect(() => acquireDatabaseLock(dataDir, 'cli')).toThrow(
        new DatabaseInUseError(dataDir, { pid: holder.pid!, kind: 'server' }).message,
      );
      expect(() => acquireDatabaseLock(dataDir, 'cli')).toThrow(
        `The embedded database in ${dataDir} is in use by a running Oversight server. Stop the server first, or use DATABASE_URL.`,
      );
      writeFileSync(lockFileOf(dataDir), `${holder.pid}\ncli\n`);
      expect(() => acquireDatabaseLock(dataDir, 'server')).toThrow(/in use by another Oversight command/);
    } finally {
      holder.kill();
      rmSync(lockFileOf(dataDir), { force: true });
    }
  });

  it('takes over a stale lock (its process is gone) or a leftover with its own pid', () => {
    const gone = spawnSync(process.execPath, ['-e', '0']);
    writeFileSync(lockFileOf(dataDir), `${gone.pid}\nserver\n`);
    const first = acquireDatabaseLock(dataDir, 'server');
    expect(readFileSync(lockFileOf(dataDir), 'utf8')).toBe(`${process.pid}\nserver\n`);
    first.release();
    writeFileSync(lockFileOf(dataDir), 'garbage');
    acquireDatabaseLock(dataDir, 'cli').release();
    writeFileSync(lockFileOf(dataDir), `${process.pid}\nserver\n`);
    acquireDatabaseLock(dataDir, 'cli').release();
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
  });

  it('does not remove a lock that another process took after ours', () => {
    const lock = acquireDatabaseLock(dataDir, 'cli');
    writeFileSync(lockFileOf(dataDir), `999999\nserver\n`);
    lock.release();
    expect(existsSync(lockFileOf(dataDir))).toBe(true);
    rmSync(lockFileOf(dataDir));
  });
});

describe('npm run cli', () => {
  // The bundle `npm run cli` and the release run (apps/api/build.mjs), built apart so a dist/ in use is left alone,
  // under the API's folder so its dependencies resolve from node_modules as they do from dist/.
  const cacheDir = path.join(API_DIR, 'node_modules/.cache');
  let bundleDir = '';
  beforeAll(() => {
    mkdirSync(cacheDir, { recursive: true });
    bundleDir = mkdtempSync(path.join(cacheDir, 'cli-bundle-'));
    const built = spawnSync(process.execPath, ['build.mjs', '--cli', `--outdir=${bundleDir}`], {
      cwd: API_DIR,
      encoding: 'utf8',
    });
    expect(built.stderr).toBe('');
    expect(built.status).toBe(0);
  });
  afterAll(() => rmSync(bundleDir, { recursive: true, force: true }));
  const run = (args: string[], dataDir: string) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, [path.join(bundleDir, 'cli.js'), ...args], {
        cwd: API_DIR,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_OPTIONS: '', LOG_LEVEL: 'silent' },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });

  it('refuses to open the embedded database while a server holds it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'oversight-cli-'));
    try {
      // This test process is alive, so its pid stands for a running server.
      writeFileSync(lockFileOf(dataDir), `${process.pid}\nserver\n`);
      const result = await run(['list-tenants'], dataDir);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        `The embedded database in ${dataDir} is in use by a running Oversight server. Stop the server first, or use DATABASE_URL.`,
      );
      expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
      expect(readFileSync(lockFileOf(dataDir), 'utf8')).toBe(`${process.pid}\nserver\n`);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('creates a tenant in a fresh embedded database and lets go of the lock', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'oversight-cli-'));
    try {
      const migrated = await run(['migrate'], dataDir);
      expect(migrated.code).toBe(0);
      expect(migrated.stdout).toMatch(/^Applied \d+ migrations: 0000_/m);
      const created = await run(['create-tenant', 'oyo', '--display-name', 'Oyo State Government'], dataDir);
      expect(created.stderr).not.toMatch(/Error/);
      expect(created.code).toBe(0);
      expect(created.stdout).toContain('Created tenant "oyo" (Oyo State Government), the default tenant.');
      expect(existsSync(lockFileOf(dataDir))).toBe(false);
      const listed = await run(['list-tenants'], dataDir);
      expect(listed.code).toBe(0);
      expect(listed.stdout).toMatch(/oyo\s+Oyo State Government\s+yes/);
      const missing = await run(['create-admin', '--tenant', 'oyo', '--email', 'a@oyo.test'], dataDir);
      expect(missing.code).not.toBe(0);
      expect(missing.stderr).toMatch(/--name/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Four CLI processes on a fresh embedded database (initdb in WebAssembly): slow on a loaded machine.
  }, 180_000);
});
