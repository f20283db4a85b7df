import {
  MAX_FACILITY_POINTS,
  type CitizenAnalytics,
  type CitizenAnalyticsQuery,
  type ContractorAnalyticsQuery,
  type FacilityPoints,
  type FacilityQuery,
  type FacilityRow,
} from '@oversight/shared/analytics/analytics.schemas';
import { PROJECT_STATUSES } from '@oversight/shared/reference/enums';
import type { ContextOf } from '../../platform/request-context.js';
import { forbidden, unauthorized } from '../../platform/errors.js';
import { cachedPublicAnswer } from '../../platform/public-cache.js';
import * as presenter from './analytics.presenter.js';
import * as repo from './analytics.repository.js';

/** What the analytics services use of the request's context (a route passes `request.ctx`). */
export type Caller = ContextOf<'db' | 'auth'>;

/** Organisations whose projects concern people: they see the people who follow, review or comment on them. */
const PROJECT_ORGANIZATION_TYPES = new Set(['MINISTRY', 'AGENCY', 'CONTRACTOR', 'DEPARTMENT']);

// ---------------------------------------------------------------------------------------------------------------
// Citizens

function period(year: number | undefined, now = new Date()) {
  const from = year
    ? new Date(Date.UTC(year, 0, 1))
    : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  const monthList = presenter.months(from, 12);
  const to = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 12, 1));
  return { from, to, monthList };
}

/**
 * GET /users/analysis/: the supervising body (ADMIN) sees every citizen and CSO of its tenant; a ministry, agency,
 * department or contractor sees the people its projects concern (repository PeopleScope); citizens and CSOs none.
 * Every count about people is protected (presenter `protect`).
 */
export async function getCitizenAnalytics(
  caller: Caller,
  query: CitizenAnalyticsQuery,
): Promise<CitizenAnalytics> {
  const { auth } = caller;
  if (!auth.user) throw unauthorized();
  const organization = auth.organization;
  if (!organization) throw forbidden('Choose an organisation: the X-Organization-Id header is missing.');
  const all = organization.accountType === 'ADMIN';
  if (!all && !PROJECT_ORGANIZATION_TYPES.has(organization.accountType))
    throw forbidden('Citizen analytics are for the supervising body and for organisations with projects.');
  const { from, to, monthList } = period(query.year);
  const aggregates = await repo.citizenAggregates(
    caller.db,
    { tenantId: auth.tenant.id, organizationId: all ? null : organization.id },
    from.toISOString(),
    to.toISOString(),
  );
  return presenter.presentCitizens(aggregates, all ? 'all' : 'organization', monthList, {
    from: monthList[0]!,
    to: monthList[monthList.length - 1]!,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Contractors and facilities: published projects only, the same for every caller, so shared a few seconds

type ProjectFilterQuery = Pick<
  ContractorAnalyticsQuery,
  'state' | 'sector' | 'status' | 'year' | 'ministry' | 'agency'
>;

function toFilter(tenantId: string, q: ProjectFilterQuery): repo.AnalyticsFilter {
  return {
    tenantId,
    states: q.state,
    sectors: q.sector,
    statuses: q.status?.map((s) => PROJECT_STATUSES[s].code),
    years: q.year,
    ministryUsernames: q.ministry,
    agencyUsernames: q.agency,
  };
}

const jsonSize = (value: unknown) => JSON.stringify(value).length;
const cacheKey = (kind: string, q: object) => `analytics:${kind}:${JSON.stringify(q)}`;

type Page = { limit: number; offset: number };

export async function getContractorAnalytics(
  caller: Caller,
  query: Omit<ContractorAnalyticsQuery, 'limit' | 'offset' | 'format'>,
  page: Page | null,
) {
  const tenantId = caller.auth.tenant.id;
  const descending = query.ordering.startsWith('-');
  const order = query.ordering.replace(/^-/, '') as repo.ContractorOrderKey;
  return cachedPublicAnswer(
    caller.db,
    tenantId,
    cacheKey('contractors', { ...query, page }),
    async () => {
      const found = await repo.contractorRanking(caller.db, toFilter(tenantId, query), {
        query: query.query || undefined,
        order,
        descending,
        page,
      });
      const s = found.summary;
      return {
        count: found.count,
        results: found.rows.map(presenter.presentContractor),
        summary: {
          contractors: s.contractors,
          projects: s.projects,
          total_value: s.total_value,
          completed: s.completed,
          delayed: s.delayed,
          abandoned: s.abandoned,
          sentiment: { positive: s.positive, neutral: s.neutral, negative: s.negative },
        },
      };
    },
    jsonSize,
  );
}

function facilityFilter(
  tenantId: string,
  q: Omit<FacilityQuery, 'limit' | 'offset' | 'format'>,
): repo.FacilityFilter {
  return { ...toFilter(tenantId, q), types: q.type, work: q.work };
}

export async function getFacilityAnalytics(
  caller: Caller,
  query: Omit<FacilityQuery, 'limit' | 'offset' | 'format'>,
  page: Page,
) {
  const tenantId = caller.auth.tenant.id;
  return cachedPublicAnswer(
    caller.db,
    tenantId,
    cacheKey('facilities', { ...query, page }),
    async () => {
      const filter = facilityFilter(tenantId, query);
      const [aggregates, rows] = await Promise.all([
        repo.facilityAggregates(caller.db, filter),
        repo.facilityTable(caller.db, filter, page),
      ]);
      return {
        count: aggregates.count,
        results: rows.map(presenter.presentFacility),
        ...presenter.presentFacilityAggregates(aggregates),
      };
    },
    jsonSize,
  );
}

export async function getFacilityPoints(
  caller: Caller,
  query: Omit<FacilityQuery, 'limit' | 'offset' | 'format'>,
): Promise<FacilityPoints> {
  const tenantId = caller.auth.tenant.id;
  return cachedPublicAnswer(
    caller.db,
    tenantId,
    cacheKey('facility-points', query),
    async () => {
      const rows = await repo.facilityPoints(caller.db, facilityFilter(tenantId, query), MAX_FACILITY_POINTS);
      const count = rows[0]?.count ?? 0;
      return {
        count,
        truncated: count > rows.length,
        points: rows.map((r) => ({
          public_id: r.public_id,
          name: r.name,
          type: r.type as FacilityRow['type'],
          status: presenter.statusName(r.status),
          lat: r.lat,
          lng: r.lng,
        })),
      };
    },
    jsonSize,
  );
}

/** Every facility row of the filters, for the CSV download. */
export async function listAllFacilities(
  caller: Caller,
  query: Omit<FacilityQuery, 'limit' | 'offset' | 'format'>,
): Promise<FacilityRow[]> {
  const rows = await repo.facilityTable(caller.db, facilityFilter(caller.auth.tenant.id, query), null);
  return rows.map(presenter.presentFacility);
}
