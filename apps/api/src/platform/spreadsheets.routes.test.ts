import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardSchema } from '@oversight/shared/dashboards/dashboards.schemas';
import { dataSourceSchema } from '@oversight/shared/dashboards/data-sources.schemas';
import { multipart } from '../modules/accounts/test-helpers.js';
import { createTestApp, type TestApp } from '../test/build-app.js';
import { createTestUser, type TestUser } from '../test/factories.js';
import {
  hugeCellWorkbook,
  longLineCsv,
  manyRowsWorkbook,
  sharedStringBomb,
} from '../test/spreadsheet-bombs.js';
import { checkZip, SPREADSHEET_LIMITS, unpackedSize } from './spreadsheets.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Every route that reads a spreadsheet refuses hostile ones quickly, with a 400 on `file` naming the limit. */
describe('spreadsheet limits', () => {
  let t: TestApp;
  let ministry: TestUser;
  let datasetId: string;

  const send = (url: string, data: Buffer, filename: string, contentType = XLSX) => {
    const body = multipart({}, [{ name: 'file', filename, contentType, data }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { ...ministry.headers, ...body.headers },
      payload: body.payload,
    });
  };
  /** The 400 of each spreadsheet-reading route for the same file. */
  const refusals = async (data: Buffer, filename = 'sheet.xlsx', contentType = XLSX) => {
    const urls = ['/projects/validate-file/', `/dashboards/data-sources/${datasetId}/dataset/`];
    if (filename.endsWith('.xlsx')) urls.push('/surveys/import-xlsform/');
    const bodies: unknown[] = [];
    for (const url of urls) {
      const response = await send(url, data, filename, contentType);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      bodies.push(response.json());
    }
    return bodies;
  };

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Budget' });
    const call = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: ministry.headers, payload });
    const dashboard = dashboardSchema.parse((await call('/dashboards/', { name: 'Uploads' })).json());
    const source = await call('/dashboards/data-sources/', {
      dashboard_id: dashboard.id,
      kind: 'dataset',
      name: 'Sheet',
    });
    datasetId = dataSourceSchema.parse(source.json()).id;
  });
  afterAll(async () => t.close());

  it('refuses the probe bomb (one 400 MB shared string in ~400 KB) by its declared size, at once', async () => {
    const bomb = sharedStringBomb(400);
    expect(bomb.length).toBeLessThan(600 * 1024);
    expect(unpackedSize(bomb)).toBeGreaterThan(400 * 1024 * 1024);
    const started = Date.now();
    for (const body of await refusals(bomb)) {
      expect(body).toEqual({ file: [expect.stringContaining('too large once unpacked')] });
      expect(JSON.stringify(body)).toContain(`${SPREADSHEET_LIMITS.maxUnpackedBytes / 1024 / 1024} MB`);
    }
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('counts while inflating: a zip whose headers claim 1 KB is stopped at the limit', async () => {
    const liar = sharedStringBomb(300, { lie: true });
    expect(unpackedSize(liar)).toBeLessThan(10 * 1024);
    await expect(checkZip(liar, 'not a zip')).rejects.toMatchObject({
      statusCode: 400,
      body: { file: [expect.stringContaining('unpacked size')] },
    });
    for (const body of await refusals(liar))
      expect(body).toEqual({ file: [expect.stringContaining('too large once unpacked')] });
  });

  it('takes a small shared string, and refuses a cell longer than a cell may be', async () => {
    await expect(checkZip(sharedStringBomb(1), 'not a zip')).resolves.toBeUndefined();
    const bodies = await refusals(hugeCellWorkbook(200_000));
    for (const body of bodies)
      expect(body).toEqual({
        file: [
          expect.stringMatching(/row 2, column 1 holds 200,000 characters.*32,767 \(limit "cell length"\)/),
        ],
      });
  });

  it('refuses a row of more columns than are read', async () => {
    for (const body of await refusals(hugeCellWorkbook(1, 5_000)))
      expect(body).toEqual({
        file: [expect.stringMatching(/Row 2 has 5,000 columns; at most 1,000 .*"columns per row"/)],
      });
  });

  it('refuses a sheet of 35,000 rows without reading them all into the import', async () => {
    const [project, dataset, form] = await refusals(manyRowsWorkbook(35_000));
    expect(project).toEqual({ file: [expect.stringContaining('more than 20,000 rows')] });
    expect(dataset).toEqual({ file: [expect.stringContaining('more than 20,000 rows')] });
    expect(form).toEqual({ file: [expect.stringContaining('more than 30,000 rows')] });
  });

  it('refuses a CSV with a 2 MB line by the cell length', async () => {
    for (const body of await refusals(longLineCsv(), 'data.csv', 'text/csv'))
      expect(body).toEqual({
        file: [expect.stringMatching(/row 2, column 1 holds 2,097,152 characters.*"cell length"/)],
      });
  });
});
