import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  emailSchema,
  newPasswordSchema,
  passwordEqualsEmail,
  PASSWORD_SAME_AS_EMAIL,
  usernameSchema,
} from '@oversight/shared/accounts/accounts.schemas';
import type { Database } from '../db/client.js';
import { organizations, refreshTokens, tenants, users } from '../db/schema/index.js';
import { createAccount, hashPassword, type AccountType } from '../modules/accounts/account-creation.js';
import { createAccessGroupPrincipals } from '../platform/access-group-principals.js';
import { checkPassword } from '@oversight/shared/accounts/password-strength';
import { HttpError } from '../platform/errors.js';

/** A problem the operator can fix; the CLI prints the message alone and exits 1. */
export class CliError extends Error {}

export const ORGANIZATION_TYPES = ['MINISTRY', 'AGENCY', 'CONTRACTOR', 'CSO', 'DEPARTMENT'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

/** Which account types may be the parent of each type created here (none: no parent allowed). */
const ALLOWED_PARENTS: Record<OrganizationType, readonly AccountType[]> = {
  MINISTRY: ['ADMIN'],
  AGENCY: ['MINISTRY', 'ADMIN'],
  DEPARTMENT: ['MINISTRY', 'AGENCY', 'ADMIN'],
  CONTRACTOR: [],
  CSO: [],
};

// Tenant names travel in the X-Tenant header: lower-case letters, digits, hyphens and underscores.
const tenantNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^[a-z][a-z0-9_-]{1,39}$/,
    'Use 2 to 40 lower-case letters, digits, "-" or "_", starting with a letter.',
  );

const article = (word: string) => (/^[AEIOU]/i.test(word) ? `an ${word}` : `a ${word}`);

/** 24 URL-safe characters from 18 random bytes (144 bits). */
export const generatePassword = () => randomBytes(18).toString('base64url');

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new CliError(`${what}: ${result.error.issues.map((issue) => issue.message).join(' ')}`);
  return result.data;
}

/** The password to set: the operator's (checked like a sign-up password) or a generated one. */
function choosePassword(
  password: string | undefined,
  email: string,
  context: { username?: string; names?: string[] } = {},
): { password: string; generated: boolean } {
  if (password === undefined) return { password: generatePassword(), generated: true };
  const checked = parse(newPasswordSchema, password, '--password');
  if (passwordEqualsEmail(checked, email)) throw new CliError(`--password: ${PASSWORD_SAME_AS_EMAIL}`);
  const strength = checkPassword(checked, { email, ...context });
  if (!strength.ok) throw new CliError(`--password: ${strength.problem}`);
  return { password: checked, generated: false };
}

/** Field errors of the shared account code (a taken e-mail or username) read as one line. */
function explain(error: unknown): never {
  if (error instanceof HttpError && error.statusCode === 400) {
    const problems = Object.entries(error.body).map(
      ([field, messages]) => `${field}: ${Array.isArray(messages) ? messages.join(' ') : String(messages)}`,
    );
    throw new CliError(problems.join('; '));
  }
  throw error;
}

async function findTenant(db: Database, name: string) {
  const [tenant] = await db
    .select()
    .from(tenants)
    .where(sql`lower(${tenants.name}) = ${name.trim().toLowerCase()}`)
    .limit(1);
  if (!tenant) throw new CliError(`No tenant is called "${name}". See list-tenants.`);
  return tenant;
}

export async function createTenantCommand(db: Database, input: { name: string; displayName: string }) {
  const name = parse(tenantNameSchema, input.name, 'Tenant name');
  const displayName = input.displayName.trim();
  if (!displayName)
    throw new CliError('--display-name: give the name people see, e.g. "Lagos State Government".');
  return db.transaction(async (tx) => {
    const [clash] = await tx
      .select({ id: tenants.id })
      .from(tenants)
      .where(sql`lower(${tenants.name}) = ${name}`)
      .limit(1);
    if (clash) throw new CliError(`A tenant called "${name}" already exists.`);
    // The first tenant becomes the default: requests without X-Tenant are served for it.
    const [existingDefault] = await tx
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.isDefault, true))
      .limit(1);
    const [tenant] = await tx
      .insert(tenants)
      .values({ name, displayName, isDefault: !existingDefault })
      .returning();
    await createAccessGroupPrincipals(tx, tenant!.id);
    return tenant!;
  });
}

type AccountInput = { tenant: string; email: string; name: string; username?: string; password?: string };

export async function createAdminCommand(db: Database, input: AccountInput) {
  const tenant = await findTenant(db, input.tenant);
  const email = parse(emailSchema, input.email, '--email');
  const username =
    input.username === undefined ? undefined : parse(usernameSchema, input.username, '--username');
  const name = input.name.trim();
  if (!name) throw new CliError("--name: give the supervising body's name.");
  const chosen = choosePassword(input.password, email, { username, names: [name] });
  return db
    .transaction(async (tx) => {
      const [existing] = await tx
        .select({ username: organizations.username })
        .from(organizations)
        .where(and(eq(organizations.tenantId, tenant.id), eq(organizations.accountType, 'ADMIN')))
        .limit(1);
      if (existing)
        throw new CliError(
          `Tenant "${tenant.name}" already has its supervising body (${existing.username}). Use reset-password to recover its account.`,
        );
      const { user, organization } = await createAccount(tx, {
        tenantId: tenant.id,
        accountType: 'ADMIN',
        email,
        username,
        password: chosen.password,
        displayName: name,
        emailVerified: true,
        newlyRegistered: false,
      });
      return { tenant, user, organization, ...chosen };
    })
    .catch(explain);
}

