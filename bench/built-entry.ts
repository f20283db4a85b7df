import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const bundles = new Map<string, Promise<string>>();

/**
 * A bench file bundled as the API is for `npm start` (apps/api/build.mjs's settings: packages/shared inlined, the
 * runtime dependencies left to node_modules), so its `--serve` child runs on plain Node like production does, not
 * under tsx, whose loader and transformed sources add to the heap every full collection walks. Built once a run.
 */
export function builtBenchEntry(file: string): Promise<string> {
  let bundle = bundles.get(file);
  if (!bundle) {
    bundle = bundleOf(file);
    bundles.set(file, bundle);
  }
  return bundle;
}

async function bundleOf(file: string): Promise<string> {
  const manifest = JSON.parse(
    readFileSync(path.join(import.meta.dirname, '../apps/api/package.json'), 'utf8'),
  ) as { dependencies: Record<string, string> };
  const outfile = path.join(import.meta.dirname, 'out', `${path.basename(file, '.ts')}-built.mjs`);
  await build({
    entryPoints: [file],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22.13',
    external: [
      ...Object.keys(manifest.dependencies).filter((name) => name !== '@oversight/shared'),
      'autocannon',
      'esbuild',
    ],
    keepNames: true,
    logLevel: 'warning',
  });
  return outfile;
}

/** The Node flags `npm start` runs the API with (apps/api/package.json's start script), for a bench's API process. */
export function startFlags(): string[] {
  const manifest = JSON.parse(
    readFileSync(path.join(import.meta.dirname, '../apps/api/package.json'), 'utf8'),
  ) as { scripts: { start: string } };
  return manifest.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}
