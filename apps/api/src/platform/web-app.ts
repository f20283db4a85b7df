import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  FIRST_SCREEN_CSS,
  homeFirstScreen,
  pageText,
  readPageStrings,
  type PageText,
  type SafeHtml,
} from './first-screen.js';
import { escapeHtml } from './html.js';
import { runtimeConfigScript } from './security-headers.js';

export type PageMeta = {
  /** Share-preview tags are written only for a page with a title (a project's page); others only preload. */
  title?: string;
  description?: string;
  image?: string;
  /** The page's first data, written into it so a first visit does not wait for the app to ask (keyed for the web). */
  initialData?: { key: string; data: unknown };
  /** Source modules of the page's lazily loaded route (Vite manifest keys): their chunks are preloaded. */
  preload?: string[];
  /** The page's first screen as markup, in the page's language (platform/first-screen.ts): shown before any script. */
  firstScreen?: (words: PageText) => SafeHtml;
};
export type PageMetaResolver = (request: FastifyRequest) => Promise<PageMeta | null>;

type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

function readViteManifest(distDir: string): ViteManifest | null {
  try {
    return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  } catch {
    return null;
  }
}

/**
 * `<link>`s that fetch the chunks (and styles) of lazily loaded modules at once with the page, beyond what the entry
 * already loads: on a slow phone that saves the round trips of discovering them one import at a time.
 */
