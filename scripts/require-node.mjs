// Runs first in `npm start` and `npm run cli` (and the release's server.js): on an older Node the app would fail
// later with a cryptic error (dependencies need Node 22), so it stops here with one line. Plain syntax that any Node
// still parses; package.json's engines says the same (scripts/require-node.test.mjs keeps the two in step).
import { pathToFileURL } from 'node:url';

export const MINIMUM = { major: 22, minor: 13 };

export function nodeIsSupported(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > MINIMUM.major || (major === MINIMUM.major && minor >= MINIMUM.minor);
}

export function requireNode(version = process.version) {
  if (nodeIsSupported(version)) return;
  process.stderr.write(
    `Oversight needs Node.js ${MINIMUM.major}.${MINIMUM.minor} or later (22 or 24 LTS); this is Node ${version} (${process.execPath}).\n`,
  );
  process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) requireNode();
