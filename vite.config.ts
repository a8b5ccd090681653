import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    // The bundle report (scripts/check-budgets.ts) reads the manifest to know what `/` loads first.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // Radix's context-scope factories are pure, but unannotated: calling them at module level
        // otherwise keeps the whole tooltip positioning engine (floating-ui) in the first load,
        // only because <Theme> mounts a Tooltip.Provider.
        manualPureFunctions: ['createContextScope', 'createPopperScope', 'createPopperContext', 'createTooltipContext'],
      },
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
          include: ['tests/domain/**/*.test.ts', 'tests/application/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
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
