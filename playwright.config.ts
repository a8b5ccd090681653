import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium, never a downloaded browser (see ../shared/notes/toolchain.md): its headless
// shell, the same Blink as the browser without its windowing layer, which runs this suite in about
// 55% of the full browser's time here (scripts/ensure-chromium.sh installs both).
const executablePath = process.env.E2E_CHROME_PATH || '/usr/bin/chromium-headless-shell';
const port = Number(process.env.E2E_PORT || 4173);
// Which build to serve (default dist/): lets several builds be tested side by side.
const outDir = process.env.E2E_DIST || 'dist';

export default defineConfig({
  testDir: 'e2e',
  // The supabase-mode journeys have their own config (playwright.supabase.config.ts) and servers.
  testIgnore: 'supabase/**',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // The JSON report is for the run's closing tally (scripts/test-tally.mjs).
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'reports/tests/e2e.json' }]]
    : [['list'], ['html', { open: 'never' }]],
  // Limits, not measures (speed is measured by Lighthouse and the benches): a journey with several
  // axe scans takes 10-20 s on a quiet machine, and these shared machines run at half speed at times.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // CI keeps only what the run prints, so recording a trace of every test there (a fifth of the
    // run's time) kept nothing anyone could open.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
    // A phone has no hover: tests tagged @mouse run on the desktop only, as do those whose subject
    // does not depend on the width (@any-width, see ANY_WIDTH in e2e/fixtures.ts).
    { name: 'mobile', grepInvert: /@mouse|@any-width/, use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } },
  ],
  webServer: {
    command: `npx vite preview --port ${port} --strictPort --host 127.0.0.1 --outDir ${outDir}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
