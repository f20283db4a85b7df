import { createTestApp } from '../../test/build-app.js';
import { createTestUser } from '../../test/factories.js';
import { createTestProject } from '../../test/project-fixtures.js';

/**
 * The projects catalogue the projects.routes tests read (projects*.routes.test.ts): three organisations, a contractor
 * of each kind, a citizen and six projects in known places, each test file on its own app.
 */

// Places with known coordinates: Ikeja is ~17 km north of Lagos Island and ~520 km from Abuja.
export const IKEJA = { state: 'LAGOS', lga: 'Ikeja', latitude: 6.6018, longitude: 3.3515 };
export const LAGOS_ISLAND_POINT = '3.3958,6.4541';
export const ABUJA = { state: 'FCT', lga: 'Abuja Municipal', latitude: 9.0765, longitude: 7.3986 };
export const ABUJA_POINT = '7.3986,9.0765';
export const KEFFI = { state: 'NASARAWA', lga: 'Keffi', latitude: 8.8486, longitude: 7.8736 };
export const GWALE = { state: 'KANO', lga: 'Gwale', latitude: 11.9833, longitude: 8.5 };
export const FAGGE = { state: 'KANO', lga: 'Fagge', latitude: 12.0, longitude: 8.5167 };
export const IKWO = { state: 'EBONYI', lga: 'Ikwo', latitude: 6.0667, longitude: 8.1 };

export type CatalogueIds = Record<'health' | 'hospital' | 'road' | 'draft' | 'solar' | 'market', string>;

export async function createCatalogue() {
  const t = await createTestApp();
  const ministry = await createTestUser(t, {
    accountType: 'MINISTRY',
    displayName: 'Federal Ministry of Health',
    username: 'fmoh',
  });
  const agency = await createTestUser(t, {
    accountType: 'AGENCY',
    displayName: 'Rural Electrification Agency',
    username: 'rea',
    parentOrganizationId: ministry.organization.id,
  });
  const contractor = await createTestUser(t, {
    accountType: 'CONTRACTOR',
    displayName: 'Julius Berger Nigeria',
    username: 'julius_berger',
  });
  const otherContractor = await createTestUser(t, {
    accountType: 'CONTRACTOR',
    displayName: 'Dantata and Sawoe',
    username: 'dantata',
  });
  const citizen = await createTestUser(t, { displayName: 'Amina Bello', username: 'amina' });

  const health = await createTestProject(t, {
    name: 'Construction of Primary Health Care Centre, Ikeja',
    code: 'FMH-2022-00001',
    description: 'Brings maternal and child health services closer to the community.',
    status: 1,
    sectors: ['HEALTH'],
    sdgs: [3],
    tags: ['Health'],
    totalProjectCost: '150000000.00',
    amountBudgeted: '50000000.00',
    yearlyAppropriation: { '2023': '60000000.00', '2025': '50000000.00' },
    totalAppropriation: '110000000.00',
    percentageCompleted: '40',
    startDate: '2022-03-01',
    endDate: '2027-06-30',
    ministryId: ministry.organization.id,
    organizationId: ministry.organization.id,
    views: 10,
    locations: [IKEJA],
    contractorIds: [contractor.organization.id],
  });
  const hospital = await createTestProject(t, {
    name: 'Upgrade of General Hospital Gwale',
    code: 'FMH-2018-00002',
    status: 2,
    sectors: ['HEALTH'],
    sdgs: [3],
    tags: ['Health'],
    totalProjectCost: '2000000000.00',
    amountBudgeted: '400000000.00',
    percentageCompleted: '100',
    startDate: '2018-01-15',
    endDate: '2020-12-31',
    ministryId: ministry.organization.id,
    organizationId: ministry.organization.id,
    views: 500,
    locations: [GWALE],
    contractorIds: [otherContractor.organization.id],
  });
  const road = await createTestProject(t, {
    name: 'Rehabilitation of Abuja–Keffi Road Section II',
    code: 'FMW-2021-00003',
    status: 3,
    sectors: ['TRANSPORT'],
    sdgs: [9, 11],
    tags: ['Major Roads', 'Transport'],
    totalProjectCost: '40000000000.00',
    amountBudgeted: '5000000000.00',
    percentageCompleted: '35.5',
    startDate: '2021-05-01',
    endDate: '2025-12-31',
    views: 42,
    locations: [ABUJA, KEFFI],
    contractorIds: [contractor.organization.id],
  });
  const draft = await createTestProject(t, {
    name: 'Secret Draft Hospital, Ikeja',
    code: 'FMH-2025-00004',
    status: 0,
    sectors: ['HEALTH'],
    tags: ['Health'],
    totalProjectCost: '900000000.00',
    startDate: '2025-01-01',
    ministryId: ministry.organization.id,
    organizationId: ministry.organization.id,
    isPublished: false,
    locations: [IKEJA],
  });
  const solar = await createTestProject(t, {
    name: 'Solar Mini-Grid for Rural Electrification, Ikwo',
    code: 'REA-2024-00005',
    status: 0,
    sectors: ['POWER'],
    sdgs: [7],
    tags: ['Power', 'Renewable Energy'],
    totalProjectCost: '300000000.00',
    amountBudgeted: '100000000.00',
    startDate: '2024-02-01',
    endDate: '2026-02-01',
    ministryId: ministry.organization.id,
    agencyId: agency.organization.id,
    organizationId: agency.organization.id,
    locations: [IKWO],
  });
  const market = await createTestProject(t, {
    name: 'Construction of Modern Market, Fagge',
    code: 'FMITI-2019-00006',
    status: 1,
    sectors: ['TRADE_AND_INVESTMENT'],
    sdgs: [8],
    totalProjectCost: '800000000.00',
    percentageCompleted: '85',
    startDate: '2019-06-01',
    endDate: '2023-06-01',
    locations: [FAGGE],
    contractorIds: [otherContractor.organization.id],
  });
  const ids = {
    health: health.publicId,
    hospital: hospital.publicId,
    road: road.publicId,
    draft: draft.publicId,
    solar: solar.publicId,
    market: market.publicId,
  };
  return { t, ministry, agency, contractor, otherContractor, citizen, ids };
}
