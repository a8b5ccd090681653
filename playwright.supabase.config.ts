import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';
import { GATEWAY_PORT, PREVIEW_PORT } from './e2e/supabase/support/journey-settings';

// The store built with VITE_STORAGE=supabase (dist-supabase/), against the test PostgreSQL and
// PostgREST and the Auth emulation: run by scripts/test-db.sh, which starts them and builds it.
export default defineConfig({
  ...base,
  testDir: 'e2e/supabase',
  testIgnore: [],
  // The journeys share one database: the tests of a file one after another, files side by side
  // (what a journey writes is named per project).
  fullyParallel: false,
  workers: 2,
  // A limit, not a measure: each journey is several round trips through PostgREST and Auth, and
  // two axe scans; with PostgreSQL and two browsers on two cores, a machine at a third of its
  // speed (these shared machines swing that much) took a minute over one of them.
  timeout: 120_000,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'reports/tests/e2e-supabase.json' }]]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report-supabase' }]],
  globalSetup: './e2e/supabase/global-setup.ts',
  use: { ...base.use, baseURL: `http://127.0.0.1:${GATEWAY_PORT}` },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
    // What these journeys prove is the backend: the screens are the local build's, whose journeys run
    // at both widths. So each runs once, at 1280 px (@any-width), but for the screens only this build
    // has (a project that refuses a record or does not answer), which run at 390 px too.
    { name: 'mobile', grepInvert: /@any-width/, use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } },
  ],
  webServer: {
    command: `npx vite preview --port ${PREVIEW_PORT} --strictPort --host 127.0.0.1 --outDir ${process.env.SUPABASE_E2E_DIST || 'dist-supabase'}`,
    url: `http://127.0.0.1:${PREVIEW_PORT}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
