import { describe, expect, it } from 'vitest';
import { lintSnippet } from '../support/lint';

// The project's own lint enforces DESIGN.md's layer rule; these cases prove that a violation fails.

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  return (await lintSnippet(filePath, code)).filter((m) => m.ruleId?.startsWith('boundaries/')).map((m) => m.message);
}

describe('the layer rule (eslint-plugin-boundaries)', () => {
  it('fails a ui file that imports an adapter', async () => {
    const errors = await layerErrors(
      'src/ui/shell/Bad.tsx',
      "import { LocalSessionStore } from '../../adapters/local/local-session-store';\nexport const bad = LocalSessionStore;\n",
    );
    expect(errors).toEqual(['There is no policy allowing dependencies from elements of type "ui-shell" to elements of type "adapters"']);
  });

  it('fails a domain file that imports React, storage or another layer', async () => {
    const errors = await layerErrors(
      'src/domain/bad.ts',
      "import { useState } from 'react';\nimport { CLOCK } from '../application/ports/clock';\nexport const bad = [useState, CLOCK];\n",
    );
    expect(errors).toHaveLength(2);
    expect(errors.join('\n')).toMatch(/"domain" to entities of module with origin "external" and module source "react"/);
    expect(errors.join('\n')).toMatch(/"domain" to elements of type "application"/);
  });

  it('fails an application file that imports an adapter, and any layer that imports the composition root', async () => {
    expect(await layerErrors('src/application/bad.ts', "import { BrowserClock } from '../adapters/browser/browser-clock';\nexport const c = BrowserClock;\n")).toHaveLength(1);
    expect(
      await layerErrors('src/ui/shell/bad.ts', "import { createContainer } from '../../composition/create-container';\nexport const r = createContainer;\n"),
    ).toHaveLength(1);
    expect(
      await layerErrors('src/adapters/local/bad.ts', "import { deferred } from '../../composition/deferred';\nexport const d = deferred;\n"),
    ).toHaveLength(1);
  });

  it('lets ui use application and domain, and the composition root use adapters', async () => {
    expect(
      await layerErrors(
        'src/ui/shell/Good.tsx',
        "import { CatalogueService } from '../../application/catalogue/catalogue-service';\nimport { formatRupees } from '../../domain/money';\nexport const ok = [CatalogueService, formatRupees];\n",
      ),
    ).toEqual([]);
    expect(
      await layerErrors('src/composition/modules/bad.module.ts', "import { BrowserClock } from '../../adapters/browser/browser-clock';\nexport const ok = BrowserClock;\n"),
    ).toEqual([]);
  });

  it('lets src/main.tsx import only the composition and style sheets', async () => {
    const restricted = async (code: string) => (await lintSnippet('src/main.tsx', code)).filter((m) => m.ruleId === 'no-restricted-imports').length;
    expect(await restricted("import { openStore } from './composition/open-store';\nimport './ui/app/app.css';\nexport const ok = openStore;\n")).toBe(0);
    expect(await restricted("import { SonnerNotifier } from './adapters/browser/sonner-notifier';\nexport const bad = SonnerNotifier;\n")).toBe(1);
    expect(await restricted("import { App } from './ui/app/App';\nexport const bad = App;\n")).toBe(1);
  });
});
