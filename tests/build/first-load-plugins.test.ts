import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { iconModules } from '../../build/icon-modules';
import { themeWithoutTooltipProvider } from '../../build/theme-without-tooltip-provider';

type Hook = (this: { error(message: string): never }, ...args: unknown[]) => unknown;
const context = { error: (message: string): never => { throw new Error(message); } };
const call = (plugin: Plugin, hook: 'transform' | 'resolveId' | 'load', ...args: unknown[]) =>
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
});