export function preloadLinks(manifest: ViteManifest | null, sources: string[]): string {
  if (!manifest) return '';
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    manifest[key].imports?.forEach((next) => walk(next, into));
  };
  const loaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, loaded);
  const needed = new Set<string>();
  sources.forEach((source) => walk(source, needed));
  const keys = [...needed].filter((key) => !loaded.has(key));
  const scripts = keys.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`);
  const styles = keys
    .flatMap((key) => manifest[key]!.css ?? [])
    .map((file) => `<link rel="stylesheet" href="/${file}">`);
  return [...styles, ...scripts].join('');
}

/** The web's languages (apps/web/src/i18n LANGUAGES) and the cookie its language choice is kept in. */
const LANGUAGES = ['en', 'pcm', 'ha', 'yo', 'ig'];
export const LANGUAGE_COOKIE = 'oversight_language';

/**
 * The language the web will start in, as its initialLanguage() decides: the remembered choice (a cookie, mirrored from
 * its local storage), else the first of the browser's languages we have before English, else English. Its catalogue
 * is preloaded with the page rather than after the app's code has run.
 */
export function pageLanguage(request: FastifyRequest): string {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  if (chosen && LANGUAGES.includes(chosen)) return chosen;
  const header = request.headers['accept-language'];
  const tags = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.split(';')[0]!.trim().toLowerCase().split('-')[0]!);
  for (const primary of tags) {
    if (primary === 'en') break;
    if (LANGUAGES.includes(primary)) return primary;
  }
  return 'en';
}

/**
 * Public pages whose route module is preloaded with the page (Vite manifest keys) even when no module wrote page meta
 * for them: their code arrives in the same round trip as the shell's instead of after it has run.
 */
const ROUTE_MODULES: { pattern: RegExp; module: string; firstScreen?: PageMeta['firstScreen'] }[] = [
  { pattern: /^\/(\?|$)/, module: 'src/app/routes/public/home.route.tsx', firstScreen: homeFirstScreen },
  { pattern: /^\/citizen\/discover\/?(\?|$)/, module: 'src/app/routes/citizen/discover.route.tsx' },
  { pattern: /^\/project\/[^/?]+\/?(\?|$)/, module: 'src/app/routes/project/project-detail.route.tsx' },
];

/** brotli, else gzip, when the browser takes it (a `;q=0` refuses). */
export function pageEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part && !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** JSON inside a <script type="application/json">: nothing in it can close the element or start markup. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
/**
 * The page with its first screen drawn in the web's root element (the app replaces it when it mounts), its critical
 * styles inline and the `lang` of its words. The stylesheets move from the head to after the root element: a
 * stylesheet in the head holds back the first paint until it has arrived (25 KB at 50 KB/s), one after the content
 * holds back only what follows it, and the app's scripts still run after it has loaded.
 */
export function withFirstScreen(page: string, screen: SafeHtml, language: string): string {
  const styles: string[] = [];
  const head = page.slice(0, page.indexOf('</head>')).replace(/<link rel="stylesheet"[^>]*>/g, (link) => {
    styles.push(link);
    return '';
  });
  const rest = page.slice(page.indexOf('</head>'));
  return `${head.replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(language)}"`)}<style>${FIRST_SCREEN_CSS}</style>${rest}`.replace(
    /<div id="root"><\/div>/,
    `<div id="root">${screen.value}</div>${styles.join('')}`,
  );
}

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
  const indexHtml = readFileSync(path.join(options.distDir, 'index.html'), 'utf8').replace(
    '</head>',
    `${configScript}</head>`,
  );
  const metaResolvers = app.pageMetaEntries;
  const manifest = readViteManifest(options.distDir);
  // The catalogues' words for the first screens; a build without them gets no first screen (the app draws the page).
  const pageStrings = readPageStrings(options.distDir);

  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // Our own Cache-Control only: the plugin's default (public, max-age=0) would replace the one set here.
    cacheControl: false,
    // The build writes each asset brotli- and gzip-compressed at the highest quality (apps/web vite.config.ts).
    preCompressed: true,
    setHeaders: (res, filePath) => {
      // Hashed file names change with their content: kept a year, never asked again. Anything else (the service
      // worker, the manifest, icons) is checked on each visit.
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    let html = indexHtml;
    const language = pageLanguage(request);
    const preload = [`i18n-catalog:${language}`];
    let firstScreen: PageMeta['firstScreen'];
    for (const route of ROUTE_MODULES)
      if (route.pattern.test(request.url)) {
        preload.push(route.module);
        firstScreen ??= route.firstScreen;
      }
    for (const { pattern, resolve } of metaResolvers) {
      if (!pattern.test(request.url)) continue;
      const meta = await resolve(request).catch(() => null);
      if (meta?.title) {
        // Link previews need an absolute address; the page's own description gives way to the project's (one tag).
        const image = meta.image && new URL(meta.image, `${app.config.publicUrl}/`).toString();
        html = html.replace(/<meta name="description"[^>]*>/, '');
        const tags = [
          `<title>${escapeHtml(meta.title)} · Oversight</title>`,
          `<meta name="description" content="${escapeHtml(meta.description ?? meta.title)}">`,
          `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
          `<meta property="og:description" content="${escapeHtml(meta.description ?? meta.title)}">`,
          image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '',
          '<meta name="twitter:card" content="summary_large_image">',
        ].join('');
        html = html.replace(/<title>[^<]*<\/title>/, tags);
      }
      if (meta?.initialData) {
        // A data block (not run, so the Content-Security-Policy has nothing to allow) the web reads once.
        const data = `<script type="application/json" id="initial-data" data-key="${escapeHtml(meta.initialData.key)}">${jsonForHtml(meta.initialData.data)}</script>`;
        html = html.replace('</head>', `${data}</head>`);
      }
      preload.push(...(meta?.preload ?? []));
      firstScreen = meta?.firstScreen ?? firstScreen;
      break;
    }
    html = html.replace('</head>', `${preloadLinks(manifest, [...new Set(preload)])}</head>`);
    if (firstScreen && pageStrings) {
      const words = pageText(pageStrings, language);
      html = withFirstScreen(html, firstScreen(words), words.language);
    }
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html');
    // Pages reach this through the not-found handler, which was set before @fastify/compress: compressed here (a
    // project's or discover's written data is most of a page, 30 KB where 6 KB would do at 400 kbit/s).
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (!encoding || html.length < 1024) return reply.send(html);
    const body =
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(html);
    return reply.header('content-encoding', encoding).send(body);
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
