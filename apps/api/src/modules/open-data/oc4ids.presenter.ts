import type { Project, ProjectOrganization } from '@oversight/shared/projects/projects.schemas';
import type { ProjectStatus } from '@oversight/shared/reference/enums';
import { findSector } from '@oversight/shared/reference/sectors';
import { findStateByCode, findStateByName } from '@oversight/shared/reference/states';
import type { OrganizationFacts, RelatedRow } from './open-data.repository.js';

/**
 * Our projects as OC4IDS 0.9.5 projects (docs/standards/oc4ids-0.9.5/project-schema.json). Every field we hold is
 * mapped; fields we do not hold are left out rather than guessed, as the standard asks (no empty strings or arrays).
 */

export type Oc4idsSettings = { prefix: string; publicUrl: string };
export type Oc4idsExtras = { organizations: Map<string, OrganizationFacts>; related: RelatedRow[] };
type Json = Record<string, unknown>;

/** Our statuses on the closed projectStatus codelist: a paused project is still in its implementation phase. */
const PROJECT_STATUS: Record<ProjectStatus, string> = {
  NOT_STARTED: 'preparation',
  ON_GOING: 'implementation',
  ON_HOLD: 'implementation',
  COMPLETED: 'completion',
  CANCELED: 'cancelled',
  ABANDONED: 'cancelled',
};

/** Our sectors on the open projectSector codelist (a subsector comes with its parent, as the standard asks). */
const PROJECT_SECTOR: Record<string, string[]> = {
  AGRICULTURE: ['economy'],
  AVIATION: ['transport', 'transport.air'],
  EDUCATION: ['education'],
  ENVIRONMENT: ['naturalResources'],
  HEALTH: ['health'],
  HUMANITARIAN_AFFAIRS: ['governance'],
  INFORMATION_AND_COMMUNICATION_TECHNOLOGY: ['communications'],
  JUSTICE: ['governance'],
  MINES_AND_STEEL: ['naturalResources'],
  OIL_AND_GAS: ['energy'],
  POWER: ['energy'],
  SCIENCE_AND_TECHNOLOGY: ['economy'],
  SECURITY_AND_DEFENCE: ['governance'],
  TRADE_AND_INVESTMENT: ['economy'],
  TRANSPORT: ['transport'],
  WATER_RESOURCES: ['waterAndWaste'],
  WOMEN_AFFAIRS: ['governance'],
  WORKS_AND_HOUSING: ['socialHousing'],
  YOUTH_AND_SPORTS: ['cultureSportsAndRecreation'],
};

/** Subsectors the project's own name makes plain ("Dualisation of the Kano-Maiduguri Road"). */
const NAMED_SUBSECTORS: [RegExp, string[]][] = [
  [/\b(road|highway|expressway|bridge|flyover|interchange)s?\b/i, ['transport', 'transport.road']],
  [/\b(rail|railway|metro|light rail)\b/i, ['transport', 'transport.rail']],
  [/\b(airport|airstrip|aerodrome)s?\b/i, ['transport', 'transport.air']],
  [/\b(seaport|jetty|waterway|dredging)s?\b/i, ['transport', 'transport.water']],
  [/\bsolar\b/i, ['energy', 'energy.solar']],
  [/\b(hydro|hydropower|hydroelectric)\b/i, ['energy', 'energy.hydropower']],
  [/\bwind (farm|power|turbine)s?\b/i, ['energy', 'energy.wind']],
  [/\b(flood|erosion control|embankment)s?\b/i, ['naturalResources', 'naturalResources.floodProtection']],
];

/** The projectType codelist is closed; the type is read from the name's first words, and left out when unclear. */
const NAMED_TYPES: [RegExp, string][] = [
  [
    /\b(rehabilitation|rehabilitate|renovation|repair|resurfacing|upgrad(e|ing)|reconstruction|restoration)\b/i,
    'rehabilitation',
  ],
  [/\b(replacement|replace)\b/i, 'replacement'],
  [/\b(expansion|extension|dualisation|dualization|widening)\b/i, 'expansion'],
  [/\b(decommissioning|demolition)\b/i, 'decommissioning'],
  [/\b(construction|building|provision|installation|establishment|new)\b/i, 'construction'],
];

