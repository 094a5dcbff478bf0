import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/** `npm run screenshots`: every page state at a phone's and a desktop's size, into `.tmp/screenshots/`. */
export default defineConfig({
  ...base,
  testMatch: 'screenshots.shoot.ts',
  reporter: [['line']],
});
