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

const source = (path: string) => `/work/main/src/${path}`;
const nodeModule = (path: string) => `/work/main/node_modules/${path}`;

describe('chunk groups', () => {
  it('keep the catalogue rules, the session gate and the catalogue answers in one chunk', () => {
    expect(groupOf(source('domain/catalogue/category.ts'))).toBe('catalogue-core');
    expect(groupOf(source('domain/session/session-gate.ts'))).toBe('catalogue-core');
    expect(groupOf(source('application/session/session-gate-service.ts'))).toBe('catalogue-core');
    expect(groupOf(source('adapters/memory/browse-answers.ts'))).toBe('catalogue-core');
  });

  it('leave the stored catalogue schema (and zod with it) out of the pages’ chunk', () => {
    expect(groupOf(source('domain/catalogue/product-schema.ts'))).toBeUndefined();
    expect(groupOf(nodeModule('zod/v4/core/schemas.js'))).toBeUndefined();
  });

  it('gather what loads once the page has rendered: toaster, menus, chat button, location prompt, overlays', () => {
    for (const id of [
      source('ui/shell/HeaderDropdown.tsx'),
      source('ui/app/FloatingWidgets.tsx'),
      source('ui/features/support/SupportChatLauncher.tsx'),
      source('domain/location/user-location.ts'),
      source('adapters/browser/sonner-toaster.tsx'),
      source('ui/features/location/LocationPrompt.tsx'),
      source('composition/modules/support.adapters.ts'),
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

  it('never pull a captured module’s dependencies into the two groups made of chosen modules', () => {
    for (const name of ['catalogue-core', 'after-first-render']) {
      expect(chunkGroups.find((group) => group.name === name)?.includeDependenciesRecursively).toBe(false);
    }
  });
});
