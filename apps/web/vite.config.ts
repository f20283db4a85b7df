import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = 'http://127.0.0.1:3000';
const proxy = { '/api': api, '/media': api };

// Vendor code changes less often than ours: separate chunks stay cached across deployments. Only code every page
// runs is grouped (React, the router, TanStack Query); the rest of the libraries split per use, so a page loads
// only the Mantine components it renders. Scroll locking, transitions and popover positioning get their own
// chunks so Rolldown does not merge them into a chunk the shell imports (they serve modals, drawers, menus).
type Group = {
  name: string;
  test?: RegExp;
  priority?: number;
  tags?: '$initial'[];
  includeDependenciesRecursively?: boolean;
};
const vendorGroups: Group[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  {
    name: 'scroll-lock',
    test: /node_modules[\\/](react-remove-scroll[^\\/]*|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|detect-node-es)[\\/]/,
  },
  // Shared by scroll locking and code of the shell: its own tiny chunk, or the shell would load scroll locking.
  { name: 'tslib', test: /node_modules[\\/]tslib[\\/]/, priority: 4 },
  { name: 'transitions', test: /node_modules[\\/]react-transition-group[\\/]/ },
  { name: 'floating', test: /node_modules[\\/]@floating-ui[\\/]/ },
];

/**
 * A phone at 400 ms a round trip pays for every request (HTTP/1.1: six at a time), and Rolldown's automatic chunking
 * split the shell into some forty tiny chunks shared with lazy routes (Text, Paper, Button...). Everything the entry
 * loads statically ('$initial') goes into its one chunk instead, the vendor groups above excepted (they outrank it).
 * Without the dependencies of those modules: Rolldown counts modules only reached through Mantine's barrel
 * (Combobox, Popover, floating-ui) among their dependencies, and the shell would grow by 30 KB it never runs.
 */
const firstLoadGroups: Group[] = [
  { name: 'shell', tags: ['$initial'], priority: 1, includeDependenciesRecursively: false },
];

// Mantine's AppShell imports react-remove-scroll only for two class names (fixed bars stay clear of the scroll bar while
// a modal locks scrolling). Given just those names, scroll locking (4 KB gzip) loads with the first modal or drawer
// instead of with every page; the modals themselves still import the real react-remove-scroll. The names are read from
// react-remove-scroll-bar's own constants file, copied into this module (imported, it would join the scroll-lock chunk).
const APP_SHELL_SCROLL_NAMES = '\0app-shell-remove-scroll';
const appShellScrollNames: Plugin = {
  name: 'app-shell-scroll-names',
  enforce: 'pre',
  resolveId(source, importer) {
    const fromAppShell = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/.test(importer ?? '');
    return source === 'react-remove-scroll' && fromAppShell ? APP_SHELL_SCROLL_NAMES : null;
  },
  load(id) {
    if (id !== APP_SHELL_SCROLL_NAMES) return null;
    const bar = path.dirname(createRequire(import.meta.url).resolve('react-remove-scroll-bar/package.json'));
    const constants = readFileSync(path.join(bar, 'dist/es2015/constants.js'), 'utf8');
    return `${constants}
export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };`;
  },
};

// Mantine's ScrollArea (and with it Table, whose ScrollContainer it is) imports @floating-ui/react for one hook,
// useMergeRefs, and so loaded the whole floating chunk (13 KB brotli of popover positioning) with every page that
// draws a table, the project page among them. It gets Mantine's own equivalent instead (same refs merged into one
// callback ref); popovers, tooltips and menus still import the real floating-ui.
const SCROLL_AREA_MERGE_REFS = '\0scroll-area-merge-refs';
const scrollAreaMergeRefs: Plugin = {
  name: 'scroll-area-merge-refs',
  enforce: 'pre',
  resolveId(source, importer) {
    const fromScrollArea = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]/.test(
      importer ?? '',
    );
    return source === '@floating-ui/react' && fromScrollArea ? SCROLL_AREA_MERGE_REFS : null;
  },
  load(id) {
    if (id !== SCROLL_AREA_MERGE_REFS) return null;
    return `import { useMergedRef } from '@mantine/hooks';
export const useMergeRefs = (refs) => useMergedRef(...refs);`;
  },
};

const PREFIX = 'virtual:i18n-catalog/';
const RESOLVED = '\0i18n-catalog:';

/**
 * One chunk per language (src/i18n/locales/<lang>/<namespace>.json, ICU MessageFormat): every namespace of the
 * language, its ids prefixed `<namespace>.`, compiled at build time into Lingui's message format, so the browser
 * neither parses ICU nor downloads a compiler. `import('virtual:i18n-catalog/ha')` is the only way in: only the
 * chosen language is fetched.
 */
