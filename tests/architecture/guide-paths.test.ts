import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The README and docs/ are a guide to the code as it is: every file or folder they name in code
// spans must exist. docs/history/ is a record of the past and names paths as they were then.

const GUIDES = ['README.md', 'src/ui/admin/README.md', ...readdirSync('docs').filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
const TOP_FOLDERS = /^(src|tests|e2e|scripts|build|supabase|docs|public|\.ci)\//;
const ROOT_FILE = /^[\w.-]+\.(json|ts|js|mjs|md)$/;

/** The paths a guide names: code spans that start at a top folder, or a file at the repository's root. */
function namedPaths(markdown: string): string[] {
  const paths = new Set<string>();
  for (const [, span = ''] of markdown.matchAll(/`([^`\s]+)`/g)) {
    const path = span.replace(/[:#].*$/, '').replace(/[),.]+$/, '');
    if (path.includes('<') || path.includes('*')) continue;
    if (TOP_FOLDERS.test(path) || ROOT_FILE.test(path)) paths.add(path);
  }
  return [...paths];
}

describe('the guides name only paths that exist', () => {
  it('finds the paths a guide names, and leaves out placeholders and prose', () => {
    expect(namedPaths('see `src/ui/app/paths.ts:12`, `tests/`, `budgets.json`, `<feature>.module.ts`, `npm test` and `src/**/*.ts`')).toEqual([
      'src/ui/app/paths.ts',
      'tests/',
      'budgets.json',
    ]);
  });

  for (const guide of GUIDES) {
    it(guide, () => {
      const missing = namedPaths(readFileSync(guide, 'utf8')).filter((path) => !existsSync(path));
      expect(missing).toEqual([]);
    });
  }
});
