// `npm run release`: dist/oversight-<version>-<platform>-<arch>.tgz, which starts with only Node in an empty folder
// (`tar xzf ... && cd oversight-<version> && node server.js`). It holds the built web app and API (the repo's layout:
// apps/web/dist, apps/api/dist, so every path the code finds beside itself is the same), the production dependencies
// of the API installed by `npm ci --omit=dev` from the lockfile, a start script, the CLI and a README. Native modules
// (sharp, @node-rs/argon2) are this machine's platform: build the release on the platform it will run on.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { releaseReadme } from './release-readme.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { 'skip-build': { type: 'boolean' }, out: { type: 'string' } } });
const api = JSON.parse(readFileSync(path.join(root, 'apps/api/package.json'), 'utf8'));
const rootManifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const version = api.version;
const target = `${process.platform}-${process.arch}`;
const name = `oversight-${version}`;
const outDir = path.resolve(values.out ?? path.join(root, 'dist'));
const tarball = path.join(outDir, `${name}-${target}.tgz`);
const started = performance.now();
const step = (label, since) =>
  console.log(`release: ${label} (${((performance.now() - since) / 1000).toFixed(1)} s)`);

class ReleaseError extends Error {}
function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new ReleaseError(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
  }
}

// `--skip-build` only when the caller has just run `npm run build` on this very tree.
if (values['skip-build']) {
  for (const built of [
    'apps/api/dist/server.js',
    'apps/api/dist/cli.js',
    'apps/web/dist/.vite/manifest.json',
  ]) {
    if (!existsSync(path.join(root, built))) {
      console.error(`release: --skip-build, but ${built} is missing: run npm run build first`);
      process.exit(1);
    }
  }
} else {
  const since = performance.now();
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) {
    console.error('release: npm run build failed');
    process.exit(1);
  }
  step('built the web app and the API', since);
}

const work = mkdtempSync(path.join(tmpdir(), 'oversight-release-'));
try {
  // The production dependencies, exactly as locked: the workspace manifests and the lockfile in a scratch folder, and
  // `npm ci` for the API workspace alone (the web's dependencies are in its bundle).
  let since = performance.now();
  const install = path.join(work, 'install');
  for (const file of [
    'package.json',
    'package-lock.json',
    'apps/api/package.json',
    'apps/web/package.json',
    'packages/shared/package.json',
  ]) {
    mkdirSync(path.dirname(path.join(install, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(install, file));
  }
  run(
    'npm',
    [
      'ci',
      '--omit=dev',
      '--workspace=@oversight/api',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--loglevel=error',
    ],
    install,
  );
  step('installed the production dependencies', since);

  since = performance.now();
  const stage = path.join(work, name);
  mkdirSync(stage);
  // Moved, not copied: the same file system, and half the files to delete afterwards.
  renameSync(path.join(install, 'node_modules'), path.join(stage, 'node_modules'));
  // The workspace links point into the scratch folder; the shared package is inlined in the API bundle.
  rmSync(path.join(stage, 'node_modules/@oversight'), { recursive: true, force: true });
  rmSync(path.join(stage, 'node_modules/.package-lock.json'), { force: true });
  const nested = path.join(install, 'apps/api/node_modules');
  if (existsSync(nested)) {
    mkdirSync(path.join(stage, 'apps/api'), { recursive: true });
    renameSync(nested, path.join(stage, 'apps/api/node_modules'));
  }
  cpSync(path.join(root, 'apps/api/dist'), path.join(stage, 'apps/api/dist'), { recursive: true });
  cpSync(path.join(root, 'apps/web/dist'), path.join(stage, 'apps/web/dist'), { recursive: true });
  cpSync(path.join(root, 'scripts/require-node.mjs'), path.join(stage, 'require-node.mjs'));
  writeFileSync(path.join(stage, 'server.js'), entry('server'));
  writeFileSync(path.join(stage, 'cli.js'), entry('cli'));
  writeFileSync(
    path.join(stage, 'README.md'),
    releaseReadme({ version, target, engines: rootManifest.engines.node }),
  );
  const dependencies = Object.fromEntries(
    Object.entries(api.dependencies).filter(([dependency]) => dependency !== '@oversight/shared'),
  );
  const manifest = {
    name: 'oversight',
    version,
    private: true,
    type: 'module',
    description: `Oversight ${version} for ${target}: built web app and API with their production dependencies.`,
    engines: rootManifest.engines,
    os: [process.platform],
    cpu: [process.arch],
    scripts: {
      start: 'node --enable-source-maps --max-semi-space-size=64 server.js',
      cli: 'node --enable-source-maps cli.js',
    },
    dependencies,
  };
  writeFileSync(path.join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  step('assembled the release folder', since);

  since = performance.now();
  mkdirSync(outDir, { recursive: true });
  rmSync(tarball, { force: true });
  // Type declarations and source maps of dependencies: nothing reads them at run time, and they are ~45% of the
  // bytes. Left out by tar rather than deleted: deleting 180 MB of small files took minutes on a busy machine.
  const skipped = ['d.ts', 'd.mts', 'd.cts', 'js.map', 'mjs.map', 'cjs.map', 'ts.map', 'css.map'];
  const excludes = skipped.map((extension) => `--exclude=*/node_modules/*.${extension}`);
  run('tar', ['-czf', tarball, ...excludes, '-C', work, name], root);
  step(
    `packed ${path.relative(process.cwd(), tarball)}, ${(statSync(tarball).size / 1e6).toFixed(1)} MB`,
    since,
  );
  console.log(`release: ${tarball} in ${Math.round((performance.now() - started) / 1000)} s`);
} catch (error) {
  if (!(error instanceof ReleaseError)) throw error;
  console.error(`release: ${error.message}`);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** The release's server.js and cli.js: the Node check runs before any dependency loads, then the bundle. */
function entry(kind) {
  return `// Oversight ${version}: checks the Node version first (the bundle's dependencies need Node 22), then starts the ${kind === 'server' ? 'server' : 'command line'}.
import { requireNode } from './require-node.mjs';

requireNode();
process.setSourceMapsEnabled(true);
await import('./apps/api/dist/${kind}.js');
`;
}
