import type { Plugin } from 'vite';

const VIRTUAL = '\0radix-themes-theme-imports';

/**
 * Radix Themes' <Theme> wraps the app in Radix's Tooltip.Provider. That import pulls the tooltip
 * and popper modules, and with them the floating-ui positioning engine, into the first load; and
 * since a module lives in one chunk, every popper-based control (dropdowns, selects, popovers)
 * then brings its positioning code into that first load too.
 *
 * Here <Theme> gets a pass-through provider instead. Tooltips bring their own provider
 * (src/ui/kit/Tooltip.tsx, with the spec's 700/300 ms delays), so they work the same in
 * the build, in the dev server and in tests, where this plugin does not apply.
 */
export function themeWithoutTooltipProvider(): Plugin {
  return {
    name: 'fashion-zone:theme-without-tooltip-provider',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'radix-ui' && importer && /[\\/]@radix-ui[\\/]themes[\\/]dist[\\/]esm[\\/]components[\\/]theme\.js$/.test(importer)) {
        return VIRTUAL;
      }
      return null;
    },
    load(id) {
      if (id !== VIRTUAL) return null;
      return [
        "export { Direction, Slot } from 'radix-ui';",
        'export const Tooltip = { Provider: (props) => props.children };',
      ].join('\n');
    },
  };
}
