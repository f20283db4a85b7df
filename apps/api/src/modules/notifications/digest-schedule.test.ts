import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { DIGEST_CRON, NOTIFICATION_DIGEST_JOB } from './notifications.service.js';

describe('daily digest schedule', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('is written to the queue when the worker starts, on Lagos time', async () => {
    await t.app.jobs.work();
    const rows = await t.app.db.execute<{ name: string; cron: string; timezone: string }>(
      `SELECT name, cron, timezone FROM pgboss.schedule WHERE name = '${NOTIFICATION_DIGEST_JOB}'`,
    );
    expect(rows.rows).toEqual([
      { name: NOTIFICATION_DIGEST_JOB, cron: DIGEST_CRON, timezone: 'Africa/Lagos' },
    ]);
  });
});
