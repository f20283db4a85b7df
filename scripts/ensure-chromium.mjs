// Finds a system Chromium for the browser tests; on Debian as root it installs the distribution's package.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].filter(Boolean);
export function findChromium() {
  return candidates.find((candidate) => existsSync(candidate));
}

const isDebian =
  existsSync('/etc/debian_version') ||
  /debian|ubuntu/i.test(existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

if (!findChromium()) {
  if (isDebian && isRoot) {
    console.log("No Chromium found: installing Debian's chromium package...");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  } else {
    console.error(
      'Browser tests need Chromium: install it (Debian: `sudo apt-get install chromium`) or set CHROMIUM_PATH.',
    );
    process.exit(1);
  }
}
if (!findChromium()) {
  console.error(
    "Browser tests need Chromium: installing it failed; install Debian's chromium package or set CHROMIUM_PATH.",
  );
  process.exit(1);
}
