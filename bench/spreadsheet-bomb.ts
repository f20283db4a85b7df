/**
 * Spreadsheet zip bombs: time and peak resident memory of reading one, before and after the limits of
 * apps/api/src/platform/spreadsheets.ts. Prints, asserts nothing.
 *
 *   npx tsx bench/spreadsheet-bomb.ts [--mb 400] [--before]
 *
 * Each case runs in its own child process (a fresh heap, its own peak RSS) through readSpreadsheet, the reader behind
 * POST /projects/validate-file/ and dataset uploads. --before also runs the reader as it was on main (copied from
 * git into bench/out/, imports pointed back at the repository): that one inflates the whole bomb, so it is slow and
 * takes gigabytes; leave it out on a busy machine.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sharedStringBomb } from '../apps/api/src/test/spreadsheet-bombs.js';

const root = path.join(import.meta.dirname, '..');
const arg = (name: string) => process.argv[process.argv.indexOf(name) + 1] ?? '';
const megabytes = process.argv.includes('--mb') ? Number(arg('--mb')) : 400;

type Reader = (file: string, filename: string) => Promise<unknown>;

async function child(reader: string, bombFile: string) {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const { readSpreadsheet } = (await import(pathToFileURL(reader).href)) as { readSpreadsheet: Reader };
  const started = performance.now();
  let outcome: string;
  try {
    await readSpreadsheet(bombFile, 'bomb.xlsx');
    outcome = 'read';
  } catch (error) {
    const body = (error as { body?: unknown }).body;
    outcome = body ? `400 ${JSON.stringify(body).slice(0, 110)}` : String(error).slice(0, 110);
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(JSON.stringify({ ms, peak, outcome }));
}

/** The reader as it is on main, as a module in bench/out/ importing the repository's own files. */
function mainReader(): string {
  const source = execFileSync(
    'git',
    ['show', 'main:apps/api/src/modules/project-import/spreadsheet-reader.ts'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  const errors = path.join(root, 'apps/api/src/platform/errors.ts');
  const shared = path.join(root, 'packages/shared/src/projects/project-import.schemas.ts');
  const out = path.join(root, 'bench/out');
  mkdirSync(out, { recursive: true });
  const file = path.join(out, 'spreadsheet-reader-main.mts');
  writeFileSync(
    file,
    source
      .replace("'../../platform/errors.js'", JSON.stringify(errors))
      .replace("'@oversight/shared/projects/project-import.schemas'", JSON.stringify(shared)),
  );
  return file;
}

async function main() {
  if (process.argv.includes('--child')) return child(arg('--child'), arg('--file'));
  const dir = mkdtempSync(path.join(tmpdir(), 'oversight-bomb-'));
  try {
    const bombs = {
      honest: sharedStringBomb(megabytes),
      lying: sharedStringBomb(megabytes, { lie: true }),
    };
    const cases: { label: string; reader: string }[] = [];
    if (process.argv.includes('--before')) cases.push({ label: 'before (main)', reader: mainReader() });
    cases.push({
      label: 'after',
      reader: path.join(root, 'apps/api/src/modules/project-import/spreadsheet-reader.ts'),
    });
    console.log(`A ${megabytes} MB shared string; node ${process.version}`);
    for (const [kind, bomb] of Object.entries(bombs)) {
      const file = path.join(dir, `${kind}.xlsx`);
      writeFileSync(file, bomb);
      for (const { label, reader } of cases) {
        const run = spawnSync(
          process.execPath,
          ['--import', 'tsx', __filenameOf(), '--child', reader, '--file', file],
          { cwd: root, encoding: 'utf8', maxBuffer: 1 << 20 },
        );
        const line = run.stdout.trim().split('\n').pop() ?? '';
        if (!line.startsWith('{')) {
          console.log(`${label.padEnd(14)} ${kind.padEnd(7)} failed: ${run.stderr.slice(-300)}`);
          continue;
        }
        const result = JSON.parse(line) as { ms: number; peak: number; outcome: string };
        console.log(
          `${label.padEnd(14)} ${kind.padEnd(7)} zip ${(bomb.length / 1024).toFixed(0)} KB  ` +
            `${(result.ms / 1000).toFixed(2)} s  peak RSS ${(result.peak / 1024 / 1024).toFixed(0)} MB  ${result.outcome}`,
        );
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const __filenameOf = () => path.join(root, 'bench/spreadsheet-bomb.ts');

await main();
