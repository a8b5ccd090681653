// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORAGE_KINDS, type StorageKind } from '../../src/composition/app-config';
import { createContainer } from '../../src/composition/create-container';
import { testBackend } from '../support/backends';

// Every token the composition binds is resolved somewhere, and every token resolved somewhere is
// bound for every backend: a binding nothing reads is dead wiring, and a missing one fails at run time.

const ports = import.meta.glob<Record<string, unknown>>('../../src/application/ports/*.ts', { eager: true });
const TOKENS = new Map(
  Object.values(ports).flatMap((module) => Object.entries(module).filter((entry): entry is [string, symbol] => typeof entry[1] === 'symbol')),
);

/** `@inject(TOKEN)`, `useService(TOKEN)`, `container.get(TOKEN)`, `getAsync(TOKEN)`, with or without a type argument. */
const RESOLUTION = /(?:@inject|useService|\.get|\.getAsync)(?:<[^>()]*>)?\(\s*([A-Z][A-Z0-9_]*)\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function resolvedTokens(): Set<string> {
  const names = sourceFiles('src').flatMap((file) => [...readFileSync(file, 'utf8').matchAll(RESOLUTION)].map((match) => match[1]!));
  return new Set(names.filter((name) => TOKENS.has(name)));
}

function boundTokens(kind: StorageKind): Set<string> {
  const container = createContainer(testBackend(kind));
  return new Set([...TOKENS].filter(([, token]) => container.isBound(token)).map(([name]) => name));
}

/** What is wrong with the wiring: tokens bound that nothing resolves, and tokens resolved that some backend leaves unbound. */
function bindingProblems(bound: ReadonlyMap<string, ReadonlySet<string>>, resolved: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const [backend, tokens] of bound) {
    for (const token of tokens) if (!resolved.has(token)) problems.push(`${token} is bound for ${backend} but nothing resolves it`);
    for (const token of resolved) if (!tokens.has(token)) problems.push(`${token} is resolved but not bound for ${backend}`);
  }
  return problems;
}

describe('the container bindings', () => {
  it('finds the port tokens and the places that resolve them', () => {
    expect(TOKENS.size).toBeGreaterThan(15);
    expect(resolvedTokens()).toContain('PRODUCT_REPOSITORY');
    expect(resolvedTokens()).toContain('SCROLL_POSITION_STORE'); // through useService
  });

  it('binds, for every backend, exactly the tokens that something resolves', () => {
    const bound = new Map(STORAGE_KINDS.map((kind) => [kind, boundTokens(kind)] as const));
    expect(bindingProblems(bound, resolvedTokens())).toEqual([]);
  });

  it('reports a token bound that nothing resolves, and one resolved that a backend leaves unbound', () => {
    const bound = new Map([
      ['local', new Set(['CLOCK', 'RANDOM_SOURCE'])],
      ['supabase', new Set<string>()],
    ]);
    expect(bindingProblems(bound, new Set(['CLOCK']))).toEqual([
      'RANDOM_SOURCE is bound for local but nothing resolves it',
      'CLOCK is resolved but not bound for supabase',
    ]);
  });
});
