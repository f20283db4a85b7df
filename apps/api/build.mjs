// Builds the API: src/server.ts (`npm start`) and src/cli.ts (`npm run cli`) bundled by esbuild into dist/server.js
// and dist/cli.js, with packages/shared inlined (it ships TypeScript source, which Node cannot load from
// node_modules) and the runtime dependencies left to node_modules. The migrations and the embedded database's worker
// (plain JavaScript, run as is) are copied beside them: db/client.ts and db/embedded-worker.ts find them next to the
// code that runs.
// `node build.mjs` empties dist/ and builds both. `node build.mjs --cli [--outdir=DIR]` builds the CLI alone and
// empties nothing, so `npm run cli` never deletes the files of a server started from dist/.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = import.meta.dirname;
const { values } = parseArgs({ options: { cli: { type: 'boolean' }, outdir: { type: 'string' } } });
const dist = path.resolve(values.outdir ?? path.join(root, 'dist'));
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
// Runtime dependencies stay in node_modules; a dev dependency the server imported would be bundled, not missing.
const external = Object.keys(manifest.dependencies).filter((name) => name !== '@oversight/shared');
const entries = values.cli ? ['cli'] : ['server', 'cli'];

if (!values.cli) rmSync(dist, { recursive: true, force: true });
const started = performance.now();
await build({
  entryPoints: Object.fromEntries(entries.map((name) => [name, path.join(root, `src/${name}.ts`)])),
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // The oldest Node the project supports (package.json engines).
  target: 'node22.13',
  external,
  sourcemap: true,
  // Stack traces name the functions of the source, as they did under tsx.
  keepNames: true,
  logLevel: 'warning',
});
cpSync(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
cpSync(path.join(root, 'src/db/pglite-worker.mjs'), path.join(dist, 'pglite-worker.mjs'));
if (!values.cli) {
  process.stdout.write(
    `API built into ${path.relative(process.cwd(), dist) || '.'} in ${Math.round(performance.now() - started)} ms\n`,
  );
}
