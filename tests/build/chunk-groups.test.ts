import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chunkGroups } from '../../build/chunk-groups';

/** The group that captures a module, as rolldown decides it: the first group whose test matches. */
function groupOf(id: string): string | undefined {
  const group = chunkGroups.find(({ test }) => {
    if (test === undefined) return false;
    if (typeof test === 'function') return test(id) === true;
    return typeof test === 'string' ? id.includes(test) : test.test(id);
  });
  return group?.name as string | undefined;
}

const repo = fileURLToPath(new URL('../../', import.meta.url));
const source = (path: string) => join(repo, 'src', path);
const nodeModule = (path: string) => join(repo, 'node_modules', path);

/** Where Node finds package `name` from the folder `from`, as the bundler does. */
function packageFolder(name: string, from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`${name} is not installed (looked up from ${from})`);
  }
}

/** The installed packages `roots` are made of (their dependencies, all the way down), by folder. */
function installedDependencies(roots: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (name: string, from: string) => {
    const folder = packageFolder(name, from);
    if (found.has(folder)) return;
    found.set(folder, name);
    const { dependencies = {} } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    for (const dependency of Object.keys(dependencies)) visit(dependency, folder);
  };
  for (const root of roots) visit(root, repo);
  return found;
}

/** The Radix primitives of the Radix Themes components the store renders. */
const RADIX_COMPONENTS = [
  'accordion', 'alert-dialog', 'avatar', 'checkbox', 'dialog', 'dropdown-menu', 'one-time-password-field', 'progress',
  'radio-group', 'scroll-area', 'select', 'separator', 'slider', 'slot', 'direction', 'switch', 'tabs',
].map((name) => `@radix-ui/react-${name}`);

/** What the after-first-render group is there for: the overlays every page fetches once it has rendered, and the toaster. */
const AFTER_FIRST_RENDER_PACKAGES = ['@radix-ui/react-dropdown-menu', '@radix-ui/react-dialog', '@radix-ui/react-alert-dialog', '@radix-ui/react-scroll-area', 'sonner'];

/** Packages those components are made of that no group names, and why the bundler may place them. */
const LEFT_TO_THE_BUNDLER: Record<string, string> = {
  '@radix-ui/react-collapsible': 'a component of its own, which only the accordion of the information pages uses',
  '@radix-ui/react-visually-hidden': 'used by the select and the accordion, which load with their pages',
  '@radix-ui/rect': 'only the popper (after-first-render) imports it, so it lands there',
  'detect-node-es': 'only use-sidecar (after-first-render) imports it, so it lands there',
};

/** Radix Themes' own files of the dropdown menu and the dialogs, which after-first-render names by path. */
const THEMES_AFTER_FIRST_RENDER = [
  'components/dropdown-menu.js',
  'components/alert-dialog.js',
  'components/dialog.js',
  'components/scroll-area.js',
  'components/_internal/base-menu.props.js',
  'helpers/get-subtree.js',
  'helpers/require-react-element.js',
];

const CATALOGUE_CORE = ['domain/catalogue/category.ts', 'domain/session/session-gate.ts', 'application/session/session-gate-service.ts', 'adapters/in-browser/browse-answers.ts'];

const AFTER_FIRST_RENDER_SOURCES = [
  'ui/shell/HeaderDropdown.tsx',
  'ui/app/FloatingWidgets.tsx',
  'ui/features/support/SupportChatLauncher.tsx',
  'domain/location/user-location.ts',
  'adapters/browser/sonner-toaster.tsx',
  'ui/features/location/LocationPrompt.tsx',
  'composition/modules/floating-widgets.adapters.ts',
];

