import { describe, expect, it } from 'vitest';
import { lintSnippet } from '../support/lint';

// Domain and application read no clock, no chance, no storage, no page and no network (eslint.config.js).

async function impurities(filePath: string, code: string): Promise<string[]> {
  return (await lintSnippet(filePath, code))
    .filter((m) => ['no-restricted-globals', 'no-restricted-properties', 'no-restricted-syntax'].includes(m.ruleId ?? ''))
    .map((m) => m.ruleId!);
}

const IMPURE_LINES: Record<string, string> = {
  'Date.now()': 'export const t = Date.now();',
  'new Date()': 'export const t = new Date();',
  'Date()': 'export const t = Date();',
  'Math.random()': 'export const r = Math.random();',
  localStorage: "export const s = localStorage.getItem('x');",
  sessionStorage: "export const s = sessionStorage.getItem('x');",
  window: 'export const w = window.location.href;',
  fetch: "export const f = () => fetch('/api');",
  'globalThis.localStorage': "export const s = globalThis.localStorage.getItem('x');",
  'window.fetch': "export const f = () => window.fetch('/api');",
};

describe('pure domain and application', () => {
  for (const [what, line] of Object.entries(IMPURE_LINES)) {
    it(`fails ${what} in domain and in application`, async () => {
      expect(await impurities('src/domain/bad.ts', line)).not.toEqual([]);
      expect(await impurities('src/application/bad.ts', line)).not.toEqual([]);
    });
  }

  it('allows a date made from a time given as an argument, and random passed in', async () => {
    const code = 'export const day = (now: number) => new Date(now).getDay();\nexport const pick = (random: () => number) => random();\n';
    expect(await impurities('src/domain/good.ts', code)).toEqual([]);
    expect(await impurities('src/application/good.ts', code)).toEqual([]);
  });

  it('leaves adapters and ui alone: that is where the browser is used', async () => {
    expect(await impurities('src/adapters/browser/good.ts', 'export const t = () => Date.now();')).toEqual([]);
    expect(await impurities('src/ui/components/good.ts', 'export const w = () => window.innerWidth;')).toEqual([]);
  });

  it('still forbids dangerouslySetInnerHTML there', async () => {
    expect(await impurities('src/application/bad.tsx', 'export const b = <div dangerouslySetInnerHTML={{ __html: "x" }} />;')).toEqual([
      'no-restricted-syntax',
    ]);
  });
});
