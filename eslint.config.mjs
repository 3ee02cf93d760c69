import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webProjects = ['shell', 'mf-*', 'libs/ui', 'libs/api', 'libs/session', 'libs/routing'];

/** Which projects may import which (Nx project tags). */
const moduleBoundaries = {
  allow: [],
  depConstraints: [
    { sourceTag: 'scope:contracts', onlyDependOnLibsWithTags: [] },
    { sourceTag: 'scope:coach', onlyDependOnLibsWithTags: ['scope:contracts'] },
    { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
    { sourceTag: 'type:shell', onlyDependOnLibsWithTags: ['type:lib', 'type:tooling'] },
    { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:lib', 'type:tooling'] },
    { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: [] },
    {
      sourceTag: 'type:backend',
      onlyDependOnLibsWithTags: ['scope:contracts', 'scope:coach', 'scope:test-double'],
    },
    {
      sourceTag: 'type:e2e',
      onlyDependOnLibsWithTags: ['scope:contracts', 'scope:test-double'],
    },
    {
      sourceTag: 'type:bench',
      onlyDependOnLibsWithTags: ['scope:contracts', 'scope:coach', 'scope:test-double'],
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.nx/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/.variants/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Nest modules are classes with decorators and nothing else.
      '@typescript-eslint/no-extraneous-class': ['error', { allowWithDecorator: true }],
    },
  },
  {
    files: webProjects.map((p) => `${p}/**/*.{ts,tsx}`),
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The apps share one router through @goalcoach/routing, which names what they use so the
    // rest of react-router stays out of the build.
    files: webProjects.map((p) => `${p}/**/*.{ts,tsx}`),
    ignores: ['libs/routing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            message: 'Import the router from @goalcoach/routing (one shared, trimmed copy).',
          })),
        },
      ],
    },
  },
  {
    // The design system loads with every page (a shared singleton, never tree-shaken): the
    // overlays' Radix code and what it pulls in load later, through overlays/load-overlays.ts.
    files: ['libs/ui/src/**/*.{ts,tsx}'],
    ignores: ['libs/ui/src/overlays/radix-overlays.tsx', 'libs/ui/src/overlays/radix/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(@radix-ui/react-(dialog|dropdown-menu|menu|tooltip|popper|dismissable-layer|focus-scope)|@floating-ui/.*|react-remove-scroll|.*/radix-overlays|.*/radix/.*)$',
              allowTypeImports: true,
              message: 'Overlay code loads on demand: reach it through overlays/load-overlays.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Nest's dependency injection reads constructor parameter types at run time: a type-only
    // import would erase the token.
    files: ['backend/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // The scripted model server is for specs and benchmarks, never for the app itself.
    files: ['backend/src/**/*.ts'],
    ignores: ['backend/src/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: ['@goalcoach/openai-compatible-server'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': ['error', moduleBoundaries],
    },
  },
  {
    // A library's time-travel specs take their moments from the test tooling, as the remotes'
    // do; the library's own code still may not.
    files: ['libs/*/src/**/*.time-travel.test.{ts,tsx}'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        { ...moduleBoundaries, allow: ['@goalcoach/time-travel'] },
      ],
    },
  },
  prettier,
);
