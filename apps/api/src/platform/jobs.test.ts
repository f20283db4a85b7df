import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-app.js';

describe('the job queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('starts pg-boss once when jobs are sent together before it is up', async () => {
    const bossStart = vi.spyOn(PgBoss.prototype, 'start');
    await t.app.jobs.stop();
    t.app.jobs.register('jobs-test-echo', () => Promise.resolve()); // its queue is made when the queue starts
    bossStart.mockClear();
    const queued = await Promise.all([1, 2, 3].map((n) => t.app.jobs.send('jobs-test-echo', { n })));
    expect(bossStart).toHaveBeenCalledTimes(1);
    expect(new Set(queued).size).toBe(3);
    bossStart.mockRestore();
  });

  it('stops a start that is still under way', async () => {
    await t.app.jobs.stop();
    const starting = t.app.jobs.start();
    await t.app.jobs.stop();
    await starting;
    const bossStart = vi.spyOn(PgBoss.prototype, 'start');
    await t.app.jobs.start(); // stopped, so it starts again
    expect(bossStart).toHaveBeenCalledTimes(1);
    bossStart.mockRestore();
  });
});
