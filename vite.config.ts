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
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ }],
        },
      },
    },
  },
  preview: { port: 4173, strictPort: true },
  test: {
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
