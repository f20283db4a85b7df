import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

/** The folders directly under `dir`: one per web feature or API module. */
const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const webFeatures = foldersIn('./apps/web/src/features/');
const apiModules = foldersIn('./apps/api/src/modules/');

/**
 * The API's modules in layers, lowest first (CONTRIBUTING.md "Module layers"): a module imports modules of lower
 * layers only, its tests too, so no two modules import each other. What a lower module must tell a higher one goes
 * as an event the higher subscribes to (modules/events.ts); a helper both need moves down or to platform/.
 */
const apiModuleLayers = [
  ['analytics', 'followed-places', 'locations', 'notifications'],
  ['projects'],
  ['posts'],
  ['people'],
  ['accounts'],
  ['open-data', 'organizations', 'project-import', 'roles'],
  ['departments', 'stakeholders', 'subscriptions'],
  ['plans', 'staff', 'subordinates'],
  ['surveys'],
  ['dashboards', 'form-exports', 'form-results'],
  ['form-reports', 'health', 'kobo', 'site'],
];
const layered = apiModuleLayers.flat();
for (const module of apiModules)
  if (!layered.includes(module))
    throw new Error(`eslint.config.js: put the new API module "${module}" in a layer of apiModuleLayers.`);
for (const module of layered)
  if (!apiModules.includes(module))
    throw new Error(
      `eslint.config.js: apiModuleLayers names "${module}", which apps/api/src/modules/ lacks.`,
    );
/** One zone per module: the modules of its own layer and above are out of its reach. */
const apiLayerZones = apiModuleLayers.flatMap((layer, index) =>
  layer.map((module) => {
    const out = apiModuleLayers
      .slice(index)
      .flat()
      .filter((other) => other !== module);
    return {
      target: `./apps/api/src/modules/${module}`,
      from: out.map((other) => `./apps/api/src/modules/${other}`),
      message: `Module layers (eslint.config.js apiModuleLayers): ${module} imports only ${
        apiModuleLayers.slice(0, index).flat().join(', ') || 'no module'
      }. Move the shared part down or to platform/, or announce an event the higher module subscribes to.`,
    };
  }),
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/api/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'bench/out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // typescript-eslint's strictTypeChecked, with type information from each file's own tsconfig
  // (docs/decisions/0015-lint-rules.md).
  ...tseslint.configs.strictTypeChecked.map((config) => ({
    ...config,
    files: config.files ?? ['**/*.{ts,tsx}'],
  })),
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // With noUncheckedIndexedAccess, `!` after an index the code has just checked is the idiom, not a smell.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // `onClick={() => setOpen(true)}` returns what the setter returns, and nobody reads it.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Numbers and booleans print as people expect; objects, null and undefined stay errors.
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true },
      ],
    },
  },
  {
    // Fastify plugins, hooks and handlers are async by contract (a plugin or hook without `done` must return a
    // promise), so in the API's code an async function with nothing to await is the idiom.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // A type parameter here names the rows of SQL the caller hands in (db.execute<Row>'s own idiom): the database,
    // not the signature, decides them, and a Zod parse of every row would cost CPU on hot paths (decision 0015).
    files: [
      'apps/api/src/**/*.repository.ts',
      'apps/api/src/db/prepared.ts',
      'apps/api/src/platform/pagination.ts',
      'apps/api/src/platform/item-access.ts',
      'apps/api/src/modules/projects/projects.policy.ts',
    ],
    rules: { '@typescript-eslint/no-unnecessary-type-parameters': 'off' },
  },
  {
    // No tsconfig holds these: the shared package's tests, root configs, plain JavaScript and the benchmarks.
    files: ['packages/shared/src/**/*.test.ts', 'vitest.config.ts', 'bench/**', '**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Accessibility checked as the JSX is written; the journeys' axe scans check the rendered pages.
    ...jsxA11y.flatConfigs.recommended,
    files: ['apps/web/**/*.tsx'],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling region takes focus so a keyboard can scroll it (axe scrollable-region-focusable); it is named.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
      // Components focus the field the user has just opened (reply, code sent, cell being fixed); DOM elements not.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // Scripts and the CLI talk to a terminal on purpose.
    files: ['scripts/**', 'bench/**', 'apps/api/src/cli.ts', 'apps/api/src/cli/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // A web feature does not import another feature: what two features share lives in components/, lib/ or
    // session-neutral places (docs/architecture.md "Boundaries"). An API module reaches another module through its
    // public files, never its routes (the HTTP edge) or its repository (the rule below).
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // How import-x reads the files an import leads to (its TypeScript preset), and resolves `.js` to `.ts`.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/api/tsconfig.json'],
          noWarnOnMultipleProjects: true, // each file is resolved by the project that holds it
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other: move what both need to components/ or lib/.',
            })),
            ...apiModules.map((module) => ({
              target: `./apps/api/src/modules/${module}`,
              from: apiModules
                .filter((other) => other !== module)
                .map((other) => `./apps/api/src/modules/${other}/**/*.routes.ts`),
              message:
                "A module's routes are its HTTP edge: share the helper through platform/ or the service.",
            })),
            ...apiLayerZones,
            {
              // The database is the lowest layer: schema, client and migrations know no module, platform or seed.
              target: './apps/api/src/db',
              from: ['./apps/api/src/modules', './apps/api/src/platform', './apps/api/src/seed'],
              message: 'db/ is the lowest layer: it imports no module, platform/ or seed/ file.',
            },
          ],
        },
      ],
    },
  },
  {
    // The API's modules and the web's files import no cycles (docs/architecture.md "Boundaries"). The form builder's
    // and the filler's recursion (a group holds questions) is passed down as a prop: docs/decisions/0015-lint-rules.md.
    files: ['apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A module talks to another module through its service, never its repository (docs/design.md section 6).
    files: ['apps/api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*.repository*', '../*/*.repository.js'],
              message: "Call the other module's service, not its repository.",
            },
          ],
        },
      ],
    },
  },
  {
    // No giant files: a source or test file stays under 800 lines, split by what it does (CONTRIBUTING.md).
    // Data and seeds are read as data, not code.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    ignores: ['packages/shared/src/reference/lgas.ts', 'apps/api/src/seed/**'],
    rules: { 'max-lines': ['error', { max: 800, skipBlankLines: false, skipComments: false }] },
  },
);