describe('chunk groups', () => {
  it('keep the catalogue rules, the session gate and the catalogue answers in one chunk', () => {
    for (const path of CATALOGUE_CORE) {
      // A module moved elsewhere would leave its group silently.
      expect(existsSync(source(path)), path).toBe(true);
      expect(groupOf(source(path)), path).toBe('catalogue-core');
    }
  });

  it('leave the stored catalogue schemas (and zod with them), the seed and the variants’ rules out of the pages’ chunk', () => {
    const outside = [
      'domain/catalogue/product-schema.ts',
      'domain/catalogue/variant-schema.ts',
      'domain/catalogue/seed-products.ts',
      'domain/catalogue/seed-variants.ts',
      'domain/catalogue/variants.ts',
      'domain/catalogue/variant-grid.ts',
      'domain/catalogue/colour.ts',
      'domain/catalogue/variant-sku.ts',
      'domain/catalogue/stock-moves.ts',
      'domain/catalogue/stock-levels.ts',
      'domain/catalogue/size-filter.ts',
      'application/catalogue/product-detail-service.ts',
    ];
    for (const path of outside) {
      expect(existsSync(source(path)), path).toBe(true);
      expect(groupOf(source(path)), path).toBeUndefined();
    }
    // What the cards need of stock stays in: every storefront page shows cards.
    expect(groupOf(source('domain/catalogue/variant-stock.ts'))).toBe('catalogue-core');
    expect(groupOf(nodeModule('zod/v4/core/schemas.js'))).toBeUndefined();
  });

  it('gather what loads once the page has rendered: toaster, menus, chat button, location prompt, overlays', () => {
    for (const path of AFTER_FIRST_RENDER_SOURCES) {
      expect(existsSync(source(path)), path).toBe(true);
      expect(groupOf(source(path)), path).toBe('after-first-render');
    }
    for (const id of [
      nodeModule('sonner/dist/index.mjs'),
      nodeModule('@radix-ui/react-dialog/dist/index.mjs'),
      nodeModule('@floating-ui/dom/dist/floating-ui.dom.mjs'),
      nodeModule('react-remove-scroll/dist/es2015/UI.js'),
    ]) {
      expect(groupOf(id), id).toBe('after-first-render');
    }
  });

  it('leave the location prompt’s delay, which the first load times, to the bundler', () => {
    expect(groupOf(source('domain/location/location-prompt-delay.ts'))).toBeUndefined();
  });

  it('leave the Radix Themes parts that first renders use, and the pages, to the bundler', () => {
    expect(groupOf(nodeModule('@radix-ui/themes/dist/esm/components/icons.js'))).toBeUndefined();
    expect(groupOf(nodeModule('@radix-ui/themes/dist/esm/helpers/get-margin-styles.js'))).toBeUndefined();
    expect(groupOf(source('ui/features/product/ProductDetailPage.tsx'))).toBeUndefined();
  });

  it('leave React and the router to the shell group, with the entry (a chunk of their own only added requests)', () => {
    expect(groupOf(nodeModule('react-dom/cjs/react-dom-client.production.js'))).toBeUndefined();
    expect(groupOf(nodeModule('react-router/dist/production/index.mjs'))).toBeUndefined();
    expect(chunkGroups.find((group) => group.name === 'shell')?.tags).toEqual(['$initial']);
  });

  it('never pull a captured module’s dependencies into the two groups made of chosen modules', () => {
    for (const name of ['catalogue-core', 'after-first-render']) {
      expect(chunkGroups.find((group) => group.name === name)?.includeDependenciesRecursively).toBe(false);
    }
  });
});

// The groups name libraries' packages and files by path: when an upgrade renames, splits or adds
// one, a group would silently stop catching it, and the first load would grow by a request per
// stray chunk. These read what is installed.
describe('chunk groups, against the installed libraries', () => {
  const installed = installedDependencies(RADIX_COMPONENTS);

  it('put every package the Radix components are made of in radix-internals or after-first-render, or say why not', () => {
    const stray: string[] = [];
    for (const [folder, name] of installed) {
      if (RADIX_COMPONENTS.includes(name) || name in LEFT_TO_THE_BUNDLER) continue;
      const group = groupOf(join(folder, 'package.json'));
      if (group !== 'radix-internals' && group !== 'after-first-render') stray.push(name);
    }
    expect(stray).toEqual([]);
    // An entry that no longer applies goes too.
    const names = new Set(installed.values());
    expect(Object.keys(LEFT_TO_THE_BUNDLER).filter((name) => !names.has(name))).toEqual([]);
  });

  it('catch the overlays and the toaster, as installed, in after-first-render', () => {
    for (const name of AFTER_FIRST_RENDER_PACKAGES) {
      expect(groupOf(join(packageFolder(name, repo), 'package.json')), name).toBe('after-first-render');
    }
  });

  it("find Radix Themes' dropdown and dialog files where after-first-render looks for them", () => {
    const themes = join(packageFolder('@radix-ui/themes', repo), 'dist', 'esm');
    for (const file of THEMES_AFTER_FIRST_RENDER) {
      expect(existsSync(join(themes, file)), file).toBe(true);
      expect(groupOf(join(themes, file)), file).toBe('after-first-render');
    }
  });
});
