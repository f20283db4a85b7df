import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analysisSchema,
  categoriesSchema,
  projectDetailSchema,
  projectPageSchema,
  projectSearchSchema,
  type OrganizationCard,
  type Profile,
  type Project,
  type ProjectActivity,
  type ProjectPage,
  type ProjectTag,
  type PublicUser,
  type QuickSearch,
} from '@oversight/shared/projects/projects.schemas';
import type { Page } from '@oversight/shared/pagination';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestTenant, createTestUser, type TestUser } from '../../test/factories.js';
import { eq } from 'drizzle-orm';
import { projects } from '../../db/schema/index.js';
import { createTestProject } from './project-fixtures.js';

type OrganizationProfile = Extract<Profile, { kind: 'organization' }>;

// Places with known coordinates: Ikeja is ~17 km north of Lagos Island and ~520 km from Abuja.
const IKEJA = { state: 'LAGOS', lga: 'Ikeja', latitude: 6.6018, longitude: 3.3515 };
const LAGOS_ISLAND_POINT = '3.3958,6.4541';
const ABUJA = { state: 'FCT', lga: 'Abuja Municipal', latitude: 9.0765, longitude: 7.3986 };
const ABUJA_POINT = '7.3986,9.0765';
const KEFFI = { state: 'NASARAWA', lga: 'Keffi', latitude: 8.8486, longitude: 7.8736 };
const GWALE = { state: 'KANO', lga: 'Gwale', latitude: 11.9833, longitude: 8.5 };
const FAGGE = { state: 'KANO', lga: 'Fagge', latitude: 12.0, longitude: 8.5167 };
const IKWO = { state: 'EBONYI', lga: 'Ikwo', latitude: 6.0667, longitude: 8.1 };

