/**
 * Discover page's first load (the 250 KB budget: docs/performance/discover-map.md): builds the web app into a temporary folder with a manifest and
 * prints the gzip size of the JavaScript a browser fetches to show /citizen/discover on a first visit, with an empty
 * cache: the entry and its static imports (the modulepreload links of index.html), the discover route chunk and its
 * static imports (the router fetches them together), and the map chunk (the map is on screen at first paint) with
 * its static imports. Each file counts once. Prints; asserts nothing.
 *
 * Checked against a browser: bench/discover-web.ts records every script Chromium fetches on a first visit by a guest;
 * what arrives before the list shows its first project is exactly this count (247.8 KB in 56 files on 2026-11-22).
 * The one other part fetched on that visit, the reviews rail below the fold, is printed as "deferred": it loads when
 * it comes near the screen or once the page's data has arrived and the browser is idle (components/ui/deferred.tsx).
 * A signed-in user also loads their menu and notifications; this counts the guest's visit. *
 *   node scripts/first-load-size.mjs [--no-build] [--out /tmp/oversight-web-size]
 *
 * Sizes are gzip level 9 (what Vite's own report prints); budget 250 KB = 250 x 1000 bytes.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(repo, 'apps/web');
const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const outDir = outIndex >= 0 ? path.resolve(args[outIndex + 1]) : path.join(tmpdir(), 'oversight-web-size');
const BUDGET_KB = 250;

// What the discover route pulls in at first paint: the route module and the map it shows straight away.
const DISCOVER_ROUTE = 'src/app/routes/citizen/discover.route.tsx';
const FIRST_PAINT_LAZY = ['src/features/projects/components/project-map.tsx'];
// Below the fold, loaded when near the screen or when the data has arrived and the browser is idle
// (components/ui/deferred.tsx): fetched on the first visit, after the page is usable; printed, not counted.
const DEFERRED = ['src/features/posts/components/popular-reviews-rail.tsx'];

if (!args.includes('--no-build')) {
  execFileSync(
    'npx',
    ['vite', 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: web,
      stdio: 'inherit',
    },
  );
}

const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry in the manifest');

/** The chunk and everything it imports statically (what the browser fetches before running it). */
function closure(key, seen = new Map()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Not in the manifest: ${key}`);
  if (seen.has(chunk.file)) return seen;
  seen.set(chunk.file, key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const groups = [
  ['entry (shell)', entryKey],
  ['discover route', DISCOVER_ROUTE],
  ...FIRST_PAINT_LAZY.map((key) => ['map (first paint)', key]),
];
const counted = new Set();
const rows = [];
for (const [group, key] of groups) {
  for (const file of closure(key).keys()) {
    if (counted.has(file) || !file.endsWith('.js')) continue;
    counted.add(file);
    const bytes = readFileSync(path.join(outDir, file));
    rows.push({ group, file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
}

const kb = (bytes) => (bytes / 1000).toFixed(1);
for (const row of rows) {
  console.log(
    `${row.group.padEnd(18)} ${row.file.padEnd(48)} ${kb(row.raw).padStart(8)} KB ${kb(row.gzip).padStart(7)} KB gzip`,
  );
}
for (const [group] of groups) {
  const list = rows.filter((row) => row.group === group);
  console.log(
    `${group}: ${kb(list.reduce((sum, row) => sum + row.gzip, 0))} KB gzip in ${list.length} files`,
  );
}
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
for (const key of DEFERRED) {
  const extra = [...closure(key).keys()].filter((file) => !counted.has(file) && file.endsWith('.js'));
  const bytes = extra.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length,
    0,
  );
  console.log(`deferred (not counted): ${key}: ${kb(bytes)} KB gzip in ${extra.length} files`);
}
console.log(
  `Discover first load: ${kb(total)} KB of JavaScript (gzip), budget ${BUDGET_KB} KB: ${total <= BUDGET_KB * 1000 ? 'met' : 'missed'}`,
);
