import { defineConfig } from 'vitest/config';

/**
 * Unit tests next to the code they test, and the build-output test, which reads the
 * fixture sites built by `npx tsx scripts/fixture/build-fixture.ts`. Browser tests live
 * in `e2e/` and run under Playwright.
 */
export default defineConfig({
  test: {
    include: ['scripts/**/*.test.ts', 'src/**/*.test.ts', 'sites/**/*.test.ts', 'pages/**/*.test.ts', 'locales/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**', '.tmp/**'],
    environment: 'node',
    globalSetup: ['scripts/temp-dir.test-kit.ts'],
    // Build-output tests read every page of the fixture sites (about 700 with the fixture's tablets),
    // on a machine that several test runs share.
    testTimeout: 30_000,
  },
});
