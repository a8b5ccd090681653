import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const PACKAGE = '@radix-ui/react-icons';
const VIRTUAL = '\0radix-icon:';
const HELPERS = '\0radix-icon-helpers';
const NAMED_IMPORT = /import\s*\{([^}]+)\}\s*from\s*['"]@radix-ui\/react-icons['"];?/g;
/** Any import or re-export of the package's values that the rewrite left (type-only imports erase). */
const LEFT_OVER = /(?:import|export)(?!\s+type\b)[^;'"]*from\s*['"]@radix-ui\/react-icons['"]|import\s*\(\s*['"]@radix-ui\/react-icons['"]/;
const EXPORT_LIST = /^export\s*\{[^}]*\};?\s*$/m;
/** The one helper every icon calls (Babel's), defined once at the top of the package's file. */
const HELPER = /^function _objectWithoutPropertiesLoose\([^)]*\)\s*\{[\s\S]*?^\}$/m;

/**
 * The package's module split for the virtual modules: `icons`, the file without its export list
 * (each icon's module exports just its icon) and importing the helper from `helpers`, so that a
 * chunk with ten icons carries the helper once, not ten times. Throws when the file no longer has
 * the shape this relies on (a single `export { … }` list, the helper at the top level), since the
 * virtual modules would then export every icon, or none, or fail in the browser.
 */
export function iconPackageParts(packageSource: string): { icons: string; helpers: string } {
  const file = `${PACKAGE}/dist/react-icons.esm.js`;
  if (!EXPORT_LIST.test(packageSource)) throw new Error(`icon-modules: ${file} has no single export list any more; the plugin needs updating.`);
  const helper = HELPER.exec(packageSource);
  if (!helper) throw new Error(`icon-modules: ${file} no longer defines _objectWithoutPropertiesLoose at the top level; the plugin needs updating.`);
  const icons = packageSource.replace(EXPORT_LIST, '').replace(HELPER, `import { _objectWithoutPropertiesLoose } from '${HELPERS}';`);
  return { icons, helpers: `export ${helper[0]}\n` };
}

/**
 * Rewrites `import { A, B } from '@radix-ui/react-icons'` into one import per icon. Throws when an
 * import of the package is left that it cannot rewrite (a namespace or default import, a re-export,
 * a dynamic import): that import would bring every icon into its chunk, silently.
 */
export function rewriteIconImports(code: string, id: string): string {
  const rewritten = code.replace(NAMED_IMPORT, (_, names: string) =>
    names
      .split(',')
      .map((specifier) => specifier.trim())
      .filter(Boolean)
      .map((specifier) => {
        const [imported, local = imported] = specifier.split(/\s+as\s+/);
        return `import { ${imported} as ${local} } from '${VIRTUAL}${imported}';`;
      })
      // One line, so that the positions in the rest of the file (and its source map) stay put.
      .join(' '),
  );
  if (LEFT_OVER.test(rewritten)) {
    throw new Error(`icon-modules: ${id} imports ${PACKAGE} in a way the plugin cannot split; import icons by name ({ ChevronDownIcon }).`);
  }
  return rewritten;
}

/**
 * Gives each Radix icon a module of its own, so that a chunk carries only the icons it uses.
 *
 * @radix-ui/react-icons ships every icon in one ES module. A bundler places a module in exactly one
 * chunk, so every icon used anywhere in the app would land in the chunk of the first load (the
 * header uses icons), whatever page needs it. Here `import { A, B } from '@radix-ui/react-icons'`
 * in our sources becomes one import per icon from a module that exports only that icon; tree
 * shaking drops the rest of the file from each.
 */
export function iconModules(): Plugin {
  let parts: ReturnType<typeof iconPackageParts> | undefined;
  const load = () => {
    parts ??= iconPackageParts(readFileSync(createRequire(import.meta.url).resolve(`${PACKAGE}/dist/react-icons.esm.js`), 'utf8'));
    return parts;
  };
  return {
    name: 'fashion-zone:icon-modules',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes(PACKAGE)) return null;
      // Throws (and so fails the build) on an import it cannot split, as route-preload does.
      const rewritten = rewriteIconImports(code, id);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) || id === HELPERS ? id : null;
    },
    load(id) {
      if (id === HELPERS) return load().helpers;
      if (!id.startsWith(VIRTUAL)) return null;
      const name = id.slice(VIRTUAL.length);
      const source = load().icons;
      if (!new RegExp(`^var ${name} = `, 'm').test(source)) this.error(`${PACKAGE} has no icon named "${name}".`);
      return `${source}\nexport { ${name} };\n`;
    },
  };
}
