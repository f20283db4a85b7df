import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = 'http://127.0.0.1:3000';
const proxy = { '/api': api, '/media': api };

// Vendor code changes less often than ours: separate chunks stay cached across deployments. Only code every page
// runs is grouped (React, the router, TanStack Query); the rest of the libraries split per use, so a page loads
// only the Mantine components it renders. Scroll locking, transitions and popover positioning get their own
// chunks so Rolldown does not merge them into a chunk the shell imports (they serve modals, drawers, menus).
const vendorGroups: { name: string; test: RegExp; priority?: number }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  {
    name: 'scroll-lock',
    test: /node_modules[\\/](react-remove-scroll[^\\/]*|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|detect-node-es)[\\/]/,
  },
  // Shared by scroll locking and code of the shell: its own tiny chunk, or the shell would load scroll locking.
  { name: 'tslib', test: /node_modules[\\/]tslib[\\/]/, priority: 1 },
  { name: 'transitions', test: /node_modules[\\/]react-transition-group[\\/]/ },
  { name: 'floating', test: /node_modules[\\/]@floating-ui[\\/]/ },
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

export default defineConfig({
  root,
  plugins: [react(), appShellScrollNames],
  // Leaflet's ES module build, started without 3D transforms (src/lib/leaflet-esm.ts).
  resolve: { alias: [{ find: /^leaflet$/, replacement: fileURLToPath(new URL('src/lib/leaflet-esm.ts', import.meta.url)) }] },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
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
