import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintSnippet } from '../support/lint';

// Radix Themes' rt-* classes are its private markup (eslint.config.js, NO_PRIVATE_RADIX_CLASS):
// lint refuses them in ui code; CSS, which lint does not read, is checked here.

async function privateClassErrors(filePath: string, code: string): Promise<number> {
  return (await lintSnippet(filePath, code)).filter((m) => m.ruleId === 'no-restricted-syntax' && m.message.includes('rt-* classes are private')).length;
}

/** Selectors of Radix Themes' private classes in a style sheet: `.rt-Button`, `.rt-r-size-2` … */
const privateSelectors = (css: string) => css.match(/\.rt-[A-Za-z][\w-]*/g) ?? [];

function cssFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFilesUnder(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

describe("Radix Themes' private classes", () => {
  it('fail lint in a ui component, in a className, a template or a selector string', async () => {
    expect(await privateClassErrors('src/ui/shell/Bad.tsx', 'export const b = <svg className="rt-DropdownMenuTriggerIcon" />;\n')).toBe(1);
    expect(await privateClassErrors('src/ui/features/browse/Bad.tsx', 'export const b = <button className="rt-reset rt-SelectTrigger sort-select__trigger" />;\n')).toBe(1);
    expect(await privateClassErrors('src/ui/components/bad.ts', 'const size = 2;\nexport const c = `rt-r-size-${size}`;\n')).toBe(1);
    expect(await privateClassErrors('src/ui/components/bad.ts', "export const q = (el: Element) => el.querySelector('.rt-SelectTrigger');\n")).toBe(1);
  });

  it('leave our own names alone, even those that contain "rt-"', async () => {
    const code = 'export const ok = <span className="cart-icon sort-select__trigger pdp__action" data-part="start-end" />;\n';
    expect(await privateClassErrors('src/ui/shell/Good.tsx', code)).toBe(0);
  });

  it('are found in a style sheet, and no style sheet of src uses one', () => {
    expect(privateSelectors('.pdp__actions .rt-Button { width: 100% }\n.cart-icon { }\n.banner .rt-r-size-2 {}')).toEqual(['.rt-Button', '.rt-r-size-2']);
    const used = cssFilesUnder('src').flatMap((file) => privateSelectors(readFileSync(file, 'utf8')).map((selector) => `${file}: ${selector}`));
    expect(used).toEqual([]);
  });
});
