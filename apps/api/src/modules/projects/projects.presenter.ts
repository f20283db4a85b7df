import {
  PLAN_FRAMEWORKS,
  PROJECT_STATUS_NAMES,
  PROJECT_STATUSES,
  type ProjectStatus,
} from '@oversight/shared/reference/enums';
import type {
  OrganizationCard,
  Project,
  ProjectAbilities,
  ProjectActivity,
  ProjectBrief,
  ProjectOrganization,
  PublicUser,
  StatusCount,
} from '@oversight/shared/projects/projects.schemas';
import type { OrganizationBrief, ProjectRelations, ProjectRow } from './catalogue.repository.js';
import type { ActivityRow } from './project-activities.repository.js';
import { isoTimestamp } from '../../platform/timestamps.js';
import type { OrganizationCardRow, PublicUserRow } from './directories.repository.js';

const STATUS_BY_CODE = new Map<number, ProjectStatus>(
  PROJECT_STATUS_NAMES.map((name) => [PROJECT_STATUSES[name].code, name]),
);

export function statusName(code: number): ProjectStatus {
  return STATUS_BY_CODE.get(code) ?? 'NOT_STARTED';
}

export function presentOrganizationBrief(organization: OrganizationBrief): ProjectOrganization {
  return {
    public_id: organization.id,
    name: organization.name,
    username: organization.username,
    account_type: organization.account_type,
    avatar: organization.avatar ?? null,
  };
}

const NO_RELATIONS = (id: string): ProjectRelations => ({
  id,
  locations: [],
  contractors: [],
  ministry: null,
  agency: null,
  owner: null,
  parent_public_id: null,
  is_eyemarked: false,
});

export function presentProject(
  row: ProjectRow,
  relations: ProjectRelations | undefined,
  abilities: ProjectAbilities,
): Project {
  const related = relations ?? NO_RELATIONS(row.id);
  const status = statusName(row.status);
  const project: Project = {
    public_id: row.public_id,
    name: row.name,
    code: row.code,
    description: row.description,
    status,
    status_label: PROJECT_STATUSES[status].label,
    plan: row.plan === null ? null : (PLAN_FRAMEWORKS[row.plan] ?? null),
    sectors: row.sectors,
    sdgs: row.sdgs,
    categories: row.categories,
    tags: row.tags,
    states: row.states,
    lgas: row.lgas,
    wards: row.wards,
    geolocations: related.locations.map((location) => ({
      state: location.state,
      lga: location.lga,
      ward: location.ward,
      coordinates: { latitude: location.latitude, longitude: location.longitude },
    })),
    start_date: row.start_date,
    end_date: row.end_date,
    date_awarded: row.date_awarded,
    percentage_completed: Number(row.percentage_completed),
    total_project_cost: row.total_project_cost,
    total_amount_released: row.total_amount_released,
    total_amount_spent: row.total_amount_spent,
    total_amount_utilized: row.total_amount_spent,
    total_financial_commitment: row.total_financial_commitment,
    total_appropriation: row.total_appropriation,
    appropriation_for_2021: row.appropriation_for_2021,
    amount_budgeted: row.amount_budgeted,
    yearly_appropriation: row.yearly_appropriation,
    currency: row.currency,
    links: row.links,
    contract_type: row.contract_type,
    geo_political_zone: row.geo_political_zone,
    ministry: related.ministry ? presentOrganizationBrief(related.ministry) : null,
    agency: related.agency ? presentOrganizationBrief(related.agency) : null,
    organization: related.owner ? presentOrganizationBrief(related.owner) : null,
    contractors: related.contractors.map(presentOrganizationBrief),
    parent: related.parent_public_id,
    image: row.image_url,
    views: row.views,
    eyemarked_count: row.eyemarked_count,
    reviews_count: row.reviews_count,
    is_eyemarked: related.is_eyemarked,
    is_published: row.is_published,
    created: isoTimestamp(row.created_at),
    modified: isoTimestamp(row.modified_at),
    abilities,
  };
  if (row.distance !== undefined && row.distance !== null) project.distance = Math.round(row.distance);
  return project;
}

export function presentProjectBrief(row: ProjectRow): ProjectBrief {
  const status = statusName(row.status);
  return {
    public_id: row.public_id,
    name: row.name,
    status,
    status_label: PROJECT_STATUSES[status].label,
    states: row.states,
    start_date: row.start_date,
    end_date: row.end_date,
    total_project_cost: row.total_project_cost,
    percentage_completed: Number(row.percentage_completed),
    image: row.image_url,
  };
}

export function presentActivity(row: ActivityRow): ProjectActivity {
  return {
    id: row.id,
    action: row.action,
    actor:
      row.actor_id && row.actor_account_type
        ? row.actor_deleted
          ? {
              public_id: row.actor_id,
              username: 'deleted',
              display_name: 'Deleted user',
              avatar: null,
              account_type: row.actor_account_type,
            }
          : {
              public_id: row.actor_id,
              username: row.actor_username ?? '',
              display_name: row.actor_display_name ?? '',
              avatar: row.actor_avatar,
              account_type: row.actor_account_type,
            }
        : null,
    changes: row.changes,
    created: isoTimestamp(row.created_at),
  };
}

export function presentStatusCount(byCode: Map<number, number>): StatusCount {
  const counts = {
    not_started: 0,
    ongoing: 0,
    completed: 0,
    on_hold: 0,
    canceled: 0,
    abandoned: 0,
  } satisfies StatusCount;
  for (const name of PROJECT_STATUS_NAMES)
    counts[PROJECT_STATUSES[name].countKey] = byCode.get(PROJECT_STATUSES[name].code) ?? 0;
  return counts;
}

export function presentOrganizationCard(row: OrganizationCardRow): OrganizationCard {
  return {
    public_id: row.id,
    name: row.name,
    username: row.username,
    account_type: row.account_type,
    avatar: row.avatar ?? null,
    description: row.description,
    parent: row.parent_id,
    no_of_projects: row.no_of_projects,
  };
}

/** Only public fields: no e-mail, names beyond the display name, residence, interests or settings. */
export function presentPublicUser(row: PublicUserRow): PublicUser {
  return {
    public_id: row.id,
    username: row.username,
    display_name: row.display_name,
    avatar: row.avatar,
    account_type: row.account_type,
    bio: row.bio,
  };
}