const dateTime = (date: string | null) => (date ? `${date.slice(0, 10)}T00:00:00Z` : undefined);
const amount = (value: string | null) => (value === null || value === '' ? undefined : Number(value));
const money = (value: string | null, currency: string) => {
  const number = amount(value);
  return number === undefined || Number.isNaN(number) ? undefined : { amount: number, currency };
};
const titleCase = (value: string) =>
  value
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
const stateName = (value: string | null) =>
  value ? (findStateByName(value)?.name ?? titleCase(value)) : undefined;
/** Drops undefined members and empty arrays, so no optional field is sent empty (the schema's minItems/minProperties). */
function compact<T extends Json>(object: T): T {
  return Object.fromEntries(
    Object.entries(object).filter(
      ([, value]) =>
        value !== undefined &&
        value !== null &&
        value !== '' &&
        !(Array.isArray(value) && value.length === 0),
    ),
  ) as T;
}

export const oc4idsProjectId = (settings: Oc4idsSettings, publicId: string) =>
  `${settings.prefix}-${publicId}`;

/** An absolute URL of ours (images may be stored as /media/... paths). */
const absolute = (settings: Oc4idsSettings, url: string) => new URL(url, `${settings.publicUrl}/`).toString();

/** A party's id: `NG-CAC-<RC number>` (the org-id.guide scheme of Nigeria's company register) when known, else ours. */
function partyId(
  organization: ProjectOrganization,
  facts: OrganizationFacts | undefined,
  settings: Oc4idsSettings,
) {
  const rc = rcNumber(facts);
  return rc ? `NG-CAC-${rc}` : `${settings.prefix}-org-${organization.public_id}`;
}

/** "RC 123456" or "RC-123456" as the register writes it: 123456. */
function rcNumber(facts: OrganizationFacts | undefined): string | null {
  const digits = facts?.rc_number?.replace(/^\s*RC[\s-]*/i, '').replace(/\s+/g, '');
  return digits ? digits : null;
}

function parties(project: Project, extras: Oc4idsExtras, settings: Oc4idsSettings) {
  const byId = new Map<string, { organization: ProjectOrganization; roles: Set<string> }>();
  const add = (organization: ProjectOrganization | null, roles: string[]) => {
    if (!organization) return;
    const entry = byId.get(organization.public_id) ?? { organization, roles: new Set<string>() };
    for (const role of roles) entry.roles.add(role);
    byId.set(organization.public_id, entry);
  };
  // The ministry answers for the project and pays from its budget; the agency carries it out and procures.
  add(project.ministry, ['publicAuthority', 'buyer']);
  add(
    project.agency,
    project.ministry ? ['procuringEntity'] : ['publicAuthority', 'buyer', 'procuringEntity'],
  );
  if (!project.ministry && !project.agency) add(project.organization, ['publicAuthority', 'buyer']);
  else add(project.organization, []);
  // Contractors we hold are those awarded the work: each tendered and won.
  for (const contractor of project.contractors) add(contractor, ['supplier', 'tenderer']);
  return [...byId.values()].map(({ organization, roles }) => {
    const facts = extras.organizations.get(organization.public_id);
    return compact({
      id: partyId(organization, facts, settings),
      name: organization.name,
      identifier: rcNumber(facts)
        ? { scheme: 'NG-CAC', id: rcNumber(facts)!, legalName: organization.name }
        : {
            scheme: settings.prefix,
            id: organization.public_id,
            legalName: organization.name,
            uri: absolute(settings, `/profile/${encodeURIComponent(organization.username)}`),
          },
      address: compact({
        region: facts?.state_code ? findStateByCode(facts.state_code)?.name : undefined,
        countryName: 'Nigeria',
      }),
      contactPoint: facts?.website && /^https?:\/\//.test(facts.website) ? { url: facts.website } : undefined,
      roles: roles.size ? [...roles] : undefined,
    });
  });
}

