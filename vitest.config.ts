import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is the number of cores minus one: one worker on these 2-core machines, file after file.
    // Each file has its own database and app, so two run side by side.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Each file builds its own app on its own database, and module state is keyed by that database or by
          // random ids, so files may share a worker's loaded modules: importing the API again for each of ~100
          // files cost about 7 s of CPU per file (12 files: 123 s of CPU isolated, 36 s not).
          isolate: false,
        },
      },
      'apps/*/vite.config.ts',
    ],
  },
});
