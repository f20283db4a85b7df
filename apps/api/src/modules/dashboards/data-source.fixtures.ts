import { expect } from 'vitest';
import { dataSourceSchema, type DataSource } from '@oversight/shared/dashboards/data-sources.schemas';
import type { TestApp } from '../../test/build-app.js';
import type { TestUser } from '../../test/factories.js';

/**
 * The requests the data-source tests make, for the app, owner and dashboard a test file set up in its `beforeAll`
 * (read when called, so the helpers can be made before they exist).
 */
export function dataSourceCalls(get: () => { t: TestApp; owner: TestUser; dashboardId: string }) {
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers?: Record<string, string>,
    payload?: unknown,
  ) => get().t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object | undefined });

  /** A CSV sent as the dataset's file (multipart, as the web sends it). */
  function upload(id: string, csv: string, headers = get().owner.headers) {
    const boundary = '----dashboards';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="data.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
    return get().t.app.inject({
      method: 'POST',
      url: `/api/v1/dashboards/data-sources/${id}/dataset/`,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
  }

  /** A data source of the dashboard, created by its owner (201 expected). */
  async function source(body: Record<string, unknown>): Promise<DataSource> {
    const { owner, dashboardId } = get();
    const response = await call('POST', '/dashboards/data-sources/', owner.headers, {
      dashboard_id: dashboardId,
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return dataSourceSchema.parse(response.json());
  }

  return { call, upload, source };
}