const reference = (
  project: Project,
  extras: Oc4idsExtras,
  settings: Oc4idsSettings,
  organization: ProjectOrganization | null,
) =>
  organization
    ? {
        id: partyId(organization, extras.organizations.get(organization.public_id), settings),
        name: organization.name,
      }
    : undefined;

function sectors(project: Project): string[] | undefined {
  const codes = new Set<string>();
  for (const key of project.sectors)
    for (const code of PROJECT_SECTOR[findSector(key)?.key ?? key] ?? []) codes.add(code);
  for (const [pattern, named] of NAMED_SUBSECTORS)
    if (pattern.test(project.name)) for (const code of named) codes.add(code);
  return codes.size ? [...codes] : undefined;
}

function projectType(name: string): string | undefined {
  return NAMED_TYPES.find(([pattern]) => pattern.test(name))?.[1];
}

function locations(project: Project) {
  return project.geolocations.map((location, index) => {
    const state = stateName(location.state);
    return compact({
      id: String(index + 1),
      description: [location.ward, location.lga, state].filter(Boolean).join(', ') || undefined,
      geometry: {
        type: 'Point',
        coordinates: [location.coordinates.longitude, location.coordinates.latitude],
      },
      address: compact({ locality: location.lga ?? undefined, region: state, countryName: 'Nigeria' }),
    });
  });
}

function budget(project: Project, extras: Oc4idsExtras, settings: Oc4idsSettings) {
  const years = Object.entries(project.yearly_appropriation)
    .filter(([year, value]) => /^\d{4}$/.test(year) && money(value, project.currency))
    .sort(([a], [b]) => a.localeCompare(b));
  const source = reference(
    project,
    extras,
    settings,
    project.ministry ?? project.agency ?? project.organization,
  );
  const breakdown = years.map(([year, value]) =>
    compact({
      id: year,
      description: `${year} appropriation`,
      amount: money(value, project.currency),
      period: { startDate: `${year}-01-01T00:00:00Z`, endDate: `${year}-12-31T23:59:59Z` },
      sourceParty: source,
    }),
  );
  const total =
    money(project.total_project_cost, project.currency) ??
    money(project.total_appropriation, project.currency);
  const result = compact({
    description: project.total_project_cost
      ? 'Total project cost'
      : project.total_appropriation
        ? 'Total of the yearly appropriations'
        : undefined,
    amount: total,
    budgetBreakdowns: breakdown.length
      ? [{ id: 'appropriations', description: 'Yearly budget appropriations', budgetBreakdown: breakdown }]
      : undefined,
  });
  return Object.keys(result).length ? result : undefined;
}

function period(project: Project) {
  const startDate = dateTime(project.start_date);
  const endDate = dateTime(project.end_date);
  const days =
    project.start_date && project.end_date
      ? Math.round(
          (Date.parse(project.end_date.slice(0, 10)) - Date.parse(project.start_date.slice(0, 10))) /
            86_400_000,
        )
      : undefined;
  const result = compact({
    startDate,
    endDate,
    durationInDays: days !== undefined && days >= 0 ? days : undefined,
  });
  return Object.keys(result).length ? result : undefined;
}

/** Progress and money flows we hold as totals: the physical progress, released and spent (as at the last change). */
function metrics(project: Project) {
  const asAt = { startDate: project.modified, endDate: project.modified };
  const observation = (id: string, rest: Json) => compact({ id, period: asAt, ...rest });
  const released = money(project.total_amount_released, project.currency);
  const spent = money(project.total_amount_spent, project.currency);
  return [
    {
      id: 'progress',
      title: 'Physical progress',
      description: 'Share of the works completed, as reported by the owner.',
      observations: [
        observation('progress', {
          measure: project.percentage_completed,
          unit: { name: 'percent', scheme: 'UNCEFACT', id: 'P1' },
        }),
      ],
    },
    ...(released
      ? [
          {
            id: 'released',
            title: 'Amount released',
            description: 'Money released to the project so far.',
            observations: [observation('released', { value: released })],
          },
        ]
      : []),
    ...(spent
      ? [
          {
            id: 'spent',
            title: 'Amount spent',
            description: 'Money spent on the project so far.',
            observations: [observation('spent', { value: spent })],
          },
        ]
      : []),
  ];
}

