import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthContext } from './access-control.js';
import { appContext, registerRequestContext, type RequestContext } from './request-context.js';

// The app's parts as markers: the context must hand on these very objects, not copies.
const parts = {
  db: { name: 'db' },
  config: { name: 'config' },
  jobs: { name: 'jobs' },
  mail: { name: 'mail' },
  storage: { name: 'storage' },
  accountLimiter: { name: 'accountLimiter' },
  sessionRevocations: { name: 'sessionRevocations' },
};

async function appWithContext(): Promise<FastifyInstance> {
  const app = Fastify();
  for (const [name, value] of Object.entries(parts)) app.decorate(name, value);
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.addHook('onRequest', (request, _reply, done) => {
    request.auth = { tenant: { id: 't1', name: 'demo' }, user: null, organization: null };
    done();
  });
  registerRequestContext(app);
  return app;
}

describe('request.ctx', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('is made once per request, after access control, with the request caller and the app parts', async () => {
    app = await appWithContext();
    const seen: RequestContext[] = [];
    app.get('/', (request) => {
      const ctx = request.ctx;
      seen.push(ctx);
      return {
        same: request.ctx === ctx,
        auth: ctx.auth === request.auth,
        log: ctx.log === request.log,
        parts: Object.keys(parts).every((name) => ctx[name as keyof RequestContext] === app![name as 'db']),
        clock: ctx.now() instanceof Date,
      };
    });
    const first = await app.inject({ method: 'GET', url: '/' });
    await app.inject({ method: 'GET', url: '/' });
    expect(first.json()).toEqual({ same: true, auth: true, log: true, parts: true, clock: true });
    expect(seen).toHaveLength(2);
    expect(seen[0]).not.toBe(seen[1]);
  });

  it('appContext is a plain object of the same parts, without a caller, that survives a spread', async () => {
    app = await appWithContext();
    await app.register((scope, _options, done) => {
      // An encapsulated instance, as a module's plugin gets: its decorations live on the prototype.
      expect({ ...scope }).not.toHaveProperty('db');
      const context = { ...appContext(scope) };
      expect(context).not.toHaveProperty('auth');
      for (const [name, value] of Object.entries(parts)) expect(context).toHaveProperty(name, value);
      expect(context.log).toBe(scope.log);
      done();
    });
    await app.ready();
  });
});
