import { eq } from 'drizzle-orm';
import { VISUALIZATIONS_PER_DASHBOARD_MAX } from '@oversight/shared/dashboards/visualizations.schemas';
import type { DbOrTx } from '../../db/client.js';
import { organizations } from '../../db/schema/index.js';
import { HttpError } from '../../platform/errors.js';
import { selectFreePlan } from './subscriptions.repository.js';

/**
 * What the organisation's plan unlocks, checked on the server by the routes that offer it. The
 * organisation row's is_pro_user and max_sub_users follow the active subscription (written when it changes).
 * Pro features today: plan exports (XLSX), more than the Free plan's charts on a dashboard, and staff beyond
 * the plan's max_sub_users (staff.service reads max_sub_users and answers this 402).
 */
export type ProFeature = 'plan_export' | 'dashboard_charts' | 'staff';

const FEATURE_TEXT: Record<ProFeature, string> = {
  plan_export: 'Exporting a plan (spreadsheet or PDF) is part of the Pro plan.',
  dashboard_charts: 'More charts on a dashboard are part of the Pro plan.',
  staff: 'More staff accounts come with a bigger plan.',
};

/** 402 Payment Required with what to do: who manages billing upgrades at /settings/subscription. */
export function upgradeRequired(feature: ProFeature, detail = FEATURE_TEXT[feature]) {
  return new HttpError(402, {
    detail: `${detail} Ask an owner or someone who manages billing to upgrade in Settings > Subscription.`,
    code: 'upgrade_required',
    feature,
    upgrade_url: '/settings/subscription',
  });
}

async function isPro(db: DbOrTx, organizationId: string): Promise<boolean> {
  const [row] = await db
    .select({ isProUser: organizations.isProUser })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row?.isProUser ?? false;
}

/** Throws the 402 unless the organisation that owns the item is on a Pro plan. */
export async function requireProFeature(db: DbOrTx, organizationId: string, feature: ProFeature) {
  if (!(await isPro(db, organizationId))) throw upgradeRequired(feature);
}

/**
 * How many staff accounts this organisation's plan pays for (its row follows the active subscription, or what the
 * supervising body granted it): the most it may hand on to an agency under it.
 */
export async function staffSeatsOf(db: DbOrTx, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ maxSubUsers: organizations.maxSubUsers })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row?.maxSubUsers ?? (await selectFreePlan(db)).maxSubUsers;
}

/** How many charts a dashboard of this organisation may hold. */
export async function chartsPerDashboard(db: DbOrTx, organizationId: string): Promise<number> {
  if (await isPro(db, organizationId)) return VISUALIZATIONS_PER_DASHBOARD_MAX;
  return (await selectFreePlan(db)).maxChartsPerDashboard ?? VISUALIZATIONS_PER_DASHBOARD_MAX;
}