function documents(project: Project, settings: Oc4idsSettings) {
  const docs: Json[] = [];
  if (project.image)
    docs.push({
      id: 'image',
      documentType: 'illustration',
      title: `Picture of ${project.name}`,
      url: absolute(settings, project.image),
    });
  project.links
    .filter((link) => /^https?:\/\//i.test(link))
    .forEach((link, index) => {
      try {
        docs.push({ id: `link-${index + 1}`, title: 'Related link', url: new URL(link).toString() });
      } catch {
        // A link that is not a URL stays on the project's page only.
      }
    });
  return docs;
}

/** The contract we hold: who was awarded it, for how much, when it runs; no tender data is kept. */
function contractingProcesses(project: Project, extras: Oc4idsExtras, settings: Oc4idsSettings) {
  const suppliers = project.contractors.map((contractor) =>
    reference(project, extras, settings, contractor)!,
  );
  const value = money(project.total_financial_commitment, project.currency);
  if (!suppliers.length && !value && !project.date_awarded) return [];
  const status =
    project.status === 'COMPLETED' || project.status === 'CANCELED' || project.status === 'ABANDONED'
      ? 'closed'
      : project.date_awarded || suppliers.length
        ? 'active'
        : 'pre-award';
  const contractPeriod = compact({
    startDate: dateTime(project.date_awarded ?? project.start_date),
    endDate: dateTime(project.end_date),
  });
  return [
    {
      id: `${oc4idsProjectId(settings, project.public_id)}-contract-1`,
      summary: compact({
        externalReference: project.code || undefined,
        nature: ['construction'],
        title: project.name,
        description: project.contract_type ? `Contract type: ${project.contract_type}` : undefined,
        status,
        suppliers,
        contractValue: value,
        contractPeriod: Object.keys(contractPeriod).length ? contractPeriod : undefined,
      }),
    },
  ];
}

function relatedProjects(
  project: Project,
  projectId: string,
  extras: Oc4idsExtras,
  settings: Oc4idsSettings,
) {
  return extras.related
    .filter((row) => row.project_id === projectId)
    .map((row) => ({
      id: `${row.relationship}-${row.public_id}`,
      scheme: 'oc4ids',
      identifier: oc4idsProjectId(settings, row.public_id),
      relationship: row.relationship,
      title: row.name,
      uri: absolute(settings, `/api/v1/projects/${encodeURIComponent(row.public_id)}/oc4ids/`),
    }));
}

/** One OC4IDS project. `projectId` is our database id (to find the batch's related projects). */
export function presentOc4idsProject(
  project: Project,
  projectId: string,
  extras: Oc4idsExtras,
  settings: Oc4idsSettings,
) {
  const completed = project.status === 'COMPLETED';
  return compact({
    id: oc4idsProjectId(settings, project.public_id),
    updated: project.modified,
    language: 'en',
    identifiers: [
      { id: project.public_id, scheme: 'oversight' },
      ...(project.code.trim() ? [{ id: project.code.trim(), scheme: 'internal' }] : []),
    ],
    publicAuthority: reference(
      project,
      extras,
      settings,
      project.ministry ?? project.agency ?? project.organization,
    ),
    title: project.name,
    description: project.description.trim() || undefined,
    status: PROJECT_STATUS[project.status],
    type: projectType(project.name),
    sector: sectors(project),
    purpose: undefined,
    budget: budget(project, extras, settings),
    period: period(project),
    locations: locations(project),
    parties: parties(project, extras, settings),
    completion: completed
      ? compact({
          endDate: dateTime(project.end_date),
          finalValue: money(project.total_amount_spent, project.currency),
          finalScopeDetails: `Reported ${project.percentage_completed}% complete.`,
        })
      : undefined,
    metrics: metrics(project),
    documents: documents(project, settings),
    contractingProcesses: contractingProcesses(project, extras, settings),
    relatedProjects: relatedProjects(project, projectId, extras, settings),
  });
}
