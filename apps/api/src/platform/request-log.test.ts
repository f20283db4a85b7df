import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { createTestDatabase } from '../test/database.js';

type Line = { level: number; msg: string; reqId?: string; err?: { message: string } };

describe('request ids in the logs', () => {
  const lines: Line[] = [];
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'oversight-request-log-'));
    const config = loadConfig(
      {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
        DATABASE_URL: '',
      },
      { dataDir, demoData: false, webDistDir: path.join(dataDir, 'no-web') },
    );
    database = await createTestDatabase(dataDir);
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        for (const text of String(chunk).split('\n')) if (text) lines.push(JSON.parse(text) as Line);
        done();
      },
    });
    app = await buildApp({ ...config, databaseUrl: undefined }, database, { logStream });
    // Logs the way a service or a repository does: through the app's logger, after the database answered.
    app.get('/test/logs-and-fails', { config: { access: 'public', tenantless: true } }, async () => {
      await app.db.execute(sql`select 1`);
      app.log.info('service line');
      await new Promise((resolve) => setTimeout(resolve, 5));
      app.jobs.log.warn('another line from a shared logger');
      throw new Error('repository failure');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId);

  it('keeps a sane incoming X-Request-Id, answers it back and puts it on every line of the request', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/test/logs-and-fails',
      headers: { 'x-request-id': 'edge-proxy.7f3a:42' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.headers['x-request-id']).toBe('edge-proxy.7f3a:42');
    const messages = linesOf('edge-proxy.7f3a:42').map((line) => line.msg);
    expect(messages).toEqual([
      'incoming request',
      'service line',
      'another line from a shared logger',
      'unhandled error',
      'request completed',
    ]);
    // Each line names the request once: the mixin adds nothing to request.log's own lines.
    expect(lines.filter((line) => line.msg === 'service line')).toHaveLength(1);
    expect(linesOf('edge-proxy.7f3a:42').find((line) => line.msg === 'unhandled error')?.err?.message).toBe(
      'repository failure',
    );
  });

  it('replaces an unsafe or missing X-Request-Id with a new one', async () => {
    for (const incoming of ['has spaces in it', 'x'.repeat(200), '"quoted"', undefined]) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/health/',
        headers: incoming === undefined ? {} : { 'x-request-id': incoming },
      });
      const id = response.headers['x-request-id'] as string;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(linesOf(id).map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    }
  });

  it('gives lines logged outside any request no request id', () => {
    app.log.info('between requests');
    expect(lines.find((line) => line.msg === 'between requests')?.reqId).toBeUndefined();
  });
});
