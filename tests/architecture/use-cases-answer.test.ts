import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Use cases answer with typed outcomes; view models (ui) turn them into toasts and text.

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const NOTIFIER_IMPORT = /from\s+['"][./]*(?:ports\/)?notifier['"]|\bNOTIFIER\b/;

/** The files of `files` that reach the notifier port, its own declaration aside. */
function notifying(files: readonly { path: string; text: string }[]): string[] {
  return files.filter(({ path, text }) => !path.endsWith(join('ports', 'notifier.ts')) && NOTIFIER_IMPORT.test(text)).map(({ path }) => path);
}

describe('use cases answer, view models speak', () => {
  it('no file in src/application imports the notifier port or injects NOTIFIER', () => {
    const files = sourceFiles(join('src', 'application')).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
    expect(files.length).toBeGreaterThan(20);
    expect(notifying(files)).toEqual([]);
  });

  it('would report a use case that does', () => {
    const bad = { path: join('src', 'application', 'x', 'bad-service.ts'), text: "import { NOTIFIER, type Notifier } from '../ports/notifier';\n" };
    expect(notifying([bad])).toEqual([bad.path]);
  });
});
