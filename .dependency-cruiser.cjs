/**
 * Imports flow one way: scripts -> pages -> src -> sites (docs/architecture.md), so no build-time
 * code, SQLite or Node built-in can reach the browser bundle. Tests run under Node and never
 * ship, so `*.test.ts(x)` files are exempt from the browser-side rules.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const TESTS = '\\.test\\.tsx?$';
const BUILD_TIME = ['^scripts/', '^node_modules/(@types/)?better-sqlite3/'];
const FEATURES = 'alerts|analytics|catalogue-list|compare|consent|deploy|search|watchlist';
const MOVE = 'Move the shared code down a layer (pages -> src -> sites) or the build-time code into scripts/.';

module.exports = {
  forbidden: [
    {
      name: 'browser-no-build-time',
      comment: `pages/, src/ and sites/ ship to the browser: no scripts/, better-sqlite3 or Node built-ins. ${MOVE}`,
      severity: 'error',
      from: { path: '^(pages|src|sites)/', pathNot: TESTS },
      to: { path: BUILD_TIME },
    },
    {
      name: 'browser-no-node-builtins',
      comment: `pages/, src/ and sites/ ship to the browser: no Node built-ins (node:fs, path, ...). ${MOVE}`,
      severity: 'error',
      from: { path: '^(pages|src|sites)/', pathNot: TESTS },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'desk-page-no-build-time',
      comment:
        "desk/ is the operator's desk's page, in the browser: it takes the server's types from scripts/desk (type-only imports), " +
        'never its code.',
      severity: 'error',
      from: { path: '^desk/' },
      to: { path: BUILD_TIME, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'src-not-to-pages',
      comment: `src/ is what pages are made of; it must not import pages/. ${MOVE}`,
      severity: 'error',
      from: { path: '^src/', pathNot: TESTS },
      to: { path: '^pages/' },
    },
    {
      name: 'sites-not-up',
      comment:
        'sites/ is the bottom layer and imports none of pages/ or src/; the one exception is the locale list ' +
        '(src/i18n/locales.ts, pure and import-free), which a site configuration is validated against.',
      severity: 'error',
      from: { path: '^sites/', pathNot: TESTS },
      to: { path: '^(pages|src)/', pathNot: '^src/i18n/locales\\.ts$' },
    },
    {
      name: 'screens-not-to-screens',
      comment: 'Pages do not import each other: a screen folder of pages/ imports no other screen folder.',
      severity: 'error',
      from: { path: '^pages/([^/]+)/' },
      to: { path: '^pages/[^/]+/', pathNot: '^pages/$1/' },
    },
    {
      name: 'src-features-not-to-internals',
      comment:
        'A feature of src/ (alerts, analytics, catalogue-list, compare, consent, deploy, search, watchlist) imports another ' +
        "only through its public module: the consent's state, the analytics' start, the deployment's outdated flag, " +
        "the product index's file names (compare/ids.ts) and the price bounds (catalogue-list/price-bounds.ts). " +
        'Shared code goes to src/components, src/lib, src/i18n or src/domain.',
      severity: 'error',
      from: { path: `^src/(${FEATURES})/`, pathNot: TESTS },
      to: {
        path: `^src/(${FEATURES})/`,
        pathNot: [
          '^src/$1/',
          '^src/consent/consent-state\\.ts$',
          '^src/analytics/start-analytics\\.ts$',
          '^src/deploy/outdated\\.ts$',
          '^src/compare/ids\\.ts$',
          '^src/catalogue-list/price-bounds\\.ts$',
        ],
      },
    },
    {
      name: 'test-kits-in-tests-only',
      comment:
        'A `*.test-kit.ts` module is a helper of tests (a test catalogue, a local server): only tests, test kits, ' +
        'the browser tests and the test configuration import it.',
      severity: 'error',
      from: { pathNot: ['\\.test(-kit)?\\.tsx?$', '^e2e/', '^vitest\\.config\\.ts$'] },
      to: { path: '\\.test-kit\\.ts$' },
    },
    {
      name: 'no-circular',
      comment: 'Import cycles make the layering (and module initialisation order) ambiguous.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing: a typo or a missing package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|\\.tmp|data|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
