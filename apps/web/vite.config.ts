import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
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

export default defineConfig({
  root,
  plugins: [react()],
  // Leaflet's ES module build (its package "main" is the UMD one): the map chunk drops what it does not use.
  resolve: { alias: [{ find: /^leaflet$/, replacement: 'leaflet/dist/leaflet-src.esm.js' }] },
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
