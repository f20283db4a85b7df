import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import {
  isReservedEmail,
  isReservedName,
  isReservedUsername,
  RESERVED_EMAIL_MESSAGE,
  RESERVED_NAME_MESSAGE,
  RESERVED_USERNAME_MESSAGE,
} from '@oversight/shared/accounts/reserved-names';
import type { DbOrTx } from '../../db/client.js';
import { memberships, organizations, roles, users } from '../../db/schema/index.js';
import { fieldError, isUniqueViolation, mapUniqueViolation } from '../../platform/errors.js';

export type AccountType = 'CITIZEN' | 'CSO' | 'CONTRACTOR' | 'MINISTRY' | 'AGENCY' | 'DEPARTMENT' | 'ADMIN';
export type UserRow = typeof users.$inferSelect;
export type OrganizationRow = typeof organizations.$inferSelect;

export type CreateAccountInput = {
  tenantId: string;
  accountType: AccountType;
  email: string;
  username?: string;
  /** null for accounts that sign in only with Google, or that set a password through an invitation link. */
  password: string | null;
  displayName: string;
  firstName?: string;
  lastName?: string;
  companyName?: string | null;
  rcNumber?: string | null;
  contactNo?: string | null;
  stateOfResidence?: string | null;
  googleSub?: string | null;
  parentOrganizationId?: string | null;
  emailVerified?: boolean;
  newlyRegistered?: boolean;
  maxSubUsers?: number;
};

/**
 * Turns a unique-index violation on e-mail or username into the 400 a form can show; rethrows anything else.
 * The checks before an insert cannot see a concurrent transaction's insert, so the index has the last word.
 */
export function mapAccountClash(error: unknown): never {
  return mapUniqueViolation(error, [
    { constraint: /email/, field: 'email', message: 'An account with this e-mail address already exists.' },
    { constraint: /username/, field: 'username', message: 'This username is taken.' },
  ]);
}

/** The access groups' principals own these names in every tenant; whatever path creates an account, never a person. */
function refuseReservedNames(input: CreateAccountInput, email: string) {
  if (isReservedEmail(email)) throw fieldError('email', RESERVED_EMAIL_MESSAGE);
  if (input.username && isReservedUsername(input.username))
    throw fieldError('username', RESERVED_USERNAME_MESSAGE);
  if (isReservedName(input.displayName)) throw fieldError('display_name', RESERVED_NAME_MESSAGE);
  if (input.companyName && isReservedName(input.companyName))
    throw fieldError('company_name', RESERVED_NAME_MESSAGE);
}

// OWASP's argon2id baseline: 19 MiB, 2 iterations.
export const hashPassword = (password: string) =>
  hash(password, { memoryCost: 19456, timeCost: 2, parallelism: 1 });

const slugify = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 30) || 'user';

async function uniqueUsername(db: DbOrTx, tenantId: string, base: string): Promise<string> {
  const stem = slugify(base);
  const taken = await db.execute<{ name: string }>(sql`
    SELECT lower(username) AS name FROM users WHERE tenant_id = ${tenantId} AND lower(username) LIKE ${stem + '%'}
    UNION SELECT lower(username) FROM organizations WHERE tenant_id = ${tenantId} AND lower(username) LIKE ${stem + '%'}`);
  const names = new Set(taken.rows.map((row) => row.name));
  if (!names.has(stem)) return stem;
  for (let n = 2; ; n += 1) if (!names.has(`${stem}${n}`)) return `${stem}${n}`;
}

/**
 * Creates a user and the organisation they act as: a personal one for citizens and CSOs,
 * the body itself for ministries, agencies, contractors, departments and the ADMIN body.
 * The user owns the organisation through an owner role holding every permission.
 * Call inside a transaction: the three rows stand or fall together.
 */
export async function createAccount(
  db: DbOrTx,
  input: CreateAccountInput,
): Promise<{ user: UserRow; organization: OrganizationRow }> {
  const email = input.email.trim().toLowerCase();
  refuseReservedNames(input, email);
  const existing = await db.execute(
    sql`SELECT 1 FROM users WHERE tenant_id = ${input.tenantId} AND lower(email) = ${email} LIMIT 1`,
  );
  if (existing.rows.length) throw fieldError('email', 'An account with this e-mail address already exists.');
  let username: string;
  if (input.username) {
    username = input.username.trim();
    const clash = await db.execute(sql`
      SELECT 1 FROM users WHERE tenant_id = ${input.tenantId} AND lower(username) = ${username.toLowerCase()}
      UNION ALL SELECT 1 FROM organizations WHERE tenant_id = ${input.tenantId} AND lower(username) = ${username.toLowerCase()} LIMIT 1`);
    if (clash.rows.length) throw fieldError('username', 'This username is taken.');
  } else {
    username = await uniqueUsername(db, input.tenantId, input.displayName || email.split('@')[0]!);
  }
  for (let attempt = 0; ; attempt += 1) {
    try {
      // A savepoint, so a unique violation leaves the caller's transaction usable for the retry.
      return await db.transaction((savepoint) => insertAccount(savepoint, input, email, username));
    } catch (error) {
      // A generated username taken meanwhile by a concurrent sign-up: pick another rather than blame the user.
      if (!input.username && attempt < 3 && isUniqueViolation(error, /username/)) {
        username = `${username.replace(/\d+$/, '')}${randomInt(100, 10_000)}`;
        continue;
      }
      mapAccountClash(error);
    }
  }
}

async function insertAccount(db: DbOrTx, input: CreateAccountInput, email: string, username: string) {
  const isPersonal = input.accountType === 'CITIZEN' || input.accountType === 'CSO';
  const [user] = await db
    .insert(users)
    .values({
      tenantId: input.tenantId,
      email,
      username,
      passwordHash: input.password ? await hashPassword(input.password) : null,
      displayName: input.displayName.trim(),
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
      accountType: input.accountType,
      companyName: input.companyName ?? null,
      rcNumber: input.rcNumber ?? null,
      contactNo: input.contactNo ?? null,
      stateOfResidence: input.stateOfResidence ?? null,
      googleSub: input.googleSub ?? null,
      emailVerifiedAt: input.emailVerified ? new Date() : null,
      newlyRegistered: input.newlyRegistered ?? true,
    })
    .returning();
  const [organization] = await db
    .insert(organizations)
    .values({
      tenantId: input.tenantId,
      name: input.accountType === 'CSO' && input.companyName ? input.companyName : input.displayName.trim(),
      username,
      email,
      accountType: input.accountType,
      parentId: input.parentOrganizationId ?? null,
      ownerId: user!.id,
      isPersonal,
      rcNumber: input.rcNumber ?? null,
      contactNo: input.contactNo ?? null,
      maxSubUsers: input.maxSubUsers ?? (isPersonal ? 0 : 5),
      isVisible: input.accountType !== 'CITIZEN',
    })
    .returning();
  const [ownerRole] = await db
    .insert(roles)
    .values({
      tenantId: input.tenantId,
      organizationId: organization!.id,
      name: 'Owner',
      roleType: 'organization',
      isOwner: true,
      permissions: [],
    })
    .returning();
  await db.insert(memberships).values({
    tenantId: input.tenantId,
    userId: user!.id,
    organizationId: organization!.id,
    roleId: ownerRole!.id,
  });
  return { user: user!, organization: organization! };
}
