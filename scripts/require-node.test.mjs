import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MINIMUM, nodeIsSupported } from './require-node.mjs';

const root = path.resolve(import.meta.dirname, '..');
const engines = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8')).engines?.node;

describe('require-node', () => {
  it('accepts Node 22.13 and later 22s, 24 and newer; refuses 20, 22.12 and older', () => {
    for (const version of ['v22.13.0', 'v22.23.5', 'v24.0.0', 'v24.22.3', 'v26.1.0']) {
      expect(nodeIsSupported(version), version).toBe(true);
    }
    for (const version of ['v20.20.2', 'v21.7.3', 'v22.12.0', 'v18.20.0']) {
      expect(nodeIsSupported(version), version).toBe(false);
    }
  });

  it("says the same as the engines of package.json and the API's package.json", () => {
    const range = `^${MINIMUM.major}.${MINIMUM.minor}.0 || >=24`;
    expect(engines('package.json')).toBe(range);
    expect(engines('apps/api/package.json')).toBe(range);
  });

  it('stops an older Node with one line naming the Node it needs', () => {
    const result = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import('./scripts/require-node.mjs').then((m) => m.requireNode('v20.20.2'))`,
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual([
      `Oversight needs Node.js 22.13 or later (22 or 24 LTS); this is Node v20.20.2 (${process.execPath}).`,
    ]);
  });
});
