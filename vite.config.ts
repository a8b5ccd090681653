import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { iconModules } from './build/icon-modules.ts';
import { routePreload } from './build/route-preload.ts';
import { themeWithoutTooltipProvider } from './build/theme-without-tooltip-provider.ts';
import { pagesByFirstSegment } from './src/ui/app/pages.ts';

export default defineConfig({
  plugins: [
    iconModules(),
    themeWithoutTooltipProvider(),
    react(),
    // The lazy pages of src/ui/app/pages.ts (the list the route table is made from), by the first segment of their path.
    routePreload(pagesByFirstSegment()),
  ],
  build: {
    target: 'es2022',
    // The bundle report (scripts/check-budgets.mjs) reads the manifest to know what `/` loads first.
    manifest: true,
    rolldownOptions: {
      output: {
        // React and the router are shared by every page: one chunk, one request, better compression.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            // Everything the first load runs, in one chunk with the entry. Left to itself, the bundler
            // splits modules that the entry shares with some lazy pages into small chunks of their
            // own (rolldown#9963, #10731): more requests on every first load, and the split moves
            // whenever a page is added (the account pages added two chunks and 2 KiB to `/`).
            { name: 'shell', tags: ['$initial'] },
            // Radix's small internals (context, state, ids, presence, collections, roving focus), which
            // most Radix components import: one chunk rather than one per set of importing pages, each
            // page added splitting them further (the policy pages took the product page 15 → 24 requests;
            // the chat's dialog and drawer added two to a category page). The entry's own copies stay above.
            {
              name: 'radix-internals',
              test: /node_modules[\\/]@radix-ui[\\/](primitive|number|react-(context|collection|presence|id|roving-focus|direction|compose-refs|primitive|slot|use-[a-z-]+))[\\/]/,
            },
          ],
        },
      },
    },
  },
  preview: { port: 4173, strictPort: true },
  test: {
    // A form test types key by key and an architecture test runs ESLint: 2-4 s on a quiet machine,
    // and these shared machines run at half speed at times. A limit, not a measure (see the benches).
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/domain/**/*.test.ts', 'tests/application/**/*.test.ts', 'tests/architecture/**/*.test.ts', 'tests/build/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['tests/adapters/**/*.test.{ts,tsx}', 'tests/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/dom-setup.ts'],
        },
      },
    ],
    benchmark: { include: ['tests/bench/**/*.bench.ts'] },
  },
});
