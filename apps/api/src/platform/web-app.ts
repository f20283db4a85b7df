import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { escapeHtml } from './html.js';
import { runtimeConfigScript } from './security-headers.js';

export type PageMetaResolver = (request: FastifyRequest) => Promise<{ title: string; description: string; image?: string } | null>;
export type PageMetaEntry = { pattern: RegExp; resolve: PageMetaResolver };

/** Modules register share-preview resolvers while the app is built; the web-app plugin reads them per request. */
export const pageMetaPlugin = fp(async function pageMeta(app: FastifyInstance) {
  const entries: PageMetaEntry[] = [];
  app.decorate('pageMetaEntries', entries);
  app.decorate('addPageMeta', (pattern: RegExp, resolve: PageMetaResolver) => {
    entries.push({ pattern, resolve });
  });
});


/** Serves the built SPA: hashed assets cached for a year, index.html for every app route. */
export const serveWebApp = fp(async function serveWebApp(app: FastifyInstance, options: { distDir: string }) {
  // The browser learns the few public settings it needs (never secrets) from the page itself.
  // Its hash is in the Content-Security-Policy (platform/security-headers.ts): the one inline script allowed.
  const configScript = `<script>${runtimeConfigScript(app.config)}</script>`;
  const indexHtml = readFileSync(path.join(options.distDir, 'index.html'), 'utf8').replace('</head>', `${configScript}</head>`);
  const metaResolvers = app.pageMetaEntries;

  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // Our own Cache-Control only: the plugin's default (public, max-age=0) would replace the one set here.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      // Hashed file names change with their content: kept a year, never asked again. Anything else (the service
      // worker, the manifest, icons) is checked on each visit.
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    let html = indexHtml;
    for (const { pattern, resolve } of metaResolvers) {
      if (!pattern.test(request.url)) continue;
      const meta = await resolve(request).catch(() => null);
      if (meta) {
        const tags = [
          `<title>${escapeHtml(meta.title)} · Oversight</title>`,
          `<meta name="description" content="${escapeHtml(meta.description)}">`,
          `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
          `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
          meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}">` : '',
          '<meta name="twitter:card" content="summary_large_image">',
        ].join('');
        html = html.replace(/<title>[^<]*<\/title>/, tags);
      }
      break;
    }
    return reply.header('cache-control', 'no-cache').type('text/html').send(html);
  };

  // The one not-found handler (platform/errors.ts) hands app routes to this: index.html with share-preview tags.
  app.decorate('renderWebApp', sendIndex);
});

declare module 'fastify' {
  interface FastifyInstance {
    pageMetaEntries: PageMetaEntry[];
    addPageMeta: (pattern: RegExp, resolve: PageMetaResolver) => void;
    renderWebApp?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}
