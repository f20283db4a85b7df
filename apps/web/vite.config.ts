import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = 'http://127.0.0.1:3000';
const proxy = { '/api': api, '/media': api };

// Vendor code changes less often than ours: separate chunks stay cached across deployments.
const vendorChunks: [name: string, test: RegExp][] = [
  ['react', /node_modules[\\/](react|react-dom|scheduler)[\\/]/],
  ['router', /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/],
  ['mantine', /node_modules[\\/](@mantine[\\/](core|hooks|notifications|modals)|@floating-ui|react-remove-scroll[^\\/]*|react-style-singleton|use-callback-ref|use-sidecar|react-number-format|react-textarea-autosize|clsx|tslib|get-nonce|detect-node-es)[\\/]/],
  ['query', /node_modules[\\/]@tanstack[\\/]/],
];

function manualChunks(id: string): string | undefined {
  return vendorChunks.find(([, test]) => test.test(id))?.[0];
}

export default defineConfig({
  root,
  plugins: [react()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rollupOptions: { output: { manualChunks } },
  },
  test: {
    name: 'web',
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
});
