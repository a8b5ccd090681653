import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { iconModules, iconPackageParts } from '../../build/icon-modules';
import { checkThemeImports, themeWithoutTooltipProvider } from '../../build/theme-without-tooltip-provider';

type Hook = (this: { error(message: string): never }, ...args: unknown[]) => unknown;
const context = { error: (message: string): never => { throw new Error(message); } };
const call = (plugin: Plugin, hook: 'transform' | 'resolveId' | 'load' | 'buildStart' | 'buildEnd', ...args: unknown[]) =>
  (plugin[hook] as Hook).apply(context, args);

describe('iconModules', () => {
  const plugin = iconModules();

  it('rewrites a named import into one import per icon, on one line', () => {
    const source = "import { ClockIcon, StarFilledIcon as Star } from '@radix-ui/react-icons';\nconst x = 1;\n";
    const result = call(plugin, 'transform', source, '/work/src/ui/A.tsx') as { code: string };
    const [firstLine, secondLine] = result.code.split('\n');
    expect(firstLine).toBe(
      "import { ClockIcon as ClockIcon } from '\0radix-icon:ClockIcon'; import { StarFilledIcon as Star } from '\0radix-icon:StarFilledIcon';",
    );
    expect(secondLine).toBe('const x = 1;');
  });

  it('leaves other files and type-only imports alone', () => {
    expect(call(plugin, 'transform', "import type { IconProps } from '@radix-ui/react-icons';", '/work/src/ui/B.tsx')).toBeNull();
    expect(call(plugin, 'transform', "import { X } from '@radix-ui/react-icons';", '/work/node_modules/lib/index.js')).toBeNull();
  });

  it('loads a module that exports only the asked icon, and refuses an unknown one', () => {
    const code = call(plugin, 'load', '\0radix-icon:ClockIcon') as string;
    expect(code.trimEnd().endsWith('export { ClockIcon };')).toBe(true);
    expect(code.match(/^export /gm)).toHaveLength(1);
    expect(() => call(plugin, 'load', '\0radix-icon:NoSuchIcon')).toThrow('no icon named "NoSuchIcon"');
  });

  it('fails the build on an import of the package it cannot split (it would bring every icon)', () => {
    const file = '/work/src/ui/C.tsx';
    expect(() => call(plugin, 'transform', "import * as Icons from '@radix-ui/react-icons';", file)).toThrow(
      'icon-modules: /work/src/ui/C.tsx imports @radix-ui/react-icons in a way the plugin cannot split',
    );
    expect(() => call(plugin, 'transform', "export { ClockIcon } from '@radix-ui/react-icons';", file)).toThrow('cannot split');
    expect(() => call(plugin, 'transform', "const icons = import('@radix-ui/react-icons');", file)).toThrow('cannot split');
  });

  it('gives the icon modules one shared copy of the helper they call', () => {
    const code = call(plugin, 'load', '\0radix-icon:ClockIcon') as string;
    expect(code).toContain("import { _objectWithoutPropertiesLoose } from '\0radix-icon-helpers';");
    expect(code).not.toMatch(/function _objectWithoutPropertiesLoose/);
    expect(call(plugin, 'resolveId', '\0radix-icon-helpers')).toBe('\0radix-icon-helpers');
    expect(call(plugin, 'load', '\0radix-icon-helpers')).toMatch(/^export function _objectWithoutPropertiesLoose\(source, excluded\) \{[\s\S]*\}\n$/);
  });

  it('accepts @radix-ui/react-icons as installed, with a module of its own for every icon the store imports', () => {
    const installed = readFileSync(createRequire(import.meta.url).resolve('@radix-ui/react-icons/dist/react-icons.esm.js'), 'utf8');
    expect(() => iconPackageParts(installed)).not.toThrow();
    const src = new URL('../../src/', import.meta.url).pathname;
    const imported = new Set(
      (readdirSync(src, { recursive: true }) as string[])
        .filter((file) => /\.tsx?$/.test(file))
        .flatMap((file) => [...readFileSync(join(src, file), 'utf8').matchAll(/import\s*\{([^}]+)\}\s*from\s*'@radix-ui\/react-icons'/g)])
        .flatMap((match) => (match[1] ?? '').split(',').map((specifier) => specifier.trim().split(/\s+as\s+/)[0]).filter(Boolean)),
    );
    expect(imported.size).toBeGreaterThan(5);
    for (const name of imported) {
      const code = call(plugin, 'load', `\0radix-icon:${name}`) as string;
      expect(code.trimEnd().endsWith(`export { ${name} };`), name).toBe(true);
    }
  });

  it("fails the build when the package's file no longer ends with one export list, or no longer defines the helper", () => {
    const helper = 'function _objectWithoutPropertiesLoose(source, excluded) {\n  return source;\n}\n';
    expect(iconPackageParts(`${helper}var A = 1;\nexport { A };\n`).helpers).toBe(`export ${helper}`);
    expect(() => iconPackageParts(`${helper}export const A = 1;\n`)).toThrow(
      'icon-modules: @radix-ui/react-icons/dist/react-icons.esm.js has no single export list any more',
    );
    expect(() => iconPackageParts('import { objectWithoutProperties } from "@babel/runtime";\nvar A = 1;\nexport { A };\n')).toThrow(
      'no longer defines _objectWithoutPropertiesLoose at the top level',
    );
  });
});

