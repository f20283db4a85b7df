import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is the number of cores minus one: one worker on these 2-core machines, file after file.
    // Each file has its own database and app, so two run side by side.
    maxWorkers: 2,
    // `npm run coverage:shared` (a line in CI's output): the contract package measured by its own tests, ~15 s. The
    // API suite is left out: instrumenting it would add minutes to CI for a figure nobody acts on.
    coverage: {
      provider: 'v8',
      include: ['packages/shared/src/**/*.ts'],
      reporter: ['text-summary'],
      reportsDirectory: 'coverage',
    },
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
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
