import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { organizations, tenants } from '../db/schema/index.js';
import {
  createAccount,
  type AccountType,
  type CreateAccountInput,
} from '../modules/accounts/account-creation.js';
import { createAccessGroupPrincipals } from '../platform/access-group-principals.js';
import { signAccessToken } from '../platform/tokens.js';
import type { TestApp } from './build-app.js';

export const TEST_PASSWORD = 'Correct-Horse-42';

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence += 1)}${randomBytes(2).toString('hex')}`;

export type TestUser = Awaited<ReturnType<typeof createTestUser>>;

/** A user with an organisation, a valid access token and ready-made request headers. */
export async function createTestUser(
  t: TestApp,
  options: Partial<Omit<CreateAccountInput, 'tenantId' | 'accountType'>> & {
    accountType?: AccountType;
    tenantId?: string;
  } = {},
) {
  const id = unique();
  const tenantId = options.tenantId ?? t.tenantId;
  const { user, organization } = await t.app.db.transaction((tx) =>
    createAccount(tx, {
      email: `user-${id}@example.test`,
      displayName: `Test User ${id}`,
      password: TEST_PASSWORD,
      emailVerified: true,
      ...options,
      tenantId,
      accountType: options.accountType ?? 'CITIZEN',
    }),
  );
  const token = await signAccessToken(t.config.jwtSecret, user.id, tenantId);
  const tenantName = tenantId === t.tenantId ? 'federal' : undefined;
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    'x-organization-id': organization.id,
  };
  if (tenantName) headers['x-tenant'] = tenantName;
  return { user, organization, token, headers };
}

/** Puts the user's organisation on Pro (or back on Free): Pro features without going through the checkout. */
export async function setProUser(t: TestApp, user: TestUser, pro = true) {
  await t.app.db
    .update(organizations)
    .set({ isProUser: pro })
    .where(eq(organizations.id, user.organization.id));
}

/** A second tenant, to prove that nothing crosses tenants. */
export async function createTestTenant(t: TestApp, name = `tenant_${unique()}`) {
  const [tenant] = await t.app.db.insert(tenants).values({ name, displayName: name }).returning();
  await createAccessGroupPrincipals(t.app.db, tenant!.id);
  return tenant!;
}
