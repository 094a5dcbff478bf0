import { defineConfig } from '@playwright/test';
import { FIXTURE_DIR } from '../scripts/fixture/fixture-dir.ts';
import { BIH_PORT, MNE_PORT } from './ports.ts';

/** Browser tests against the fixture sites built by `npm run test:fixture`, in Debian's Chromium. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `npx tsx scripts/serve.ts --out ${FIXTURE_DIR}/dist --port ${MNE_PORT}`,
    cwd: '..',
    url: `http://127.0.0.1:${BIH_PORT}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
