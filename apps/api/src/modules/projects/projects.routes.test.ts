import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPageSchema, type Project } from '@oversight/shared/projects/projects.schemas';
import type { TestApp } from '../../test/build-app.js';
import { type TestUser } from '../../test/factories.js';
import { eq } from 'drizzle-orm';
import { projects } from '../../db/schema/index.js';
import { createTestProject } from '../../test/project-fixtures.js';
import {
  createCatalogue,
  LAGOS_ISLAND_POINT,
  ABUJA_POINT,
  GWALE,
  type CatalogueIds,
} from './catalogue-fixtures.js';

describe('projects catalogue: the list', () => {
  let t: TestApp;
  let ministry: TestUser;
  let agency: TestUser;
  let contractor: TestUser;
  let citizen: TestUser;
  let ids: CatalogueIds;
  const get = (url: string, headers?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  const list = async (query: string, headers?: Record<string, string>) => {
    const response = await get(`/projects/?${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return projectPageSchema.parse(response.json());
  };
  const names = (page: { results: Project[] }) => page.results.map((project) => project.name).sort();

  beforeAll(async () => {
    ({ t, ministry, agency, contractor, citizen, ids } = await createCatalogue());
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
});
