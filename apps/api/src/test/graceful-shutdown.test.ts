import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../db/client.js';
import { startFakeOtlpReceiver } from './fake-otlp.js';

/**
 * The real server (tsx src/server.ts, as `npm run dev` starts it) on a private DATA_DIR, stopped with SIGTERM while a
 * stream of requests, some of them slow uploads, is under way. SHUTDOWN_TEST_PORT picks its port (else any free one).
 */
const API_ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.SHUTDOWN_TEST_PORT ?? 0);

type LogLine = { msg: string; reqId?: string; level: number; [key: string]: unknown };
type Outcome = { status?: number; body?: string; error?: string };

/**
 * The tests' migrated template, on the engine the tests run on: a PostgreSQL database copied from it
 * (DATABASE_URL for the server), or the embedded database unpacked into DATA_DIR. A new embedded database would cost
 * the server 30-150 s of start on a loaded machine (initdb and every migration in WebAssembly).
 */
async function prepareDatabase(
  dataDir: string,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const source = inject('testDatabase');
  if (source.kind === 'postgres') {
    const name = `${source.prefix}${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: source.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source.template}`);
    const url = new URL(source.adminUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      drop: async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const pglite = await PGlite.create({
    dataDir: path.join(dataDir, 'db'),
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: new Blob([readFileSync(source.dumpFile)]),
  });
  await pglite.close();
  return { env: {}, drop: () => Promise.resolve() };
}

function startServer(dataDir: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DEMO_DATA: '0',
      RATE_LIMITS: '0',
      LOG_LEVEL: 'info',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  const waiters: { test: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  let buffered = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    const parts = buffered.split('\n');
    buffered = parts.pop()!;
    for (const text of parts) {
      if (!text.startsWith('{')) continue;
      const line = JSON.parse(text) as LogLine;
      lines.push(line);
      for (const waiter of [...waiters]) {
        if (waiter.test(line)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(line);
        }
      }
    }
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: performance.now() })),
  );
  const waitFor = (test: (line: LogLine) => boolean, timeoutMs: number) =>
    new Promise<LogLine>((resolve, reject) => {
      const found = lines.find(test);
      if (found) {
        resolve(found);
        return;
      }
      const timer = setTimeout(
        () => reject(new Error(`no such log line within ${timeoutMs} ms; stderr: ${stderr.slice(-2000)}`)),
        timeoutMs,
      );
      waiters.push({
        test,
        resolve: (line) => {
          clearTimeout(timer);
          resolve(line);
        },
      });
    });
  return { child, lines, exited, waitFor, stderr: () => stderr };
}

async function started(server: ReturnType<typeof startServer>) {
  const listening = await server.waitFor((line) => line.msg.startsWith('Server listening at'), 300_000);
  await server.waitFor((line) => line.msg.startsWith('Oversight is ready'), 10_000);
  return /:(\d+)$/.exec(listening.msg.replace(/\/$/, ''))![1]!;
}

function send(
  agent: http.Agent,
  port: string,
  options: { method: string; path: string; id: string; body?: string[]; gapMs?: number },
): Promise<Outcome> {
  return new Promise((resolve) => {
    const body = options.body ?? [];
    const request = http.request({
      agent,
      host: '127.0.0.1',
      port,
      method: options.method,
      path: options.path,
      headers: {
        'x-request-id': options.id,
        ...(body.length
          ? {
              'content-type': 'application/json',
              'content-length': String(Buffer.byteLength(body.join(''))),
            }
          : {}),
      },
    });
    request.setTimeout(60_000, () => request.destroy(new Error('timed out')));
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode, body: text }));
      response.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ status: response.statusCode, error: error.code ?? error.message }),
      );
    });
    void (async () => {
      for (const piece of body) {
        if (request.destroyed) return;
        request.write(piece);
        await new Promise((wait) => setTimeout(wait, options.gapMs ?? 0));
      }
      request.end();
    })();
  });
}

// A sign-in whose body arrives in 10 pieces over ~gapMs*10: in flight for that long after its headers arrived.
const slowSignIn = (id: string) => {
  const json = JSON.stringify({ email: `${id}@example.org`, password: 'not-the-password-0123456789' });
  const pieces = Array.from({ length: 10 }, (_, i) =>
    json.slice((i * json.length) / 10, ((i + 1) * json.length) / 10),
  );
  return { method: 'POST', path: '/api/v1/auth/login/', id, body: pieces };
};

