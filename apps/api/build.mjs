// Builds the API for `npm start`: src/server.ts bundled by esbuild into dist/server.js, with packages/shared inlined
// (it ships TypeScript source, which Node cannot load from node_modules) and the runtime dependencies left to
// node_modules. The migrations and the embedded database's worker (plain JavaScript, run as is) are copied beside it:
// db/client.ts and db/embedded-worker.ts find them next to the code that runs.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = import.meta.dirname;
const dist = path.join(root, 'dist');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
// Runtime dependencies stay in node_modules; a dev dependency the server imported would be bundled, not missing.
const external = Object.keys(manifest.dependencies).filter((name) => name !== '@oversight/shared');

rmSync(dist, { recursive: true, force: true });
const started = performance.now();
await build({
  entryPoints: [path.join(root, 'src/server.ts')],
  outfile: path.join(dist, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external,
  sourcemap: true,
  // Stack traces name the functions of the source, as they did under tsx.
  keepNames: true,
  logLevel: 'warning',
});
cpSync(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
cpSync(path.join(root, 'src/db/pglite-worker.mjs'), path.join(dist, 'pglite-worker.mjs'));
process.stdout.write(
  `API built into ${path.relative(process.cwd(), dist) || '.'} in ${Math.round(performance.now() - started)} ms\n`,
);
