// Starts the app for the browser tests as `npm start` does (embedded database, demo data), on a fresh DATA_DIR. It runs
// the API's source under tsx rather than apps/api/dist, so a journey never meets a stale API build.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// A folder per port, so two runs on one machine never share (or delete) each other's data; e2e/helpers.ts reads it too.
const port = process.env.E2E_PORT ?? '3100';
const dataDir = path.join(root, 'test-results', `e2e-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
const env = { ...process.env, DATA_DIR: dataDir, PORT: port, NODE_ENV: 'development', LOG_LEVEL: 'warn' };
// Every journey signs in from 127.0.0.1, dozens of times a minute: the per-address and per-account login limits would
// answer 429 to the tests themselves. The API suite tests those limits.
env.RATE_LIMITS = 'false';
// Billing journeys: the app pays through a fake Paystack the spec starts on this address (only when it is set).
if (process.env.E2E_PAYSTACK_URL) {
  env.PAYSTACK_BASE_URL = process.env.E2E_PAYSTACK_URL;
  env.PAYSTACK_SECRET_KEY = 'sk_test_oversight_fake_paystack_secret_key';
  env.PAYSTACK_TIMEOUT_MS = '5000';
}
delete env.DATABASE_URL;
delete env.TEST_DATABASE_URL;
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
