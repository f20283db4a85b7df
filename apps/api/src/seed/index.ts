import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Storage } from '../platform/storage.js';
import type { Database } from '../db/client.js';
import { organizations, tenants } from '../db/schema/index.js';
import { createAccount } from '../modules/accounts/account-creation.js';
import { createAccessGroupPrincipals } from '../platform/access-group-principals.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';
import { seedDemoCommunity } from './demo-community.js';
import { seedDemoPeople } from './demo-people.js';
import { seedDemoForms } from './demo-forms.js';
import { seedDemoPlans } from './demo-plans.js';
import { seedDemoSubscription } from './demo-subscription.js';
import { seedDemoDashboards } from './demo-dashboards.js';
import { seedDemoProjects } from './demo-projects.js';

export const DEFAULT_TENANT_DISPLAY_NAME = 'Federal Government of Nigeria';

// Any fixed number: serialises concurrent first starts of several API processes on one PostgreSQL server.
const SEED_LOCK = 740_211_001;

export type SeedOptions = {
  tenantName: string;
  demoData: boolean;
  production: boolean;
  /** Where the demo review photos are written (none without it). */
  storage?: Storage | null;
};

export type SeedResult = {
  seeded: boolean;
  tenant: string | null;
  demoAccounts: number;
  /** The one line the server logs about seeding. */
  message: string;
};

/**
 * Seeds a database that has no tenant yet: the default tenant and, outside production, the demo accounts,
 * all in one transaction (a failure leaves nothing half-made, and the next start tries again).
 * A database with any tenant is left exactly as it is.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ total: sql<number>`count(*)::int` }).from(tenants);
    if (existing && existing.total > 0) {
      return {
        seeded: false,
        tenant: null,
        demoAccounts: 0,
        message: `Database already set up (${existing.total} tenant${existing.total === 1 ? '' : 's'}): nothing seeded.`,
      };
    }
    const displayName = options.tenantName === 'federal' ? DEFAULT_TENANT_DISPLAY_NAME : options.tenantName;
    const [tenant] = await tx
      .insert(tenants)
      .values({ name: options.tenantName, displayName, isDefault: true })
      .returning();
    await createAccessGroupPrincipals(tx, tenant!.id);
    if (!options.demoData || options.production) {
      const why = options.demoData ? 'never in production' : 'DEMO_DATA is off';
      return {
        seeded: true,
        tenant: tenant!.name,
        demoAccounts: 0,
        message: `Seeded the default tenant "${tenant!.name}" (${displayName}); no demo accounts (${why}).`,
      };
    }
    const organizationIds = new Map<string, string>();
    const userIds = new Map<string, string>();
    for (const account of DEMO_ACCOUNTS) {
      const parentOrganizationId = account.parent ? organizationIds.get(account.parent) : null;
      if (account.parent && !parentOrganizationId)
        throw new Error(`Demo account ${account.key} is listed before its parent ${account.parent}`);
      const { user, organization } = await createAccount(tx, {
        tenantId: tenant!.id,
        accountType: account.accountType,
        email: account.email,
        username: account.username,
        password: DEMO_PASSWORD,
        displayName: account.displayName,
        firstName: account.firstName,
        lastName: account.lastName,
        companyName: account.companyName ?? null,
        rcNumber: account.rcNumber ?? null,
        contactNo: account.contactNo ?? null,
        stateOfResidence: account.stateOfResidence ?? null,
        parentOrganizationId,
        emailVerified: true,
        newlyRegistered: false,
      });
      if (account.description)
        await tx
          .update(organizations)
          .set({ description: account.description })
          .where(eq(organizations.id, organization.id));
      organizationIds.set(account.key, organization.id);
      userIds.set(account.key, user.id);
    }
    // About 2% are left unpublished: 2,100 gives the public at least 2,000.
    await seedDemoProjects(tx, tenant!.id, { count: 2100 });
    await seedDemoForms(tx, tenant!.id, organizationIds.get('works')!, userIds.get('works')!);
    await seedDemoPlans(tx, tenant!.id, organizationIds.get('health')!);
    await seedDemoSubscription(tx, {
      tenantId: tenant!.id,
      organizationId: organizationIds.get('health')!,
      billingEmail: 'health@oversight.test',
    });
    await seedDemoDashboards(tx, tenant!.id, organizationIds.get('works')!, userIds.get('works')!);
    await seedDemoCommunity(tx, {
      tenantId: tenant!.id,
      amina: userIds.get('amina')!,
      chinedu: userIds.get('chinedu')!,
      cso: userIds.get('cso')!,
      works: { userId: userIds.get('works')!, organizationId: organizationIds.get('works')! },
      ferma: { userId: userIds.get('ferma')!, organizationId: organizationIds.get('ferma')! },
      health: { organizationId: organizationIds.get('health')! },
      storage: options.storage,
    });
    await seedDemoPeople(tx, tenant!.id);
    return {
      seeded: true,
      tenant: tenant!.name,
      demoAccounts: DEMO_ACCOUNTS.length,
      message: `Seeded the default tenant "${tenant!.name}" (${displayName}) and ${DEMO_ACCOUNTS.length} demo accounts (listed in docs/demo-accounts.md).`,
    };
  });
}

/** Runs at every start; seeds only a database with no tenant, and says in one log line what it did. */
export async function seedOnFirstStart(app: FastifyInstance): Promise<SeedResult> {
  const { config } = app;
  const production = config.env === 'production';
  if (production && config.demoData)
    app.log.warn('DEMO_DATA is ignored in production: demo accounts are never seeded there.');
  const result = await seedDatabase(app.db, {
    tenantName: config.defaultTenant,
    demoData: config.demoData,
    production,
    storage: app.storage,
  });
  app.log.info(result.message);
  return result;
}