describe('graceful shutdown of the real server', () => {
  let dataDir: string;
  let database: Awaited<ReturnType<typeof prepareDatabase>>;
  const children: ChildProcess[] = [];
  const stopChildren = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  };
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'oversight-shutdown-'));
    database = await prepareDatabase(dataDir);
  });
  afterAll(async () => {
    stopChildren();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every request it accepted before SIGTERM, refuses the rest, sends its traces and exits 0', async () => {
    const receiver = await startFakeOtlpReceiver();
    const server = startServer(dataDir, {
      ...database.env,
      SHUTDOWN_TIMEOUT_MS: '20000',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
    });
    children.push(server.child);
    try {
      const port = await started(server);
      const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
      const outcomes = new Map<string, Promise<Outcome>>();
      for (let i = 0; i < 3; i += 1) {
        outcomes.set(`slow-${i}`, send(agent, port, { ...slowSignIn(`slow-${i}`), gapMs: 300 }));
      }
      const paths = ['/api/v1/health/', '/api/v1/ready/', '/api/v1/locations/states/'];
      const streaming = { on: true };
      const stream = (async () => {
        for (let i = 0; streaming.on; i += 1) {
          const id = `stream-${i}`;
          outcomes.set(id, send(agent, port, { method: 'GET', path: paths[i % paths.length]!, id }));
          await new Promise((wait) => setTimeout(wait, 20));
        }
      })();
      // SIGTERM once the slow sign-ins are in (their bodies still arriving) and the stream has run a while.
      for (let i = 0; i < 3; i += 1) {
        await server.waitFor((line) => line.reqId === `slow-${i}` && line.msg === 'incoming request', 20_000);
      }
      await new Promise((wait) => setTimeout(wait, 600));
      const signalled = performance.now();
      server.child.kill('SIGTERM');
      await new Promise((wait) => setTimeout(wait, 1000));
      streaming.on = false;
      await stream;

      const { code, at } = await server.exited;
      agent.destroy();
      expect(code, server.stderr()).toBe(0);
      expect(at - signalled).toBeLessThan(20_000);

      const stopIndex = server.lines.findIndex((line) => line.msg.startsWith('SIGTERM received'));
      expect(stopIndex).toBeGreaterThan(0);
      const accepted = new Set(
        server.lines
          .slice(0, stopIndex)
          .filter((line) => line.msg === 'incoming request')
          .map((line) => line.reqId!),
      );
      expect(accepted.size).toBeGreaterThan(10);
      const results = new Map<string, Outcome>();
      for (const [id, outcome] of outcomes) results.set(id, await outcome);
      for (const id of accepted) {
        const result = results.get(id)!;
        expect(result.error, `${id} was accepted before SIGTERM`).toBeUndefined();
        const body = JSON.parse(result.body!) as { shuttingDown?: boolean };
        // Readiness asked before the stop but answered after it began says so: that 503 is its whole answer.
        if (result.status === 503) expect(body.shuttingDown, id).toBe(true);
        else expect(result.status, id).toBeLessThan(500);
      }
      // The slow sign-ins got their real answer (wrong password) after the stop began.
      for (let i = 0; i < 3; i += 1) {
        const result = results.get(`slow-${i}`)!;
        expect(result.status, result.body).toBe(400);
        expect(result.body).toContain('Unable to log in with provided credentials.');
      }
      // Those sent after it: refused (503 on a kept-alive connection, or no connection), never left hanging.
      const later = [...results].filter(([id]) => !accepted.has(id));
      expect(later.length).toBeGreaterThan(0);
      for (const [id, result] of later) {
        if (result.status !== undefined) expect(result.status, id).toBe(503);
        else expect(result.error, id).toMatch(/ECONNREFUSED|ECONNRESET|EPIPE|socket hang up/);
      }
      expect(server.lines.some((line) => line.msg.startsWith('stopped cleanly'))).toBe(true);
      // Traces were flushed on the way out, named by route.
      expect(receiver.spans.map((span) => span.name)).toContain('POST /api/v1/auth/login/');
    } finally {
      // A failure must not leave the server holding the embedded database for the next test.
      stopChildren();
      await receiver.close();
    }
  }, 400_000);

  it('exits 1 with a log line when the work in flight outlasts SHUTDOWN_TIMEOUT_MS', async () => {
    const server = startServer(dataDir, { ...database.env, SHUTDOWN_TIMEOUT_MS: '1000' });
    children.push(server.child);
    const port = await started(server);
    const agent = new http.Agent({ keepAlive: false });
    // About 6 s of body after the stop: longer than the 1 s allowed.
    const slow = send(agent, port, { ...slowSignIn('too-slow'), gapMs: 700 });
    await server.waitFor((line) => line.reqId === 'too-slow' && line.msg === 'incoming request', 20_000);
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    const { code, at } = await server.exited;
    expect(code).toBe(1);
    expect(at - signalled).toBeLessThan(5000);
    expect(
      server.lines.some((line) => line.level === 50 && /did not finish within 1000 ms/.test(line.msg)),
    ).toBe(true);
    expect((await slow).status).toBeUndefined();
  }, 400_000);
});
