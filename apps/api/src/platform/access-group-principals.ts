import { sql } from 'drizzle-orm';
import { accessGroupUsername, RESERVED_EMAIL_DOMAIN } from '@oversight/shared/accounts/reserved-names';
import {
  ACCESS_GROUP_LABELS,
  ACCESS_GROUPS,
  PSEUDO_USER_EMAILS,
  type AccessGroup,
} from '@oversight/shared/collaboration/content';
import type { DbOrTx } from '../db/client.js';

/**
 * The pseudo-users standing for the access groups ("general public", "everyone in the organisation", "all MDAs") of
 * a tenant. Made with the tenant, checked at every start: a tenant made before they were, or whose reserved e-mail
 * or username a person took (sign-up did not refuse them once), is repaired. A squatter keeps their account under a
 * new address and username, and the change is logged.
 */

type Log = { warn: (details: object, message: string) => void };

const RESERVED_EMAILS = ACCESS_GROUPS.map((group) => PSEUDO_USER_EMAILS[group]);
const RESERVED_USERNAMES = ACCESS_GROUPS.map((group) => accessGroupUsername(group));
const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

const accessGroupRows = sql.join(
  ACCESS_GROUPS.map(
    (group) =>
      sql`(${PSEUDO_USER_EMAILS[group]}, ${accessGroupUsername(group)}, ${ACCESS_GROUP_LABELS[group]})`,
  ),
  sql`, `,
);

/** Moves people and organisations off the reserved e-mails and usernames; returns how many were moved. */
async function moveSquatters(db: DbOrTx, tenantId: string | null, log: Log): Promise<number> {
  const scope = tenantId ? sql`AND tenant_id = ${tenantId}::uuid` : sql``;
  const squatters = await db.execute<{ id: string; tenant_id: string; email: string; username: string }>(sql`
    SELECT id, tenant_id, email, username FROM users
     WHERE NOT is_pseudo ${scope}
       AND (lower(email) = ANY(${textArray(RESERVED_EMAILS)})
            OR lower(split_part(email, '@', 2)) = ${RESERVED_EMAIL_DOMAIN}
            OR lower(split_part(email, '@', 2)) LIKE ${`%.${RESERVED_EMAIL_DOMAIN}`}
            OR lower(username) = ANY(${textArray(RESERVED_USERNAMES)}))`);
  for (const user of squatters.rows) {
    const tag = user.id.replaceAll('-', '').slice(0, 12);
    const email = `renamed-${user.id}@reserved-name.oversight.invalid`;
    const username = RESERVED_USERNAMES.includes(user.username.toLowerCase())
      ? `renamed_${tag}`
      : user.username;
    await db.execute(sql`UPDATE users SET email = ${email}, username = ${username}, modified_at = now()
      WHERE id = ${user.id}::uuid`);
    // Their personal organisation carries the same username and e-mail.
    await db.execute(sql`UPDATE organizations SET username = ${username}, email = ${email}, modified_at = now()
      WHERE tenant_id = ${user.tenant_id}::uuid AND owner_id = ${user.id}::uuid
        AND (lower(username) = ANY(${textArray(RESERVED_USERNAMES)}) OR lower(email) = ${user.email.toLowerCase()})`);
    log.warn(
      {
        tenantId: user.tenant_id,
        userId: user.id,
        from: { email: user.email, username: user.username },
        to: { email, username },
      },
      'an account held a name reserved for an access group: it keeps its data under a new e-mail and username',
    );
  }
  // An organisation (not a personal one) can hold a reserved username too.
  const organizations = await db.execute<{ id: string; tenant_id: string; username: string }>(sql`
    UPDATE organizations SET username = 'renamed_' || substr(replace(id::text, '-', ''), 1, 12), modified_at = now()
     WHERE lower(username) = ANY(${textArray(RESERVED_USERNAMES)}) ${scope}
     RETURNING id, tenant_id, username`);
  for (const organization of organizations.rows)
    log.warn(
      { tenantId: organization.tenant_id, organizationId: organization.id, to: organization.username },
      'an organisation held a username reserved for an access group: renamed',
    );
  return squatters.rows.length + organizations.rows.length;
}

async function insertPrincipals(db: DbOrTx, tenantId: string | null) {
  const tenants = tenantId ? sql`SELECT ${tenantId}::uuid AS id` : sql`SELECT id FROM tenants`;
  await db.execute(sql`
    INSERT INTO users (tenant_id, email, username, display_name, account_type, is_pseudo, newly_registered)
    SELECT t.id, g.email, g.username, g.label, 'PSEUDO', true, false
      FROM (${tenants}) t CROSS JOIN (VALUES ${accessGroupRows}) AS g(email, username, label)
    ON CONFLICT DO NOTHING`);
}

/** Makes a new tenant's access-group principals (call in the transaction that creates the tenant). */
export async function createAccessGroupPrincipals(db: DbOrTx, tenantId: string) {
  await insertPrincipals(db, tenantId);
}

/** Repairs one tenant, or all (at start): moves squatters off the reserved names, then makes missing principals. */
export async function repairAccessGroupPrincipals(
  db: DbOrTx,
  log: Log,
  tenantId: string | null = null,
): Promise<{ moved: number }> {
  const moved = await moveSquatters(db, tenantId, log);
  await insertPrincipals(db, tenantId);
  return { moved };
}

const findPrincipal = async (db: DbOrTx, tenantId: string, group: AccessGroup) =>
  (
    await db.execute<{ id: string }>(
      sql`SELECT id FROM users WHERE tenant_id = ${tenantId}::uuid AND is_pseudo AND lower(email) = ${PSEUDO_USER_EMAILS[group]}`,
    )
  ).rows[0]?.id;

/**
 * The tenant's pseudo-user standing for an access group. It has no password and is_pseudo set: it never signs in and
 * lists leave it out. Made with the tenant; made here if missing, the tenant repaired first if its name was taken.
 */
export async function pseudoUserId(
  db: DbOrTx,
  tenantId: string,
  group: AccessGroup,
  log: Log = { warn: () => undefined },
): Promise<string> {
  const found = await findPrincipal(db, tenantId, group);
  if (found) return found;
  await repairAccessGroupPrincipals(db, log, tenantId);
  const made = await findPrincipal(db, tenantId, group);
  if (!made) throw new Error(`The "${group}" principal of tenant ${tenantId} could not be made`);
  return made;
}