describe('projects catalogue', () => {
  let t: TestApp;
  let ministry: TestUser;
  let agency: TestUser;
  let contractor: TestUser;
  let otherContractor: TestUser;
  let citizen: TestUser;
  let ids: Record<'health' | 'hospital' | 'road' | 'draft' | 'solar' | 'market', string>;
  const get = (url: string, headers?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  const list = async (query: string, headers?: Record<string, string>) => {
    const response = await get(`/projects/?${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return projectPageSchema.parse(response.json());
  };
  const names = (page: { results: Project[] }) => page.results.map((project) => project.name).sort();

  beforeAll(async () => {
    t = await createTestApp();
    ministry = await createTestUser(t, {
      accountType: 'MINISTRY',
      displayName: 'Federal Ministry of Health',
      username: 'fmoh',
    });
    agency = await createTestUser(t, {
      accountType: 'AGENCY',
      displayName: 'Rural Electrification Agency',
      username: 'rea',
      parentOrganizationId: ministry.organization.id,
    });
    contractor = await createTestUser(t, {
      accountType: 'CONTRACTOR',
      displayName: 'Julius Berger Nigeria',
      username: 'julius_berger',
    });
    otherContractor = await createTestUser(t, {
      accountType: 'CONTRACTOR',
      displayName: 'Dantata and Sawoe',
      username: 'dantata',
    });
    citizen = await createTestUser(t, { displayName: 'Amina Bello', username: 'amina' });

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
    ids = {
      health: health.publicId,
      hospital: hospital.publicId,
      road: road.publicId,
      draft: draft.publicId,
      solar: solar.publicId,
      market: market.publicId,
    };
  });
  afterAll(async () => t.close());

  describe('GET /projects/', () => {
    it('lists published projects with the contract shape, newest first, 50 by default', async () => {
      const page = await list('');
      expect(page.count).toBe(5);
      expect(page.next).toBeNull();
      expect(names(page)).not.toContain('Secret Draft Hospital, Ikeja');
      const health = page.results.find((project) => project.public_id === ids.health)!;
      expect(health).toMatchObject({
        public_id: 'construction-of-primary-health-care-centre-ikeja-fmh-2022-00001',
        status: 'ON_GOING',
        status_label: 'Ongoing',
        total_project_cost: '150000000.00',
        total_amount_utilized: health.total_amount_spent,
        states: ['LAGOS'],
        currency: 'NGN',
        percentage_completed: 40,
        ministry: { username: 'fmoh', account_type: 'MINISTRY' },
        contractors: [{ username: 'julius_berger' }],
        geolocations: [
          { state: 'LAGOS', lga: 'Ikeja', coordinates: { latitude: 6.6018, longitude: 3.3515 } },
        ],
        is_eyemarked: false,
        abilities: { eyemark: false, edit: false },
      });
      expect(health.yearly_appropriation).toEqual({ '2023': '60000000.00', '2025': '50000000.00' });
      const road = page.results.find((project) => project.public_id === ids.road)!;
      expect(road.geolocations).toHaveLength(2);
    });

    it('pages with limit and offset and full next/previous links', async () => {
      const first = await list('limit=2');
      expect(first.results).toHaveLength(2);
      expect(first.next).toBe('http://localhost:3000/api/v1/projects/?limit=2&offset=2');
      const second = await list('limit=2&offset=2');
      expect(second.previous).toBe('http://localhost:3000/api/v1/projects/?limit=2');
      expect(second.results.map((p) => p.public_id)).not.toContain(first.results[0]!.public_id);
    });

    it.each([
      [
        'status=ON_GOING',
        ['Construction of Modern Market, Fagge', 'Construction of Primary Health Care Centre, Ikeja'],
      ],
      [
        'status=1',
        ['Construction of Modern Market, Fagge', 'Construction of Primary Health Care Centre, Ikeja'],
      ],
      [
        'status=ON%20GOING',
        ['Construction of Modern Market, Fagge', 'Construction of Primary Health Care Centre, Ikeja'],
      ],
      [
        'status=Ongoing',
        ['Construction of Modern Market, Fagge', 'Construction of Primary Health Care Centre, Ikeja'],
      ],
      [
        'status=ONGOING',
        ['Construction of Modern Market, Fagge', 'Construction of Primary Health Care Centre, Ikeja'],
      ],
      ['status=PAUSED', ['Rehabilitation of Abuja–Keffi Road Section II']],
      [
        'status=COMPLETED,NOT_STARTED',
        ['Solar Mini-Grid for Rural Electrification, Ikwo', 'Upgrade of General Hospital Gwale'],
      ],
      [
        'status=2&status=0',
        ['Solar Mini-Grid for Rural Electrification, Ikwo', 'Upgrade of General Hospital Gwale'],
      ],
      ['state=KANO', ['Construction of Modern Market, Fagge', 'Upgrade of General Hospital Gwale']],
      [
        'state=kano,Lagos',
        [
          'Construction of Modern Market, Fagge',
          'Construction of Primary Health Care Centre, Ikeja',
          'Upgrade of General Hospital Gwale',
        ],
      ],
      ['state=NASARAWA', ['Rehabilitation of Abuja–Keffi Road Section II']],
      [
        'sector=HEALTH',
        ['Construction of Primary Health Care Centre, Ikeja', 'Upgrade of General Hospital Gwale'],
      ],
      ['sector=Power', ['Solar Mini-Grid for Rural Electrification, Ikwo']],
      ['sdg=9', ['Rehabilitation of Abuja–Keffi Road Section II']],
      ['tags=Major%20Roads', ['Rehabilitation of Abuja–Keffi Road Section II']],
      [
        'tags=major%20roads,renewable%20energy',
        ['Rehabilitation of Abuja–Keffi Road Section II', 'Solar Mini-Grid for Rural Electrification, Ikwo'],
      ],
      ['tags=Nearing%20Completion', ['Construction of Modern Market, Fagge']],
      ['year=2019', ['Construction of Modern Market, Fagge', 'Upgrade of General Hospital Gwale']],
      [
        'year=2017,2026',
        [
          'Construction of Primary Health Care Centre, Ikeja',
          'Solar Mini-Grid for Rural Electrification, Ikwo',
        ],
      ],
      [
        'year=All',
        [
          'Construction of Modern Market, Fagge',
          'Construction of Primary Health Care Centre, Ikeja',
          'Rehabilitation of Abuja–Keffi Road Section II',
          'Solar Mini-Grid for Rural Electrification, Ikwo',
          'Upgrade of General Hospital Gwale',
        ],
      ],
      [
        'min_total_cost=500000000',
        [
          'Construction of Modern Market, Fagge',
          'Rehabilitation of Abuja–Keffi Road Section II',
          'Upgrade of General Hospital Gwale',
        ],
      ],
      [
        'max_total_cost=300000000',
        [
          'Construction of Primary Health Care Centre, Ikeja',
          'Solar Mini-Grid for Rural Electrification, Ikwo',
        ],
      ],
      [
        'min_total_cost=200000000&max_total_cost=1000000000',
        ['Construction of Modern Market, Fagge', 'Solar Mini-Grid for Rural Electrification, Ikwo'],
      ],
      [
        'min_amt_budgeted=100000000&max_amt_budgeted=400000000',
        ['Solar Mini-Grid for Rural Electrification, Ikwo', 'Upgrade of General Hospital Gwale'],
      ],
      [
        'ministry=fmoh',
        [
          'Construction of Primary Health Care Centre, Ikeja',
          'Solar Mini-Grid for Rural Electrification, Ikwo',
          'Upgrade of General Hospital Gwale',
        ],
      ],
      ['agency=REA', ['Solar Mini-Grid for Rural Electrification, Ikwo']],
      ['mda=rea', ['Solar Mini-Grid for Rural Electrification, Ikwo']],
      [
        'mda=fmoh',
        [
          'Construction of Primary Health Care Centre, Ikeja',
          'Solar Mini-Grid for Rural Electrification, Ikwo',
          'Upgrade of General Hospital Gwale',
        ],
      ],
      ['mda=julius_berger', []],
      [
        'contractor=julius_berger',
        [
          'Construction of Primary Health Care Centre, Ikeja',
          'Rehabilitation of Abuja–Keffi Road Section II',
        ],
      ],
      [
        'contractor=julius_berger,dantata',
        [
          'Construction of Modern Market, Fagge',
          'Construction of Primary Health Care Centre, Ikeja',
          'Rehabilitation of Abuja–Keffi Road Section II',
          'Upgrade of General Hospital Gwale',
        ],
      ],
      ['contractor=nobody_here', []],
      [
        'start_date=2021-01-01',
        [
          'Construction of Primary Health Care Centre, Ikeja',
          'Rehabilitation of Abuja–Keffi Road Section II',
          'Solar Mini-Grid for Rural Electrification, Ikwo',
        ],
      ],
      ['end_date=2023-12-31', ['Construction of Modern Market, Fagge', 'Upgrade of General Hospital Gwale']],
      [
        'start_date=2019-01-01&end_date=2025-12-31',
        ['Construction of Modern Market, Fagge', 'Rehabilitation of Abuja–Keffi Road Section II'],
      ],
      ['name=hospital', ['Upgrade of General Hospital Gwale']],
      ['username=dantata', ['Construction of Modern Market, Fagge', 'Upgrade of General Hospital Gwale']],
      [
        'name=mini-grid&username=dantata',
        [
          'Construction of Modern Market, Fagge',
          'Solar Mini-Grid for Rural Electrification, Ikwo',
          'Upgrade of General Hospital Gwale',
        ],
      ],
      ['organization=rea', ['Solar Mini-Grid for Rural Electrification, Ikwo']],
      [
        'organization=fmoh',
        [
          'Construction of Primary Health Care Centre, Ikeja',
          'Solar Mini-Grid for Rural Electrification, Ikwo',
          'Upgrade of General Hospital Gwale',
        ],
      ],
      ['organization=dantata', ['Construction of Modern Market, Fagge', 'Upgrade of General Hospital Gwale']],
      ['state=KANO&status=COMPLETED&sector=HEALTH', ['Upgrade of General Hospital Gwale']],
      ['state=LAGOS,KANO&min_total_cost=1000000000', ['Upgrade of General Hospital Gwale']],
      [
        'sector=HEALTH&contractor=julius_berger&year=2023',
        ['Construction of Primary Health Care Centre, Ikeja'],
      ],
      ['tags=Health&state=KANO&status=ON_GOING', []],
    ])('filters: %s', async (query, expected) => {
      expect(names(await list(query))).toEqual([...expected].sort());
    });

    it('filters by organisation public id as by username', async () => {
      expect(names(await list(`organization=${agency.organization.id}`))).toEqual([
        'Solar Mini-Grid for Rural Electrification, Ikwo',
      ]);
    });

    it.each([
      ['status=FINISHED', 'status'],
      ['status=9', 'status'],
      ['state=ATLANTIS', 'state'],
      ['sector=Astrology', 'sector'],
      ['sdg=18', 'sdg'],
      ['year=20x5', 'year'],
      ['year=1700', 'year'],
      ['min_total_cost=-5', 'min_total_cost'],
      ['max_total_cost=abc', 'max_total_cost'],
      ['min_amt_budgeted=1e9', 'min_amt_budgeted'],
      ['max_amt_budgeted=1.234', 'max_amt_budgeted'],
      ['min_total_cost=10&max_total_cost=5', 'max_total_cost'],
      ['min_amt_budgeted=10&max_amt_budgeted=5', 'max_amt_budgeted'],
      ['start_date=2024-13-01', 'start_date'],
      ['end_date=31/12/2024', 'end_date'],
      ['start_date=2024-02-30', 'start_date'],
      ['start_date=2025-01-01&end_date=2024-01-01', 'end_date'],
      ['point=3.39', 'point'],
      ['point=200,6', 'point'],
      ['point=3.3,abc', 'point'],
      ['dist=5000', 'point'],
      ['point=3.3958,6.4541&dist=-4', 'dist'],
      ['point=3.3958,6.4541&dist=far', 'dist'],
      ['point=3.3958,6.4541&dist=5000000', 'dist'],
      ['ordering=cost', 'ordering'],
      ['ordering=distance', 'ordering'],
      ['format=xml', 'format'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['offset=-1', 'offset'],
      ['is_published=maybe', 'is_published'],
      ['is_published=false', 'is_published'],
      ['contractor=bad%20name!', 'contractor'],
      [`query=${'x'.repeat(201)}`, 'query'],
    ])('answers 400 naming the parameter for %s', async (query, field) => {
      const response = await get(`/projects/?${query}`);
      expect(response.statusCode, response.body).toBe(400);
      const errors = response.json<Record<string, string[]>>();
      expect(Object.keys(errors)).toEqual([field]);
      expect(errors[field]?.[0]).toEqual(expect.any(String));
    });

    it('orders by each ordering', async () => {
      const byName = await list('ordering=name');
      expect(byName.results.map((p) => p.name)).toEqual(names(byName));
      const byCost = await list('ordering=-total_project_cost');
      expect(byCost.results[0]!.public_id).toBe(ids.road);
      expect(byCost.results.at(-1)!.public_id).toBe(ids.health);
      const byViews = await list('ordering=-views');
      expect(byViews.results[0]!.public_id).toBe(ids.hospital);
      const byPercentage = await list('ordering=percentage_completed');
      expect(byPercentage.results[0]!.public_id).toBe(ids.solar);
      const byCreated = await list('ordering=created');
      expect(byCreated.results[0]!.public_id).toBe(ids.health);
      expect((await list('ordering=-created')).results[0]!.public_id).toBe(ids.market);
    });

    it('finds projects around a point: Ikeja is within 20 km of Lagos Island, not 10 km, and far from Abuja', async () => {
      const within20 = await list(`point=${LAGOS_ISLAND_POINT}&dist=20000`);
      expect(within20.results.map((p) => p.public_id)).toEqual([ids.health]);
      expect(within20.results[0]!.distance).toBeGreaterThan(16_000);
      expect(within20.results[0]!.distance).toBeLessThan(18_500);
      expect((await list(`point=${LAGOS_ISLAND_POINT}&dist=10000`)).count).toBe(0);
      const nearAbuja = await list(`point=${ABUJA_POINT}&dist=10000`);
      expect(nearAbuja.results.map((p) => p.public_id)).toEqual([ids.road]);
      expect(nearAbuja.results[0]!.distance).toBeLessThan(100);
      // Keffi (the road's second location) is ~60 km from Abuja: the road counts by its nearest location.
      expect((await list(`point=7.8736,8.8486&dist=1000`)).results.map((p) => p.public_id)).toEqual([
        ids.road,
      ]);
    });

    it('defaults the radius to 10 km and orders by distance', async () => {
      expect((await list(`point=${LAGOS_ISLAND_POINT}`)).count).toBe(0);
      const national = await list(`point=${LAGOS_ISLAND_POINT}&dist=2000000&ordering=distance`);
      const distances = national.results.map((p) => p.distance!);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(national.results[0]!.public_id).toBe(ids.health);
      expect(national.count).toBe(5);
      const farthestFirst = await list(`point=${LAGOS_ISLAND_POINT}&dist=2000000&ordering=-distance`);
      expect(farthestFirst.results.at(-1)!.public_id).toBe(ids.health);
    });

    it('combines around-me with other filters', async () => {
      const kano = await list(`point=8.5,12.0&dist=50000&status=COMPLETED`);
      expect(kano.results.map((p) => p.public_id)).toEqual([ids.hospital]);
    });

    it('finds by full text over name, code, places, organisations and description, best match first', async () => {
      expect(names(await list('query=hospital'))).toEqual(['Upgrade of General Hospital Gwale']);
      expect(names(await list('query=FMW-2021-00003'))).toEqual([
        'Rehabilitation of Abuja–Keffi Road Section II',
      ]);
      expect(names(await list('query=nasarawa'))).toEqual(['Rehabilitation of Abuja–Keffi Road Section II']);
      expect(names(await list('query=julius%20berger'))).toEqual([
        'Construction of Primary Health Care Centre, Ikeja',
        'Rehabilitation of Abuja–Keffi Road Section II',
      ]);
      expect(names(await list('query=maternal'))).toEqual([
        'Construction of Primary Health Care Centre, Ikeja',
      ]);
      // A name match outranks a ministry-name match ("Health" is in the ministry of three projects).
      const health = await list('query=health');
      expect(health.results[0]!.public_id).toBe(ids.health);
      expect(health.count).toBe(3);
      // Prefixes and accents: "electrif" and "Électrification".
      expect(names(await list('query=%C3%89lectrif'))).toEqual([
        'Solar Mini-Grid for Rural Electrification, Ikwo',
      ]);
    });

    it('finds misspelt names through trigrams ("hospitl", "rehabilitaton")', async () => {
      expect(names(await list('query=hospitl'))).toEqual(['Upgrade of General Hospital Gwale']);
      expect(names(await list('query=rehabilitaton'))).toEqual([
        'Rehabilitation of Abuja–Keffi Road Section II',
      ]);
      expect((await list('query=zzqqxx')).count).toBe(0);
    });

    it('finds what a citizen types on a phone: "hosptal", "helth", "helath", "Abja"', async () => {
      expect(names(await list('query=hosptal'))).toEqual(['Upgrade of General Hospital Gwale']);
      for (const typed of ['helth', 'helath'])
        expect(names(await list(`query=${typed}`)), typed).toContain(
          'Construction of Primary Health Care Centre, Ikeja',
        );
      expect(names(await list('query=Abja'))).toContain('Rehabilitation of Abuja–Keffi Road Section II');
      // Still nothing for letters that spell no known word.
      expect((await list('query=qzxv')).count).toBe(0);
    });

    it('gives the whole filtered set as map points or GeoJSON, published only', async () => {
      const map = await get('/projects/?format=map');
      expect(map.statusCode).toBe(200);
      expect(map.headers['content-type']).toContain('application/json');
      const points = map.json<
        {
          public_id: string;
          name: string;
          status: string;
          lat: number;
          lng: number;
        }[]
      >();
      expect(points).toHaveLength(5);
      expect(points.find((point) => point.public_id === ids.health)).toEqual({
        public_id: ids.health,
        name: 'Construction of Primary Health Care Centre, Ikeja',
        status: 'ON_GOING',
        lat: 6.6018,
        lng: 3.3515,
      });
      const kano = (await get('/projects/?format=map&state=KANO&limit=1')).json<unknown[]>();
      expect(kano).toHaveLength(2);
      const geojson = (await get('/projects/?format=geojson&state=LAGOS')).json<unknown>();
      expect(geojson).toEqual({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [3.3515, 6.6018] },
            properties: {
              public_id: ids.health,
              name: 'Construction of Primary Health Care Centre, Ikeja',
              status: 'ON_GOING',
            },
          },
        ],
      });
      expect((await get('/projects/?format=map&state=ZAMFARA')).json()).toEqual([]);
    });

    it('clusters one map view on the server: clusters and points add up, filters apply, drafts never', async () => {
      type Clusters = {
        count: number;
        clusters: {
          lat: number;
          lng: number;
          count: number;
          expansion_zoom: number;
          place: string;
          projects?: { public_id: string; name: string; status: string }[];
        }[];
        points: { public_id: string; name: string; status: string; lat: number; lng: number }[];
      };
      const view = async (query: string, headers?: Record<string, string>) => {
        const response = await get(`/projects/?format=clusters&${query}`, headers);
        expect(response.statusCode).toBe(200);
        return response.json<Clusters>();
      };
      const shown = (answer: Clusters) =>
        answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0) + answer.points.length;
      // Nigeria at country zoom: everything published with a position, in clusters and points that add up.
      const nigeria = 'bbox=2.5,4,15,14&zoom=6';
      const all = await view(nigeria);
      expect(all.count).toBe(5);
      expect(shown(all)).toBe(5);
      // Zoomed right in, every project is a point of its own, as format=map gives it; never the draft.
      const close = await view('bbox=-180,-85,180,85&zoom=22');
      expect(close.clusters).toEqual([]);
      expect(close.points.map((p) => p.public_id).sort()).toEqual(
        (await get('/projects/?format=map'))
          .json<{ public_id: string }[]>()
          .map((p) => p.public_id)
          .sort(),
      );
      expect(close.points.find((p) => p.public_id === ids.health)).toEqual({
        public_id: ids.health,
        name: 'Construction of Primary Health Care Centre, Ikeja',
        status: 'ON_GOING',
        lat: 6.6018,
        lng: 3.3515,
      });
      for (const headers of [undefined, ministry.headers]) {
        const answer = await view('bbox=-180,-85,180,85&zoom=22', headers);
        expect(answer.points.map((p) => p.public_id)).not.toContain(ids.draft);
      }
      // Only what is in the view: a box around Lagos holds the Ikeja project, not Kano's.
      const lagos = await view('bbox=3,6,4,7&zoom=12');
      expect(lagos.count).toBe(5);
      expect(lagos.points.map((p) => p.public_id)).toEqual([ids.health]);
      // Filters narrow the set the clusters are made of.
      const kano = await view(`state=KANO&${nigeria}`);
      expect(kano.count).toBe(2);
      expect(shown(kano)).toBe(2);
      expect(await view(`state=ZAMFARA&${nigeria}`)).toEqual({ count: 0, clusters: [], points: [] });
      // A cluster's expansion zoom is where it splits: asking at that zoom shows more than one feature there.
      const tight = await view('bbox=-180,-85,180,85&zoom=0');
      for (const cluster of tight.clusters) expect(cluster.expansion_zoom).toBeGreaterThan(0);
      expect(shown(tight)).toBe(5);
      // A small cluster lists its projects by name (the map opens them as a list instead of zooming again).
      expect(tight.clusters.length).toBeGreaterThan(0);
      for (const cluster of tight.clusters) {
        expect(cluster.projects?.map((p) => p.name)).toEqual(
          cluster.projects?.map((p) => p.name).sort((a, b) => a.localeCompare(b)),
        );
        expect(cluster.projects).toHaveLength(cluster.count);
      }
      // Named after the states most of its projects are in (Kano holds two of the five), not its centre's.
      expect(tight.clusters).toHaveLength(1);
      expect(tight.clusters[0]!.place).toMatch(/^Kano, [^,]+ and [^,]+$/);
      expect(
        tight.clusters.flatMap((c) => c.projects ?? []).find((p) => p.public_id === ids.health),
      ).toMatchObject({
        name: 'Construction of Primary Health Care Centre, Ikeja',
        status: 'ON_GOING',
      });
    });

    it('projects at one position are one listed cluster at every zoom, never dots on top of each other', async () => {
      const twin = await createTestProject(t, {
        name: 'Borehole, Gwale',
        code: 'TST-TWIN-00001',
        sectors: ['HEALTH'],
        locations: [GWALE],
      });
      try {
        // A filter not asked before: the cluster index is built afresh with the new project.
        for (const zoom of [8, 22]) {
          const response = await get(
            `/projects/?format=clusters&state=KANO&sector=HEALTH&bbox=8,11,9,13&zoom=${zoom}`,
          );
          const answer = response.json<{
            clusters: {
              count: number;
              expansion_zoom: number;
              place: string;
              projects?: { name: string }[];
            }[];
            points: unknown[];
          }>();
          expect(answer.points, `zoom ${zoom}`).toEqual([]);
          expect(answer.clusters, `zoom ${zoom}`).toHaveLength(1);
          expect(answer.clusters[0]).toMatchObject({ count: 2, expansion_zoom: zoom, place: 'Gwale, Kano' });
          expect(answer.clusters[0]!.projects!.map((p) => p.name)).toEqual([
            'Borehole, Gwale',
            'Upgrade of General Hospital Gwale',
          ]);
        }
      } finally {
        await t.app.db.delete(projects).where(eq(projects.publicId, twin.publicId));
      }
    });

    it('answers a bad map view with a 400 naming the field', async () => {
      for (const [query, field] of [
        ['format=clusters&zoom=6', 'bbox'],
        ['format=clusters&bbox=2.5,4,15,14', 'zoom'],
        ['format=clusters&bbox=2.5,4,15&zoom=6', 'bbox'],
        ['format=clusters&bbox=a,4,15,14&zoom=6', 'bbox'],
        ['format=clusters&bbox=2.5,14,15,4&zoom=6', 'bbox'],
        ['format=clusters&bbox=2.5,4,190,14&zoom=6', 'bbox'],
        ['format=clusters&bbox=2.5,4,15,14&zoom=6.5', 'zoom'],
        ['format=clusters&bbox=2.5,4,15,14&zoom=40', 'zoom'],
        ['format=clusters&bbox=2.5,4,15,14&zoom=-1', 'zoom'],
        ['format=clusters&bbox=2.5,4,15,14&zoom=6&is_published=false', 'is_published'],
      ] as const) {
        const response = await get(`/projects/?${query}`, ministry.headers);
        expect(response.statusCode, query).toBe(400);
        expect(response.json(), query).toHaveProperty(field);
      }
    });

    it('lists unpublished projects only to members of the owning organisation', async () => {
      const own = await list('is_published=false', ministry.headers);
      expect(own.results.map((p) => p.public_id)).toEqual([ids.draft]);
      expect(own.results[0]!.abilities).toMatchObject({ edit: true, publish: true, delete: true });
      expect((await list('is_published=false', agency.headers)).count).toBe(0);
      for (const headers of [undefined, citizen.headers, contractor.headers]) {
        if (headers === contractor.headers) {
          expect((await list('is_published=false', headers)).count).toBe(0);
          continue;
        }
        const response = await get('/projects/?is_published=false', headers);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toHaveProperty('is_published');
      }
      // Even the owner sees only published projects without asking for drafts.
      expect((await list('', ministry.headers)).results.map((p) => p.public_id)).not.toContain(ids.draft);
      expect((await list('is_published=true', ministry.headers)).count).toBe(5);
    });

    it('never leaks drafts in searches, maps, filters or around-me', async () => {
      for (const query of [
        'query=secret',
        'query=secrt',
        'name=secret',
        `point=${LAGOS_ISLAND_POINT}&dist=50000`,
        'state=LAGOS',
        'status=NOT_STARTED',
        'ministry=fmoh',
      ]) {
        const page = await list(query);
        expect(page.results.map((p) => p.public_id)).not.toContain(ids.draft);
      }
      const map = (await get('/projects/?format=map')).json<{ public_id: string }[]>();
      expect(map.map((point) => point.public_id)).not.toContain(ids.draft);
    });
  });

  describe('GET /projects/{id}/', () => {
    it('shows a project and counts a viewer once a day (project-views.routes.test.ts has the rest)', async () => {
      const first = await get(`/projects/${ids.market}/`);
      expect(first.statusCode).toBe(200);
      const project = projectDetailSchema.parse(first.json());
      expect(project).toMatchObject({
        name: 'Construction of Modern Market, Fagge',
        child_projects: [],
        affiliated_organizations: [],
      });
      const views = project.views;
      await Promise.all(Array.from({ length: 5 }, () => get(`/projects/${ids.market}/`)));
      const after = projectDetailSchema.parse((await get(`/projects/${ids.market}/`)).json());
      expect(after.views).toBe(views);
    });

    it('answers 404 for unknown and unpublished projects, unless the caller owns the draft', async () => {
      expect((await get('/projects/no-such-project-x-1/')).statusCode).toBe(404);
      expect((await get(`/projects/${ids.draft}/`)).statusCode).toBe(404);
      expect((await get(`/projects/${ids.draft}/`, citizen.headers)).statusCode).toBe(404);
      const own = await get(`/projects/${ids.draft}/`, ministry.headers);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ is_published: false, abilities: { edit: true } });
    });

    it('lists child projects and the parent link', async () => {
      const parent = await createTestProject(t, {
        name: 'Lagos–Calabar Coastal Highway',
        code: 'FMW-2024-09000',
        locations: [IKEJA],
      });
      await createTestProject(t, {
        name: 'Coastal Highway Section I',
        code: 'FMW-2024-09001',
        parentProjectId: parent.id,
        locations: [IKEJA],
      });
      await createTestProject(t, {
        name: 'Coastal Highway Section II (draft)',
        code: 'FMW-2024-09002',
        parentProjectId: parent.id,
        isPublished: false,
      });
      const detail = projectDetailSchema.parse((await get(`/projects/${parent.publicId}/`)).json());
      expect(detail.child_projects.map((child) => child.name)).toEqual(['Coastal Highway Section I']);
      const child = (await list('query=coastal%20highway%20section')).results[0]!;
      expect(child.parent).toBe(parent.publicId);
      await t.app.db.execute(`DELETE FROM projects WHERE code LIKE 'FMW-2024-0900%'`);
    });

    it('lists related projects (same sector or state, not itself) and the history', async () => {
      const related = projectPageSchema.parse(
        (await get(`/projects/${ids.health}/related-projects/`)).json(),
      );
      expect(related.results.map((p) => p.public_id)).toEqual([ids.hospital]);
      const kano = projectPageSchema.parse((await get(`/projects/${ids.market}/related-projects/`)).json());
      expect(kano.results.map((p) => p.public_id)).toEqual([ids.hospital]);
      expect((await get(`/projects/${ids.draft}/related-projects/`)).statusCode).toBe(404);

      const project = await t.app.db.execute<{ id: string }>(
        `SELECT id FROM projects WHERE public_id = '${ids.health}'`,
      );
      await t.app.db.execute(
        `INSERT INTO project_activities (tenant_id, project_id, actor_id, action, changes, created_at) VALUES
         ('${t.tenantId}', '${project.rows[0]!.id}', '${ministry.user.id}', 'updated', '{"percentage_completed": {"before": "20.00", "after": "40.00"}}', now() - interval '1 day'),
         ('${t.tenantId}', '${project.rows[0]!.id}', null, 'published', '{"is_published": {"before": false, "after": true}}', now())`,
      );
      const history = await get(`/projects/${ids.health}/activities/?limit=1`);
      expect(history.statusCode).toBe(200);
      expect(history.json()).toMatchObject({ count: 2, results: [{ action: 'published', actor: null }] });
      expect(history.json<{ next: string | null }>().next).toContain('offset=1');
      const older = (await get(`/projects/${ids.health}/activities/?limit=1&offset=1`)).json<
        Page<ProjectActivity>
      >();
      expect(older.results[0]).toMatchObject({
        action: 'updated',
        actor: { username: 'fmoh' },
        changes: { percentage_completed: { before: '20.00', after: '40.00' } },
      });
      expect((await get(`/projects/${ids.draft}/activities/`)).statusCode).toBe(404);
    });
  });

  describe('rails, tags, years, categories, analysis', () => {
    it('lists the most discussed and the projects nearing completion', async () => {
      const discussed = projectPageSchema.parse((await get('/projects/list-most-discussed/')).json());
      expect(discussed.count).toBe(5);
      const nearing = projectPageSchema.parse((await get('/projects/list-nearing-completion/')).json());
      expect(nearing.results.map((p) => p.public_id)).toEqual([ids.market]);
    });

    it('counts tags and lists years of published projects only', async () => {
      const tags = (await get('/projects/project-tags/')).json<ProjectTag[]>();
      expect(tags).toContainEqual({ tag: 'Health', count: 2 });
      expect(tags).toContainEqual({ tag: 'Major Roads', count: 1 });
      const years = (await get('/projects/years/')).json<number[]>();
      expect(years[0]).toBe(2027);
      expect(years.at(-1)).toBe(2018);
    });

    it('summarises sectors, states and ministries for a year', async () => {
      const response = await get('/projects/categories/all/?year=2025');
      expect(response.statusCode).toBe(200);
      const categories = categoriesSchema.parse(response.json());
      expect(Object.keys(categories.sectors)).toHaveLength(19);
      expect(Object.keys(categories.states)).toHaveLength(37);
      expect(categories.sectors.HEALTH).toMatchObject({
        title: 'Health',
        allocated_budget: '50000000.00',
        active_projects: 1,
      });
      expect(categories.states.LAGOS).toMatchObject({
        title: 'Lagos',
        allocated_budget: '50000000.00',
        active_projects: 1,
      });
      expect(categories.ministries.fmoh).toMatchObject({
        title: 'Federal Ministry of Health',
        username: 'fmoh',
        active_projects: 1,
      });
      const defaultYear = categoriesSchema.parse((await get('/projects/categories/all/')).json());
      expect(defaultYear.year).toBe(2025);
      expect((await get('/projects/categories/all/?year=soon')).json()).toHaveProperty('year');
    });

    it('analyses status and budget by state, SDG and ministry', async () => {
      const analysis = analysisSchema.parse((await get('/projects/analysis/')).json());
      expect(analysis.Projects.States).toHaveLength(37);
      expect(analysis.Projects.States.find((row) => row.name === 'Kano')).toEqual({
        name: 'Kano',
        Abandoned: 0,
        Completed: 1,
        Ongoing: 1,
        Onhold: 0,
        Budget: '0',
      });
      expect(analysis.Projects.SDGs.find((row) => row.name === 'Good Health and Well-being')).toMatchObject({
        Completed: 1,
        Ongoing: 1,
      });
      expect(analysis.Projects.Ministries).toEqual([
        {
          name: 'Federal Ministry of Health',
          Abandoned: 0,
          Completed: 1,
          Ongoing: 1,
          Onhold: 0,
          Budget: '110000000.00',
        },
      ]);
      const year = analysisSchema.parse((await get('/projects/analysis/?year=2025&state=LAGOS')).json());
      expect(year.Projects.States.find((row) => row.name === 'Lagos')).toMatchObject({
        Ongoing: 1,
        Budget: '50000000.00',
      });
      expect((await get('/projects/analysis/?year=x')).statusCode).toBe(400);
    });
  });

  describe('GET /projects/search/', () => {
    it('answers projects with status counts, contractors and organisations', async () => {
      const response = await get('/projects/search/?query=health');
      expect(response.statusCode).toBe(200);
      const search = projectSearchSchema.parse(response.json());
      expect(search.projects.count).toBe(3);
      expect(search.projects.status_count).toEqual({
        not_started: 1,
        ongoing: 1,
        completed: 1,
        on_hold: 0,
        canceled: 0,
        abandoned: 0,
      });
      expect(search.organizations.data.map((o) => o.username)).toEqual(['fmoh']);
      expect(search.organizations.data[0]!.no_of_projects).toBe(3);
      const contractors = projectSearchSchema.parse((await get('/projects/search/?query=julius')).json());
      expect(contractors.contractors).toMatchObject({
        count: 1,
        data: [{ username: 'julius_berger', no_of_projects: 2 }],
      });
    });

    it('counts by status without a query too', async () => {
      const all = projectSearchSchema.parse((await get('/projects/search/')).json());
      expect(all.projects.count).toBe(5);
      expect(all.projects.status_count).toEqual({
        not_started: 1,
        ongoing: 2,
        completed: 1,
        on_hold: 1,
        canceled: 0,
        abandoned: 0,
      });
      const ongoing = projectSearchSchema.parse(
        (await get('/projects/search/?status=ON_GOING&limit=1')).json(),
      );
      expect(ongoing.projects).toMatchObject({ count: 2, status_count: { ongoing: 2, completed: 0 } });
      expect(ongoing.projects.data).toHaveLength(1);
      const page2 = projectSearchSchema.parse(
        (await get('/projects/search/?state=KANO&limit=1&offset=5')).json(),
      );
      expect(page2.projects).toMatchObject({ count: 2, data: [] });
    });

    it('applies the filter parameters and keeps drafts out of every bucket', async () => {
      const search = projectSearchSchema.parse(
        (await get('/projects/search/?query=hospital&state=KANO')).json(),
      );
      expect(search.projects.data.map((p) => p.public_id)).toEqual([ids.hospital]);
      const secret = projectSearchSchema.parse((await get('/projects/search/?query=secret')).json());
      expect(secret.projects.count).toBe(0);
      expect(Object.values(secret.projects.status_count).every((count) => count === 0)).toBe(true);
      expect((await get('/projects/search/?status=nope')).json()).toHaveProperty('status');
    });
  });

  describe('eyemarks', () => {
    const eyemark = (user: TestUser, projects: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/projects/eyemark/',
        headers: user.headers,
        payload: { projects },
      });
    const counts = async (publicId: string, userId: string) => {
      const result = await t.app.db.execute<{ project: number; user: number; rows: number }>(
        `SELECT (SELECT eyemarked_count FROM projects WHERE public_id = '${publicId}') AS project,
                coalesce((SELECT eyemarked_count FROM user_eyemark_counts WHERE user_id = '${userId}'), 0) AS user,
                (SELECT count(*)::int FROM eyemarks WHERE user_id = '${userId}') AS rows`,
      );
      return result.rows[0]!;
    };

    it('toggles each project and keeps the counts', async () => {
      const person = await createTestUser(t);
      const first = await eyemark(person, [ids.health, ids.road]);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ [ids.health]: 'eyemarked', [ids.road]: 'eyemarked' });
      expect(await counts(ids.health, person.user.id)).toEqual({ project: 1, user: 2, rows: 2 });
      const detail = (await get(`/projects/${ids.health}/`, person.headers)).json<unknown>();
      expect(detail).toMatchObject({ is_eyemarked: true, eyemarked_count: 1, abilities: { eyemark: true } });

      const mine = projectPageSchema.parse((await get('/users/me/eyemarks/', person.headers)).json());
      expect(mine.results.map((p) => p.public_id).sort()).toEqual([ids.health, ids.road].sort());
      expect(mine.results.every((p) => p.is_eyemarked)).toBe(true);

      expect((await eyemark(person, [ids.health])).json()).toEqual({ [ids.health]: 'removed' });
      expect(await counts(ids.health, person.user.id)).toEqual({ project: 0, user: 1, rows: 1 });
      expect(
        (await get('/users/me/eyemarks/', person.headers))
          .json<ProjectPage>()
          .results.map((p) => p.public_id),
      ).toEqual([ids.road]);
      await eyemark(person, [ids.road]);
    });

    it('keeps counts right under concurrent toggles', async () => {
      const people = await Promise.all([createTestUser(t), createTestUser(t), createTestUser(t)]);
      // Each person toggles the same projects 5 times at once. Racing toggles may collapse (both see "absent"),
      // so the final state is not asserted: the counters must equal the rows whatever it is.
      const responses = await Promise.all(
        people.flatMap((person) => Array.from({ length: 5 }, () => eyemark(person, [ids.solar, ids.market]))),
      );
      expect(responses.every((response) => response.statusCode === 200)).toBe(true);
      const stored = await t.app.db.execute<{ public_id: string; eyemarked_count: number; actual: number }>(
        `SELECT p.public_id, p.eyemarked_count, (SELECT count(*)::int FROM eyemarks e WHERE e.project_id = p.id) AS actual
           FROM projects p WHERE p.public_id IN ('${ids.solar}', '${ids.market}')`,
      );
      for (const row of stored.rows) expect(row.eyemarked_count).toBe(row.actual);
      for (const person of people) {
        const mine = await counts(ids.solar, person.user.id);
        expect(mine.user).toBe(mine.rows);
      }
      // Undo whatever is left for the tests below.
      for (const person of people) {
        const left = await t.app.db.execute<{ public_id: string }>(
          `SELECT p.public_id FROM eyemarks e JOIN projects p ON p.id = e.project_id WHERE e.user_id = '${person.user.id}'`,
        );
        if (left.rows.length)
          await eyemark(
            person,
            left.rows.map((row) => row.public_id),
          );
        expect(await counts(ids.solar, person.user.id)).toMatchObject({ user: 0, rows: 0 });
      }
      expect((await counts(ids.solar, citizen.user.id)).project).toBe(0);
    });

    it('refuses drafts, unknown ids, bad bodies and anonymous callers', async () => {
      const person = await createTestUser(t);
      const draft = await eyemark(person, [ids.draft, 'no-such-project']);
      expect(draft.statusCode).toBe(400);
      expect(draft.json<{ projects: string[] }>().projects).toHaveLength(2);
      expect(await counts(ids.draft, person.user.id)).toEqual({ project: 0, user: 0, rows: 0 });
      expect((await eyemark(person, [])).json()).toHaveProperty('projects');
      expect((await eyemark(person, 'abc')).json()).toHaveProperty('projects');
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/api/v1/projects/eyemark/',
        payload: { projects: [ids.health] },
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await get('/users/me/eyemarks/')).statusCode).toBe(401);
    });

    it("shows a user's eyemarks when their privacy allows", async () => {
      const open = await createTestUser(t, { username: 'open_eyes' });
      await eyemark(open, [ids.hospital]);
      const visible = await get(`/users/eyemarks/${open.user.id}/`);
      expect(visible.statusCode).toBe(200);
      expect(visible.json<ProjectPage>().results.map((p) => p.public_id)).toEqual([ids.hospital]);
      expect((await get('/users/eyemarks/open_eyes/')).statusCode).toBe(200);

      await t.app.db.execute(
        `UPDATE users SET privacy = '{"showEyemarks": false, "showActivity": true}' WHERE id = '${open.user.id}'`,
      );
      expect((await get(`/users/eyemarks/${open.user.id}/`)).statusCode).toBe(403);
      expect((await get(`/users/eyemarks/${open.user.id}/`, citizen.headers)).statusCode).toBe(403);
      expect((await get(`/users/eyemarks/${open.user.id}/`, open.headers)).statusCode).toBe(200);
      expect((await get('/users/eyemarks/00000000-0000-0000-0000-000000000000/')).statusCode).toBe(404);
    });
  });

  describe('suggestions', () => {
    it("suggests published projects matching the user's interests and state, not yet eyemarked", async () => {
      const person = await createTestUser(t, { stateOfResidence: 'Kano' });
      await t.app.db.execute(
        `UPDATE users SET interests = '{"locations": [], "ministries": [], "sdgs": ["7"], "sectors": ["Transport"]}' WHERE id = '${person.user.id}'`,
      );
      const response = await get('/users/suggestions/', person.headers);
      expect(response.statusCode).toBe(200);
      const suggested = projectPageSchema.parse(response.json()).results.map((p) => p.public_id);
      expect(suggested.sort()).toEqual([ids.hospital, ids.market, ids.road, ids.solar].sort());
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/projects/eyemark/',
        headers: person.headers,
        payload: { projects: [ids.road] },
      });
      const after = projectPageSchema
        .parse((await get('/users/suggestions/', person.headers)).json())
        .results.map((p) => p.public_id);
      expect(after).not.toContain(ids.road);
      expect((await get('/users/suggestions/')).statusCode).toBe(401);
    });

    it('falls back to popular projects when the user has no interests', async () => {
      const person = await createTestUser(t);
      const page = projectPageSchema.parse((await get('/users/suggestions/', person.headers)).json());
      expect(page.count).toBe(5);
    });
  });

  describe('directories and profiles', () => {
    it('searches citizens with public fields only', async () => {
      const response = await get('/users/search/?query=amina');
      expect(response.statusCode).toBe(200);
      const [person] = response.json<Page<PublicUser>>().results;
      expect(person).toEqual({
        public_id: citizen.user.id,
        username: 'amina',
        display_name: 'Amina Bello',
        avatar: null,
        account_type: 'CITIZEN',
        bio: '',
      });
      expect(
        (await get('/users/search/?query=amnia%20bello'))
          .json<Page<PublicUser>>()
          .results.map((p) => p.username),
      ).toContain('amina');
      expect((await get('/users/search/?query=fmoh')).json<{ count: number }>().count).toBe(0);
    });

    it('searches ministries and agencies', async () => {
      const all = (await get('/users/mda-search/')).json<Page<OrganizationCard>>();
      expect(all.results.map((o) => o.username).sort()).toEqual(['fmoh', 'rea']);
      expect(
        (await get('/users/mda-search/?query=electrification'))
          .json<Page<OrganizationCard>>()
          .results.map((o) => o.username),
      ).toEqual(['rea']);
      expect(
        (await get('/users/mda-search/?account_type=ministry'))
          .json<Page<OrganizationCard>>()
          .results.map((o) => o.username),
      ).toEqual(['fmoh']);
      expect((await get('/users/mda-search/?account_type=CSO')).json()).toHaveProperty('account_type');
    });

    it('quick-searches projects, MDAs and contractors', async () => {
      const response = await get('/users/qs/?query=health');
      expect(response.statusCode).toBe(200);
      const body = response.json<QuickSearch>();
      expect(body.projects.map((p) => p.public_id)).toContain(ids.health);
      expect(body.projects.map((p) => p.public_id)).not.toContain(ids.draft);
      expect(body.mdas.map((o) => o.username)).toEqual(['fmoh']);
      expect(
        (await get('/users/qs/?query=dantata')).json<QuickSearch>().contractors.map((o) => o.username),
      ).toEqual(['dantata']);
      expect((await get('/users/qs/')).json()).toEqual({ projects: [], mdas: [], contractors: [] });
    });

    it('profiles a ministry with its and its agencies’ projects (published only)', async () => {
      const response = await get(`/users/profiles/${ministry.organization.id}/`);
      expect(response.statusCode, response.body).toBe(200);
      const profile = response.json<OrganizationProfile>();
      expect(profile).toMatchObject({
        kind: 'organization',
        username: 'fmoh',
        account_type: 'MINISTRY',
        no_of_projects: 3,
        no_of_agencies: 1,
        total_no_of_projects: 3,
        total_appropriated_amount: '110000000.00',
        status_count: { ongoing: 1, completed: 1, not_started: 1 },
      });
      expect(profile.average_completion_rate).toBeCloseTo((40 + 100 + 0) / 3, 2);
      expect(profile.projects.results.map((p) => p.public_id)).not.toContain(ids.draft);
      // The ministry's user account shows as the ministry.
      expect((await get(`/users/profiles/${ministry.user.id}/`)).json()).toMatchObject({
        kind: 'organization',
        username: 'fmoh',
      });
    });

    it('profiles agencies, contractors and citizens', async () => {
      expect((await get(`/users/profiles/${agency.organization.id}/`)).json()).toMatchObject({
        no_of_projects: 1,
        total_no_of_projects: 1,
        parent: ministry.organization.id,
      });
      const builder = (await get('/users/profiles/julius_berger/')).json<OrganizationProfile>();
      expect(builder).toMatchObject({ kind: 'organization', no_of_projects: 2 });
      expect(builder.projects.results.map((p) => p.public_id).sort()).toEqual([ids.health, ids.road].sort());
      const paged = (await get('/users/profiles/julius_berger/?limit=1')).json<OrganizationProfile>();
      expect(paged.projects.next).toContain('offset=1');
      const person = (await get(`/users/profiles/${citizen.user.id}/`)).json<unknown>();
      expect(person).toMatchObject({ kind: 'user', username: 'amina', eyemarks_visible: true });
      expect(person).not.toHaveProperty('email');
      expect((await get(`/users/profiles/${citizen.organization.id}/`)).json()).toMatchObject({
        kind: 'user',
        username: 'amina',
      });
      expect((await get('/users/profiles/nobody-at-all/')).statusCode).toBe(404);
    });
  });

  describe('tenant isolation', () => {
    it('shows nothing of another tenant', async () => {
      const other = await createTestTenant(t);
      await createTestProject(t, {
        tenantId: other.id,
        name: 'Construction of Primary Health Care Centre, Ikeja',
        code: 'FMH-2022-00001',
        sectors: ['HEALTH'],
        locations: [IKEJA],
      });
      expect((await list('')).count).toBe(5);
      expect((await list('query=primary%20health')).count).toBe(1);
      // A map not asked for before (the map of the whole tenant may come from the few-seconds map cache).
      expect((await get('/projects/?format=map&sector=HEALTH')).json<unknown[]>().length).toBe(2);
      expect(
        (await get('/projects/?format=map&sector=HEALTH', { 'x-tenant': other.name })).json<unknown[]>()
          .length,
      ).toBe(1);
      const otherList = await get('/projects/', { 'x-tenant': other.name });
      expect(otherList.json<{ count: number }>().count).toBe(1);
      expect(otherList.json<ProjectPage>().results[0]?.ministry).toBeNull();
      expect((await get(`/projects/${ids.hospital}/`, { 'x-tenant': other.name })).statusCode).toBe(404);
      const stranger = await createTestUser(t, { tenantId: other.id });
      const toggle = await t.app.inject({
        method: 'POST',
        url: '/api/v1/projects/eyemark/',
        headers: { ...stranger.headers, 'x-tenant': other.name },
        payload: { projects: [ids.hospital] },
      });
      expect(toggle.statusCode).toBe(400);
      expect((await get('/users/profiles/fmoh/', { 'x-tenant': other.name })).statusCode).toBe(404);
      expect(
        (await get('/users/search/?query=amina', { 'x-tenant': other.name })).json<{ count: number }>().count,
      ).toBe(0);
    });
  });

  describe('share previews', () => {
    it('describes a published project for /project/{id} and nothing for drafts', async () => {
      const { projectPageMeta } = await import('./catalogue.service.js');
      const meta = await projectPageMeta(t.app.db, `/project/${ids.health}`);
      expect(meta).toMatchObject({
        title: 'Construction of Primary Health Care Centre, Ikeja',
        description: 'Brings maternal and child health services closer to the community.',
        initialData: {
          key: `project:${ids.health}`,
          data: { name: 'Construction of Primary Health Care Centre, Ikeja' },
        },
        preload: ['src/app/routes/project/project-detail.route.tsx'],
      });
      expect(await projectPageMeta(t.app.db, `/project/${ids.draft}?tab=overview`)).toBeNull();
      expect(await projectPageMeta(t.app.db, '/citizen/discover')).toBeNull();
    });

    it('puts them in the meta tags of the served page', async () => {
      const webDir = mkdtempSync(path.join(tmpdir(), 'oversight-web-'));
      writeFileSync(
        path.join(webDir, 'index.html'),
        '<html><head><title>Oversight</title></head><body></body></html>',
      );
      const web = await createTestApp({ webDistDir: webDir });
      try {
        const project = await createTestProject(web, {
          name: 'Construction of Primary Health Care Centre, Ikeja',
          description: 'Maternal & child "health".',
          locations: [IKEJA],
        });
        const page = await web.app.inject({ method: 'GET', url: `/project/${project.publicId}` });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain(
          '<title>Construction of Primary Health Care Centre, Ikeja · Oversight</title>',
        );
        expect(page.body).toContain(
          '<meta property="og:description" content="Maternal &amp; child &quot;health&quot;.">',
        );
        const draft = await createTestProject(web, { name: 'Hidden Draft', isPublished: false });
        expect((await web.app.inject({ method: 'GET', url: `/project/${draft.publicId}` })).body).toContain(
          '<title>Oversight</title>',
        );
      } finally {
        await web.close();
        rmSync(webDir, { recursive: true, force: true });
      }
    });
  });
});
