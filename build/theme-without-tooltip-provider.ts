import type { Plugin } from 'vite';

const VIRTUAL = '\0radix-themes-theme-imports';
const THEME_FILE = /[\\/]@radix-ui[\\/]themes[\\/]dist[\\/]esm[\\/]components[\\/]theme\.js$/;
/** What theme.js takes from 'radix-ui', and so what the pass-through module must provide. */
const PROVIDED = ['Direction', 'Slot', 'Tooltip'];
const RADIX_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']radix-ui["']/g;

/**
 * Throws unless Radix Themes' theme.js imports from 'radix-ui' exactly what the pass-through module
 * provides: a new name would be missing at run time, and a theme.js that no longer imports from
 * 'radix-ui' would keep the real provider (and the popper code) in the first load, silently.
 */
export function checkThemeImports(code: string): void {
  const imported = [...code.matchAll(RADIX_IMPORT)].flatMap((match) =>
    (match[1] ?? '').split(',').map((specifier) => specifier.trim().split(/\s+as\s+/)[0]).filter(Boolean),
  );
  if (imported.sort().join() !== PROVIDED.join()) {
    throw new Error(
      `theme-without-tooltip-provider: @radix-ui/themes' theme.js imports { ${imported.join(', ') || 'nothing'} } from 'radix-ui', ` +
        `not { ${PROVIDED.join(', ')} }; the plugin needs updating.`,
    );
  }
}

/**
 * Radix Themes' <Theme> wraps the app in Radix's Tooltip.Provider. That import pulls the tooltip
 * and popper modules, and with them the floating-ui positioning engine, into the first load; and
 * since a module lives in one chunk, every popper-based control (dropdowns, selects, popovers)
 * then brings its positioning code into that first load too.
 *
 * Here <Theme> gets a pass-through provider instead. A tooltip must therefore bring its own
 * provider (the first one belongs in src/ui/components, with the spec's 700/300 ms delays; lint forbids
 * importing Radix's Tooltip elsewhere), so that it works the same in the build, in the dev server
 * and in tests, where this plugin does not apply.
 *
 * The build fails when the rewrite no longer applies: theme.js moved (it was never redirected), or
 * it imports other names from 'radix-ui' (checkThemeImports).
 */
export function themeWithoutTooltipProvider(): Plugin {
  let redirected = false;
  return {
    name: 'fashion-zone:theme-without-tooltip-provider',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      redirected = false;
    },
    transform(code, id) {
      if (THEME_FILE.test(id)) checkThemeImports(code);
      return null;
    },
    resolveId(source, importer) {
      if (source === 'radix-ui' && importer && THEME_FILE.test(importer)) {
        redirected = true;
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
    buildEnd(error) {
      if (!error && !redirected) {
        throw new Error(
          "theme-without-tooltip-provider: no import of 'radix-ui' from @radix-ui/themes' dist/esm/components/theme.js was seen; " +
            'the file moved or changed, and the plugin needs updating.',
        );
      }
    },
  };
}
