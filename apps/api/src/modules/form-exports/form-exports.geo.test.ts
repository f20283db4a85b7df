import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportStatusSchema } from '@oversight/shared/surveys/exports.schemas';
import { surveyDetailSchema, type SurveyDetail } from '@oversight/shared/surveys/surveys.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestUser, type TestUser } from '../../test/factories.js';
import { EXPORT_JOB } from './form-exports.service.js';

/** Lines (geotrace) and areas (geoshape) in exports: GeoJSON geometries, ODK text and WKT in CSV. */
describe('exports of line and area answers', () => {
  let t: TestApp;
  let ministry: TestUser;
  let form: SurveyDetail;
  const ids: string[] = [];

  const inject = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: ministry.headers,
      payload: payload as Record<string, unknown> | undefined,
    });

  async function exported(body: Record<string, unknown>): Promise<Buffer> {
    const started = await inject('POST', `/surveys/${form.id}/exports/`, body);
    expect(started.statusCode, started.body).toBe(202);
    const task = exportStatusSchema.parse(started.json());
    await t.runJobs([EXPORT_JOB]);
    const status = exportStatusSchema.parse(
      (await inject('GET', `/surveys/export-status/?task_id=${task.task_id}`)).json(),
    );
    expect(status.status).toBe('SUCCESS');
    const download = await inject('GET', new URL(status.result!.file_url).pathname.replace('/api/v1', ''));
    expect(download.statusCode).toBe(200);
    return download.rawPayload;
  }

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Works' });
    form = surveyDetailSchema.parse(
      (
        await inject('POST', '/surveys/', {
          name: 'Road survey',
          sections: [
            {
              name: 'Road',
              questions: [
                { name: 'road', text: 'Walk the road', question_type: 'geotrace' },
                { name: 'site', text: 'Walk around the site', question_type: 'geoshape' },
              ],
            },
          ],
        })
      ).json(),
    );
    expect((await inject('POST', `/surveys/${form.id}/publish/`)).statusCode).toBe(200);
    const answers = [
      {
        road: '9.05 7.49 0 0;9.05 7.5 0 0',
        site: {
          type: 'Polygon',
          coordinates: [
            [
              [7.49, 9.05],
              [7.5, 9.05],
              [7.5, 9.06],
              [7.49, 9.05],
            ],
          ],
        },
      },
      {
        road: {
          type: 'LineString',
          coordinates: [
            [8.5, 12],
            [8.6, 12.1],
          ],
        },
      },
    ];
    for (const answer of answers) {
      const response = await inject('POST', `/surveys/${form.id}/respond/`, { answers: answer });
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json<{ id: string }>().id);
    }
  });
  afterAll(async () => t.close());

  it('refuses a line that is not one, naming the question', async () => {
    const response = await inject('POST', `/surveys/${form.id}/respond/`, {
      answers: { road: '9.05 7.49', site: '9 7;9.1 7;9.1 7.1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('A line needs at least 2 points.');
    expect(response.body).toContain('Close the area: its last point must be the same as its first.');
  });

  it('writes each line and area as its GeoJSON geometry', async () => {
    const collection = JSON.parse(
      (await exported({ format: 'geojson', values: 'values' })).toString('utf8'),
    ) as {
      features: { geometry: { type: string; coordinates: unknown }; properties: Record<string, unknown> }[];
    };
    expect(
      collection.features.map((feature) => [feature.properties._id, feature.properties._question]),
    ).toEqual([
      [ids[0], 'road'],
      [ids[0], 'site'],
      [ids[1], 'road'],
    ]);
    expect(collection.features.map((feature) => feature.geometry)).toEqual([
      {
        type: 'LineString',
        coordinates: [
          [7.49, 9.05, 0],
          [7.5, 9.05, 0],
        ],
      },
      {
        type: 'Polygon',
        coordinates: [
          [
            [7.49, 9.05],
            [7.5, 9.05],
            [7.5, 9.06],
            [7.49, 9.05],
          ],
        ],
      },
      {
        type: 'LineString',
        coordinates: [
          [8.5, 12],
          [8.6, 12.1],
        ],
      },
    ]);
  });

  it('writes ODK text and WKT columns in CSV', async () => {
    // No repeats: one CSV file, not a zip.
    const text = (await exported({ format: 'csv', values: 'values' })).toString('utf8');
    const rows = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true }).data;
    expect(rows[0]).toMatchObject({
      road: '9.05 7.49 0 0;9.05 7.5 0 0',
      road_wkt: 'LINESTRING (7.49 9.05, 7.5 9.05)',
      site: '9.05 7.49 0 0;9.05 7.5 0 0;9.06 7.5 0 0;9.05 7.49 0 0',
      site_wkt: 'POLYGON ((7.49 9.05, 7.5 9.05, 7.5 9.06, 7.49 9.05))',
    });
    expect(rows[1]).toMatchObject({ road_wkt: 'LINESTRING (8.5 12, 8.6 12.1)', site: '', site_wkt: '' });
  });
});
