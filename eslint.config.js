import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * ESLint's and typescript-eslint's recommended rules (type-checked), React's hooks rules
 * (with the React Compiler's) and jsx-a11y's for the components. Import direction is
 * dependency-cruiser's job (`.dependency-cruiser.cjs`), formatting Prettier's.
 */
export default defineConfig(
  globalIgnores(['dist/', '.tmp/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/']),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks a parameter or rest-sibling kept on purpose, as tsc's noUnusedParameters accepts.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // React Router's loaders throw `data(null, { status })` for error responses, as its docs do.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: 'react-router', name: 'DataWithResponseInit' }] },
      ],
    },
  },
  {
    // Not in tsconfig.json: linted without type information.
    files: ['**/*.{js,cjs,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Build-time code reads feeds and writes to terminals: finding and stripping control characters is the point.
    files: ['scripts/**'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    files: ['src/**', 'pages/**', 'sites/**', 'desk/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['public/*.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['scripts/**', 'e2e/**', 'locales/**', '**/*.test.{ts,tsx}', '*.{js,cjs,ts}', '.*.cjs', '**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}', 'desk/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ['**/*.test.ts', 'e2e/**'],
    rules: {
      // Vitest's asymmetric matchers (`expect.any(Number)`) and Playwright's `response.json()` are typed `any`.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      // A label's text may sit in <span><strong>{...}</strong></span> beside its input (the consent groups).
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
      // A card is a `listitem` of the grid's one list across its lists of twelve, whose `ul`s are
      // `none` (grid-lists.tsx): there the role is not implied, and the card needs it.
      'jsx-a11y/no-redundant-roles': ['error', { nav: ['navigation'], li: ['listitem'] }],
    },
  },
);
