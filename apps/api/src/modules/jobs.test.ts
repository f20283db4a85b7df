import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-app.js';

describe('module jobs (modules/jobs.ts)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('gives the worker a queue for every handler and every schedule on its cron', async () => {
    await t.app.jobs.work();
    const queues = await t.app.db.execute<{ name: string }>(
      "SELECT name FROM pgboss.queue WHERE name NOT LIKE '\\_\\_pgboss%' ORDER BY name",
    );
    const schedules = await t.app.db.execute<{ name: string; cron: string }>(
      'SELECT name, cron FROM pgboss.schedule ORDER BY name',
    );
    expect(queues.rows.map((row) => row.name)).toEqual([
      'accounts.password-reset',
      'mail.send',
      'notifications.digest',
      'notifications.event',
      'plans.indicator-actuals',
      'posts.expired-uploads',
      'project-import',
      'projects.purge-deleted',
      'subscriptions.renewals',
      'surveys.cross-tab-recount',
      'surveys.export-cleanup',
      'surveys.export-responses',
      'surveys.form-summary',
      'surveys.kobo-responses',
      'surveys.report-generate',
      'surveys.unattached-answer-files',
    ]);
    expect(schedules.rows).toEqual([
      { name: 'notifications.digest', cron: '0 7 * * *' },
      { name: 'plans.indicator-actuals', cron: '7 * * * *' },
      { name: 'posts.expired-uploads', cron: '17 * * * *' },
      { name: 'projects.purge-deleted', cron: '40 3 * * *' },
      { name: 'subscriptions.renewals', cron: '0 6 * * *' },
      { name: 'surveys.export-cleanup', cron: '17 * * * *' },
      { name: 'surveys.unattached-answer-files', cron: '23 * * * *' },
    ]);
  });
});
