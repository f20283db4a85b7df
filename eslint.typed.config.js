import tseslint from 'typescript-eslint';
import base from './eslint.config.js';

/**
 * The typed layer (docs/decisions/0015-lint-rules.md): `npm run lint:typed` runs the base rules plus
 * typescript-eslint's strictTypeChecked with type information from each workspace's tsconfig. Not yet in
 * `npm run lint` and CI: the tree has about 4,600 findings to fix first.
 */
export default tseslint.config(
  ...base,
  ...tseslint.configs.strictTypeChecked.map((config) => ({
    ...config,
    files: config.files ?? ['**/*.{ts,tsx}'],
  })),
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
    // No tsconfig holds these: the shared package's tests, root configs, plain JavaScript and the benchmarks.
    files: ['packages/shared/src/**/*.test.ts', 'vitest.config.ts', 'bench/**', '**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
