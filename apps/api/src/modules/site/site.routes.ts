import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { projectCard, robotsTxt, sitemapFile, sitemapIndex } from './site.service.js';

// Search engines read these often: an hour's cache spares the database the walk over every published project.
const CACHE = 'public, max-age=3600';

/** /robots.txt, the sitemap and projects' preview cards, at the site's root (not under /api/v1), for search engines and link previews. */
export async function siteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const publicUrl = app.config.publicUrl.replace(/\/+$/, '');
  const config = { access: 'public', tenantless: true } as const;
  r.get('/robots.txt', { config, schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', CACHE).type('text/plain; charset=utf-8').send(robotsTxt(publicUrl)),
  );
  r.get('/sitemap.xml', { config, schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', CACHE)
      .type('application/xml; charset=utf-8')
      .send(await sitemapIndex(app.db, publicUrl)),
  );
  r.get(
    '/sitemaps/:file',
    { config, schema: { hide: true, params: z.object({ file: z.string().max(40) }) } },
    async (request, reply) =>
      reply
        .header('cache-control', CACHE)
        .type('application/xml; charset=utf-8')
        .send(await sitemapFile(app.db, publicUrl, request.params.file.replace(/\.xml$/, ''))),
  );
  r.get(
    '/cards/projects/:file',
    { config, schema: { hide: true, params: z.object({ file: z.string().max(320) }) } },
    async (request, reply) => {
      const card = await projectCard(app.db, request.params.file.replace(/\.png$/, ''));
      reply.header('cache-control', CACHE).header('etag', card.etag);
      if (request.headers['if-none-match'] === card.etag) return reply.status(304).send();
      return reply.type('image/png').send(card.png);
    },
  );
}
