import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// `npm test` runs the journeys as two Playwright runs at once (E2E_PART=1 and 2), each with one worker and its own
// server (its own embedded database and outbox) on its own port: a journey mostly waits on the browser and the
// server, so two share the machine's cores well, and each server still sees its journeys one at a time, as they
// expect of the demo data. Without E2E_PART every spec runs, as a single spec run needs.
const part = process.env.E2E_PART;
// The second part's specs, chosen to balance the run time of the two halves; any other spec is in the first.
const SECOND_PART = [
  'plans-results',
  'forms-answering',
  'forms',
  'dashboards',
  'reaching',
  'real-data',
  'staff-mode',
  'axe-every-screen-organizations',
  'form-reports',
  'dashboards-data',
  'languages',
].map((name) => `**/${name}.spec.ts`);
// The billing journey starts a fake Paystack here; scripts/e2e-server.mjs points the app at it.
process.env.E2E_PAYSTACK_URL ??= `http://127.0.0.1:${port + 1000}`;
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './src/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: `../../test-results/playwright${part ? `-${part}` : ''}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      ...(part === '1' ? { testIgnore: SECOND_PART } : part === '2' ? { testMatch: SECOND_PART } : {}),
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node ../../scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/v1/health/`,
    reuseExistingServer: false,
    // A fresh database seeds its demo data first (in npm test, two servers seed at once).
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