export async function createOrganizationCommand(
  db: Database,
  input: AccountInput & { type: string; parent?: string },
) {
  const tenant = await findTenant(db, input.tenant);
  const type = input.type.trim().toUpperCase() as OrganizationType;
  if (!ORGANIZATION_TYPES.includes(type))
    throw new CliError(`--type: one of ${ORGANIZATION_TYPES.join(', ')}.`);
  const email = parse(emailSchema, input.email, '--email');
  const username =
    input.username === undefined ? undefined : parse(usernameSchema, input.username, '--username');
  const name = input.name.trim();
  if (!name) throw new CliError("--name: give the organisation's name.");
  const chosen = choosePassword(input.password, email, { username, names: [name] });
  const allowedParents = ALLOWED_PARENTS[type];
  return db
    .transaction(async (tx) => {
      let parent: typeof organizations.$inferSelect | undefined;
      if (input.parent !== undefined) {
        if (allowedParents.length === 0)
          throw new CliError(`--parent: ${article(type)} has no parent organisation.`);
        [parent] = await tx
          .select()
          .from(organizations)
          .where(
            and(
              eq(organizations.tenantId, tenant.id),
              sql`lower(${organizations.username}) = ${input.parent.trim().toLowerCase()}`,
            ),
          )
          .limit(1);
        if (!parent)
          throw new CliError(
            `--parent: tenant "${tenant.name}" has no organisation with the username "${input.parent}".`,
          );
        if (!allowedParents.includes(parent.accountType)) {
          throw new CliError(
            `--parent: ${article(type)} belongs under ${allowedParents.map(article).join(' or ')}, and ${parent.username} is ${article(parent.accountType)}.`,
          );
        }
      } else if (type === 'MINISTRY') {
        // A ministry answers to the tenant's supervising body when there is one.
        [parent] = await tx
          .select()
          .from(organizations)
          .where(and(eq(organizations.tenantId, tenant.id), eq(organizations.accountType, 'ADMIN')))
          .limit(1);
      } else if (type === 'AGENCY' || type === 'DEPARTMENT') {
        throw new CliError(
          `--parent: ${article(type)} needs the username of the organisation it belongs under.`,
        );
      }
      const { user, organization } = await createAccount(tx, {
        tenantId: tenant.id,
        accountType: type,
        email,
        username,
        password: chosen.password,
        displayName: name,
        companyName: type === 'CSO' ? name : null,
        parentOrganizationId: parent?.id ?? null,
        emailVerified: true,
        newlyRegistered: false,
      });
      return { tenant, user, organization, parent: parent ?? null, ...chosen };
    })
    .catch(explain);
}

export async function resetPasswordCommand(
  db: Database,
  input: { tenant: string; email: string; password?: string },
) {
  const tenant = await findTenant(db, input.tenant);
  const email = parse(emailSchema, input.email, '--email');
  const chosen = choosePassword(input.password, email);
  const passwordHash = await hashPassword(chosen.password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      // A new password ends every session: access tokens issued before passwordChangedAt are refused.
      .set({ passwordHash, passwordChangedAt: new Date(), modifiedAt: new Date() })
      .where(
        and(eq(users.tenantId, tenant.id), sql`lower(${users.email}) = ${email}`, isNull(users.deletedAt)),
      )
      .returning();
    if (!user) throw new CliError(`Tenant "${tenant.name}" has no account with the e-mail ${email}.`);
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, user.id), isNull(refreshTokens.revokedAt)));
    return { tenant, user, ...chosen };
  });
}

/** How many migrations the database has (withDatabase has just applied the missing ones). */
export async function appliedMigrationsCommand(db: Database): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
  );
  return result.rows[0]!.count;
}

export async function listTenantsCommand(db: Database) {
  const result = await db.execute<{
    name: string;
    display_name: string;
    is_default: boolean;
    created_at: string | Date;
    users: number;
    organizations: number;
  }>(sql`
    SELECT t.name, t.display_name, t.is_default, t.created_at,
           (SELECT count(*)::int FROM users u WHERE u.tenant_id = t.id AND NOT u.is_pseudo AND u.deleted_at IS NULL) AS users,
           (SELECT count(*)::int FROM organizations o WHERE o.tenant_id = t.id AND NOT o.is_personal) AS organizations
    FROM tenants t ORDER BY t.created_at, t.name`);
  return result.rows.map((row) => ({
    name: row.name,
    displayName: row.display_name,
    isDefault: row.is_default,
    created: new Date(row.created_at).toISOString(),
    users: row.users,
    organizations: row.organizations,
  }));
}
