import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateListSchema, lgaListSchema } from '@oversight/shared/locations/locations.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestUser } from '../../test/factories.js';

describe('locations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  describe('GET /api/v1/locations/states/', () => {
    it('lists the 36 states and the FCT with capitals, coordinates and zones, anonymously', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/locations/states/' });
      expect(response.statusCode).toBe(200);
      const states = stateListSchema.parse(response.json());
      expect(states).toHaveLength(37);
      expect(new Set(states.map((state) => state.id)).size).toBe(37);
      expect(states.find((state) => state.name === 'Lagos')).toMatchObject({
        code: 'LA',
        filter_name: 'LAGOS',
        capital: 'Ikeja',
        zone: { code: 'SW', name: 'South West' },
      });
      const fct = states.find((state) => state.code === 'FCT')!;
      expect(fct.capital).toBe('Abuja');
      expect(fct.latitude).toBeCloseTo(9.08, 1);
      expect(response.headers['cache-control']).toContain('max-age');
    });

    it('answers the same to a signed-in user', async () => {
      const user = await createTestUser(t);
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/locations/states/',
        headers: user.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveLength(37);
    });
  });

  describe('GET /api/v1/locations/states/{id}/lgas/', () => {
    it("lists a state's LGAs", async () => {
      const states = stateListSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/v1/locations/states/' })).json(),
      );
      const kano = states.find((state) => state.name === 'Kano')!;
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/locations/states/${kano.id}/lgas/`,
      });
      expect(response.statusCode).toBe(200);
      const lgas = lgaListSchema.parse(response.json());
      expect(lgas).toHaveLength(44);
      expect(lgas.every((lga) => lga.state_id === kano.id)).toBe(true);
      expect(lgas.map((lga) => lga.name)).toContain('Fagge');
    });

    it('covers all 774 LGAs across the states', async () => {
      let total = 0;
      for (let id = 1; id <= 37; id += 1) {
        const response = await t.app.inject({ method: 'GET', url: `/api/v1/locations/states/${id}/lgas/` });
        expect(response.statusCode).toBe(200);
        total += response.json<unknown[]>().length;
      }
      expect(total).toBe(774);
    });

    it('answers 404 for an unknown state', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/locations/states/99/lgas/' });
      expect(response.statusCode).toBe(404);
      // Vitest types its matchers as any; as unknown it sits in a typed literal.
      const text: unknown = expect.any(String);
      expect(response.json()).toEqual({ detail: text });
    });

    it.each(['abc', '1.5', '-3', '0'])('answers 400 naming the id for %s', async (id) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/locations/states/${id}/lgas/` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('id');
    });
  });
});