describe('themeWithoutTooltipProvider', () => {
  const plugin = themeWithoutTooltipProvider();
  const themeFile = '/work/node_modules/@radix-ui/themes/dist/esm/components/theme.js';

  it("redirects only the Theme component's radix-ui import", () => {
    const id = call(plugin, 'resolveId', 'radix-ui', themeFile) as string;
    expect(id).toBeTruthy();
    expect(call(plugin, 'resolveId', 'radix-ui', '/work/node_modules/@radix-ui/themes/dist/esm/components/tooltip.js')).toBeNull();
    expect(call(plugin, 'resolveId', 'react', themeFile)).toBeNull();
    const code = call(plugin, 'load', id) as string;
    expect(code).toContain("export { Direction, Slot } from 'radix-ui';");
    expect(code).not.toMatch(/Tooltip\b.*from/);
  });

  it("accepts Radix Themes' theme.js as installed, and fails the build when it imports other names from radix-ui", () => {
    const installed = readFileSync(createRequire(import.meta.url).resolve('@radix-ui/themes/dist/esm/components/theme.js'), 'utf8');
    expect(() => checkThemeImports(installed)).not.toThrow();
    expect(() => call(plugin, 'transform', 'import{Direction as G,Slot as D,Tooltip as w,Popover as p}from"radix-ui";', themeFile)).toThrow(
      "theme.js imports { Direction, Popover, Slot, Tooltip } from 'radix-ui', not { Direction, Slot, Tooltip }",
    );
    expect(() => call(plugin, 'transform', 'import{Tooltip as w}from"@radix-ui/react-tooltip";', themeFile)).toThrow(
      "imports { nothing } from 'radix-ui'",
    );
  });

  it("fails the build when theme.js was never seen importing radix-ui (the file moved)", () => {
    const fresh = themeWithoutTooltipProvider();
    call(fresh, 'buildStart');
    call(fresh, 'resolveId', 'radix-ui', '/work/node_modules/@radix-ui/themes/dist/esm/components/theme/theme.js');
    expect(() => call(fresh, 'buildEnd')).toThrow("theme-without-tooltip-provider: no import of 'radix-ui' from @radix-ui/themes' dist/esm/components/theme.js was seen");
    call(fresh, 'buildStart');
    call(fresh, 'resolveId', 'radix-ui', themeFile);
    expect(() => call(fresh, 'buildEnd')).not.toThrow();
  });
});