function i18nCatalogs(localesDir: string): Plugin {
  return {
    name: 'i18n-catalogs',
    resolveId(source) {
      return source.startsWith(PREFIX) ? RESOLVED + source.slice(PREFIX.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const language = id.slice(RESOLVED.length);
      if (!/^[a-z]{2,3}$/.test(language)) throw new Error(`i18n-catalogs: no such language "${language}"`);
      const dir = path.join(localesDir, language);
      const messages: Record<string, unknown> = {};
      for (const file of readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()) {
        const full = path.join(dir, file);
        this.addWatchFile(full);
        const namespace = file.slice(0, -'.json'.length);
        const catalogue = JSON.parse(readFileSync(full, 'utf8')) as Record<string, string>;
        for (const [key, text] of Object.entries(catalogue)) {
          try {
            messages[`${namespace}.${key}`] = compileMessage(text);
          } catch (error) {
            throw new Error(`i18n-catalogs: ${language}/${file} "${key}": ${(error as Error).message}`);
          }
        }
      }
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;
    },
  };
}

/**
 * The words the server writes into a public page's first screen (API platform/first-screen.ts), in every language:
 * `dist/.vite/page-strings.json`, `{ "<lang>": { "<namespace>.<key>": "<ICU text>" } }` for the namespaces below,
 * read by the server beside the manifest. The catalogues stay the one source of the words.
 */
const FIRST_SCREEN_NAMESPACES = ['home', 'discover', 'project', 'projects', 'status', 'shell', 'nav'];
function pageStrings(localesDir: string): Plugin {
  return {
    name: 'page-strings',
    apply: 'build',
    generateBundle() {
      const strings: Record<string, Record<string, string>> = {};
      for (const language of readdirSync(localesDir).sort()) {
        const words: Record<string, string> = {};
        strings[language] = words;
        for (const namespace of FIRST_SCREEN_NAMESPACES) {
          const file = path.join(localesDir, language, `${namespace}.json`);
          const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
          for (const [key, text] of Object.entries(catalogue)) words[`${namespace}.${key}`] = text;
        }
      }
      this.emitFile({ type: 'asset', fileName: '.vite/page-strings.json', source: JSON.stringify(strings) });
    },
  };
}

// The service worker precaches the app shell (the entry's chunks and CSS) and everything the respond page loads, so a
// form opened once works offline; other pages' chunks are cached as they are used (src/service-worker/sw.ts). Read
// from the bundle's import graph, as the chunk names are hashed.
const offlineFiles = new Set<string>();
const OFFLINE_ROUTE = /routes[\\/]forms[\\/]respond\.route\.tsx$/;
const offlineChunks: Plugin = {
  name: 'offline-chunks',
  apply: 'build',
  generateBundle(_options, bundle) {
    offlineFiles.clear();
    const add = (fileName: string, withDynamic: boolean) => {
      const chunk = bundle[fileName];
      if (!chunk || chunk.type !== 'chunk' || offlineFiles.has(fileName)) return;
      offlineFiles.add(fileName);
      chunk.viteMetadata?.importedCss.forEach((css) => offlineFiles.add(css));
      chunk.imports.forEach((next) => add(next, withDynamic));
      if (withDynamic) chunk.dynamicImports.forEach((next) => add(next, true));
    };
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      if (chunk.isEntry) add(chunk.fileName, false);
      else if (chunk.facadeModuleId && OFFLINE_ROUTE.test(chunk.facadeModuleId)) add(chunk.fileName, true);
    }
  },
};

/**
 * Each hashed asset also written brotli-compressed at the highest quality (and gzip for clients without brotli): the
 * server sends these as they are (@fastify/static preCompressed) rather than compressing at a quality cheap enough to
 * do per request, about 15% fewer bytes for a phone at 400 kbit/s.
 */
const precompress: Plugin = {
  name: 'precompress',
  apply: 'build',
  async writeBundle(options) {
    const dir = path.join(options.dir ?? 'dist', 'assets');
    const files = (await readdir(dir)).filter((name) => /\.(js|css|svg)$/.test(name));
    const brotli = promisify(brotliCompress);
    const gzipped = promisify(gzip);
    await Promise.all(
      files.map(async (name) => {
        const content = await readFile(path.join(dir, name));
        if (content.length < 1024) return;
        const params = {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
        };
        await writeFile(path.join(dir, `${name}.br`), await brotli(content, { params }));
        await writeFile(path.join(dir, `${name}.gz`), await gzipped(content, { level: 9 }));
      }),
    );
  },
};

const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/service-worker',
  filename: 'sw.ts',
  registerType: 'autoUpdate',
  // src/service-worker/register.ts registers it from main.tsx, in built apps only.
  injectRegister: false,
  // The installable app: opens on Discover, full screen, in the brand colours; icons from favicon.svg.
  manifest: {
    name: 'Oversight: public projects near you',
    short_name: 'Oversight',
    description: 'Find, follow and review the public projects around you.',
    start_url: '/citizen/discover',
    scope: '/',
    display: 'standalone',
    theme_color: '#008751',
    background_color: '#ffffff',
    lang: 'en',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  devOptions: { enabled: false },
  injectManifest: {
    rollupFormat: 'iife',
    // No index.html: pages come from the server first (it writes the tenant's settings into them).
    globPatterns: ['**/*.{js,css,svg}'],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    manifestTransforms: [
      (entries) => ({
        manifest: entries.filter((entry) => offlineFiles.has(entry.url) || entry.url.endsWith('.svg')),
        warnings: offlineFiles.size ? [] : ['offline-chunks found no chunk: nothing of the app is precached'],
      }),
    ],
  },
});

export default defineConfig({
  root,
  // A new id per build (or BUILD_ID from the deployment): the persisted query cache of an older build is dropped.
  define: { __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? new Date().toISOString()) },
  // The worker is built with the app only: devOptions keep it out of the dev server and Vitest.
  plugins: [
    react(),
    i18nCatalogs(path.join(root, 'src/i18n/locales')),
    pageStrings(path.join(root, 'src/i18n/locales')),
    appShellScrollNames,
    scrollAreaMergeRefs,
    offlineChunks,
    pwa,
    precompress,
  ],
  // Leaflet's ES module build, started without 3D transforms (src/lib/leaflet-esm.ts).
  resolve: {
    alias: [
      { find: /^leaflet$/, replacement: fileURLToPath(new URL('src/lib/leaflet-esm.ts', import.meta.url)) },
    ],
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: the server preloads a page's chunks from it (platform/web-app.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [...vendorGroups.map((group) => ({ priority: 3, ...group })), ...firstLoadGroups],
        },
      },
    },
  },
  test: {
    name: 'web',
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // Whole Mantine forms in jsdom take seconds on a busy 2-core machine (CI runs the API suite beside them).
    testTimeout: 20_000,
  },
});
