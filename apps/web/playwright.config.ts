import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// `npm test` runs the journeys on two servers at once (E2E_SERVERS=2: ports E2E_PORT and E2E_PORT + 1, each with its
// own embedded database and outbox), one worker each: a journey mostly waits on the browser and the server, so two
// share the machine's cores well. One server (the default) runs every spec on E2E_PORT, as a single spec run needs.
const servers = Math.max(1, Number(process.env.E2E_SERVERS ?? 1));
// The second server's specs, chosen to balance the run time of the two halves; any other spec runs on the first.
const SECOND_SERVER = [
  'plans-results', 'forms-answering', 'forms', 'dashboards', 'reaching', 'real-data', 'staff-mode',
  'axe-every-screen', 'form-reports', 'dashboards-data', 'languages',
].map((name) => `**/${name}.spec.ts`);
// The billing journey starts a fake Paystack here; scripts/e2e-server.mjs points the app at it.
process.env.E2E_PAYSTACK_URL ??= `http://127.0.0.1:${port + 1000}`;
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export default defineConfig({
  testDir: './src/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results/playwright',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: servers,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: Array.from({ length: servers }, (_, index) => ({
    name: index === 0 ? 'desktop' : `desktop-${index + 1}`,
    ...(servers === 1 ? {} : index === 0 ? { testIgnore: SECOND_SERVER } : { testMatch: SECOND_SERVER }),
    use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: `http://127.0.0.1:${port + index}` },
  })),
  webServer: Array.from({ length: servers }, (_, index) => ({
    command: 'node ../../scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port + index}/api/v1/health/`,
    env: { E2E_PORT: String(port + index) },
    reuseExistingServer: false,
    // A fresh database seeds its demo data first (two servers seed at once).
    timeout: 300_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
