import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { matchPath } from 'react-router-dom';
import { chunkGroups } from './build/chunk-groups.ts';
import { crawlerFiles, listedPaths } from './build/crawler-files.ts';
import { iconModules } from './build/icon-modules.ts';
import { prerenderPages } from './build/prerender-pages.ts';
import { refuseSecretKeys } from './build/refuse-secret-keys.ts';
import { routePreload } from './build/route-preload.ts';
import { themeWithoutTooltipProvider } from './build/theme-without-tooltip-provider.ts';
import { categoryPageSlugs } from './src/domain/catalogue/category.ts';
import { seedProducts } from './src/domain/catalogue/seed-products.ts';
import { fillPath, IN_SITEMAP, PAGES, pagesByFirstSegment } from './src/ui/app/route-manifest.ts';

/** The addresses search engines are given (/sitemap.xml), and the pages prerendered at build: the manifest's listed pages, each category and each seeded product. */
const listedAddresses = () =>
  listedPaths(
    PAGES,
    IN_SITEMAP,
    {
      CategoryPage: categoryPageSlugs().map((name) => ({ name })),
      // Stock is drawn at random and plays no part in an address.
      ProductDetailPage: seedProducts(() => 0).map(({ id }) => ({ id })),
    },
    fillPath,
  );

/** The route patterns of the manifest (and their aliases), the catch-all aside. */
const routePatterns = Object.values(PAGES as Record<string, { path: string; alias?: string }>)
  .flatMap(({ path, alias }) => (alias ? [path, alias] : [path]))
  .filter((path) => path !== '*');

const preload = routePreload(pagesByFirstSegment());

export default defineConfig({
  plugins: [
    // A service-role or secret key in a VITE_ variable fails the build, the dev server and preview.
    refuseSecretKeys(),
    iconModules(),
    themeWithoutTooltipProvider(),
    react(),
    // The lazy pages of the route manifest (src/ui/app/route-manifest.ts, which the route table reads), by the first segment of their path.
    preload,
    // /sitemap.xml and /robots.txt at VITE_SITE_ORIGIN: the manifest's listed pages, each category and each seeded product.
    crawlerFiles(listedAddresses),
    // Those addresses as HTML that paints before the JavaScript, hydrated in the browser, and 404.html.
    prerenderPages({
      entry: 'src/composition/prerender.tsx',
      paths: listedAddresses,
      notFoundPath: '/404',
      isAppRoute: (pathname) => routePatterns.some((pattern) => matchPath(pattern, pathname)),
      routeFiles: (path) => preload.api.filesFor(path),
    }),
  ],
  build: {
    target: 'es2022',
    // The bundle report (scripts/check-budgets.mjs) reads the manifest to know what `/` loads first.
    manifest: true,
    // Every browser the store supports preloads modules itself (Chrome 66, Safari 17, Firefox 115):
    // the polyfill would be 0.2 KiB of every first load that no visitor runs.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Which modules share a chunk, and why: build/chunk-groups.ts.
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
  preview: { port: 4173, strictPort: true },
  test: {
    // A form test types key by key and an architecture test runs ESLint: 2-4 s on a quiet machine,
    // and these shared machines run at half speed at times. A limit, not a measure (see the benches).
    testTimeout: 15_000,
    // Every core: vitest leaves one free by default, which on the 2-core machines we run CI on means
    // one worker for the whole suite (99 s against 65 s with two).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // One module registry a worker, not one a file: importing the app's modules again for each
          // of 133 files was two thirds of this project's time (55 s against 19 s here). These files
          // share no DOM, mocks or timers. (The dom project stays isolated: its files start lazy
          // imports that outlive them, and what one left loaded changed what the next one saw.)
          // `npm run bench` asks for --isolate: a registry shared with earlier files ran the
          // calibration pass JIT-warm, and the benches' ratios to it moved (157× against 98×).
          isolate: false,
          include: ['tests/domain/**/*.test.ts', 'tests/application/**/*.test.ts', 'tests/architecture/**/*.test.ts', 'tests/build/**/*.test.ts', 'tests/composition/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['tests/adapters/**/*.test.{ts,tsx}', 'tests/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/dom-setup.ts'],
          // Worker threads rather than child processes: each file starts in a fresh worker either way
          // (isolated), and a thread starts cheaper (136 s against 146 s for this project here).
          pool: 'threads',
        },
      },
      {
        // Needs a PostgreSQL server: `npm run test:db` starts one and runs this project alone;
        // `npm run test` leaves it out.
        extends: true,
        test: {
          name: 'db',
          environment: 'node',
          // The adapter files take turns on the catalogue (catalogue-fixture.ts): a hook waits for the
          // lock while another file seeds, such as the plans test's 20,000 products with their variants.
          hookTimeout: 60_000,
          include: ['tests/db/**/*.test.ts'],
          benchmark: { include: ['tests/db/bench/**/*.bench.ts'] },
        },
      },
    ],
    benchmark: { include: ['tests/bench/**/*.bench.ts'] },
  },
});
