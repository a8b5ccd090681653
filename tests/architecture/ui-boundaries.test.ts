import { describe, expect, it } from 'vitest';
import { lintSnippet } from '../support/lint';

// ui's own rules (eslint.config.js): which packages it may use, and how its folders may depend on each other.

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  return (await lintSnippet(filePath, code)).filter((m) => m.ruleId?.startsWith('boundaries/')).map((m) => m.message);
}

describe('ui packages', () => {
  it('refuses a library that an adapter wraps: sonner, supabase-js', async () => {
    const errors = await boundaryErrors(
      'src/ui/features/product/Bad.tsx',
      "import { toast } from 'sonner';\nimport { createClient } from '@supabase/supabase-js';\nexport const bad = [toast, createClient];\n",
    );
    expect(errors).toHaveLength(2);
    expect(errors.join('\n')).toMatch(/module source "sonner"/);
    expect(errors.join('\n')).toMatch(/module source "@supabase\/supabase-js"/);
  });

  it('refuses any other package too, in every ui folder', async () => {
    for (const file of ['src/ui/app/Bad.ts', 'src/ui/shell/Bad.ts', 'src/ui/components/Bad.ts', 'src/ui/admin/Bad.ts']) {
      expect(await boundaryErrors(file, "import QRCode from 'qrcode';\nexport const bad = QRCode;\n"), file).toHaveLength(1);
    }
  });

  it('lets ui use its React libraries, subpaths included', async () => {
    const code = [
      "import { useState } from 'react';",
      "import { createPortal } from 'react-dom';",
      "import { Link } from 'react-router-dom';",
      "import { makeAutoObservable } from 'mobx';",
      "import { observer } from 'mobx-react-lite';",
      "import { Button } from '@radix-ui/themes';",
      "import { PlusIcon } from '@radix-ui/react-icons';",
      "import { Tooltip as Primitive } from 'radix-ui';",
      "import { injectable } from 'inversify';",
      "import { useFormik } from 'formik';",
      "import type { ZodType } from 'zod';",
      "import { Drawer } from 'vaul';",
      'export const ok = [useState, createPortal, Link, makeAutoObservable, observer, Button, PlusIcon, Primitive, injectable, useFormik, Drawer];',
    ].join('\n');
    expect(await boundaryErrors('src/ui/components/Good.tsx', code)).toEqual([]);
  });
});

describe('ui folders', () => {
  it('keeps a feature out of another feature', async () => {
    const errors = await boundaryErrors(
      'src/ui/features/deals/Bad.tsx',
      "import { HomeViewModel } from '../home/home-view-model';\nexport const bad = HomeViewModel;\n",
    );
    expect(errors).toEqual([
      'There is no policy allowing dependencies from elements of type "ui-feature" and captured values: feature="deals" to elements of type "ui-feature" and captured values: feature="home"',
    ]);
  });

  it('lets a feature use its own folder, the shared folders and app', async () => {
    const code = [
      "import { HomeViewModel } from './home-view-model';",
      "import { ProductCard } from '../../components/ProductCard';",
      "import { CartState } from '../../stores/cart-state';",
      "import { useMediaQuery } from '../../hooks/use-media-query';",
      "import { FormTextField } from '../../forms/FormTextField';",
      "import { settled } from '../../lib/settled';",
      "import { productPath } from '../../app/paths';",
      'export const ok = [HomeViewModel, ProductCard, CartState, useMediaQuery, FormTextField, settled, productPath];',
    ].join('\n');
    expect(await boundaryErrors('src/ui/features/home/Good.tsx', code)).toEqual([]);
  });

  it('keeps the shared folders and the shell out of the features', async () => {
    const code = "import { CategoryPage } from '../features/browse/CategoryPage';\nexport const bad = CategoryPage;\n";
    for (const file of ['src/ui/components/Bad.tsx', 'src/ui/stores/Bad.ts', 'src/ui/hooks/Bad.ts', 'src/ui/forms/Bad.ts', 'src/ui/lib/Bad.ts', 'src/ui/shell/Bad.tsx']) {
      expect(await boundaryErrors(file, code), file).toHaveLength(1);
    }
  });

  it('lets nothing in the storefront import admin', async () => {
    const code = "import { AdminPage } from '../admin/entry/admin-root';\nexport const bad = AdminPage;\n";
    for (const file of ['src/ui/shell/Bad.tsx', 'src/ui/components/Bad.tsx']) {
      expect(await boundaryErrors(file, code), file).toHaveLength(1);
    }
    const inner = "import { ProductTable } from '../admin/products/ProductTable';\nexport const bad = ProductTable;\n";
    for (const file of ['src/ui/shell/Bad.tsx', 'src/ui/components/Bad.tsx']) {
      expect(await boundaryErrors(file, inner), file).toHaveLength(1);
    }
    expect(
      await boundaryErrors('src/ui/features/home/Bad.tsx', "const admin = () => import('../../admin/entry/admin-root');\nexport const bad = admin;\n"),
    ).toHaveLength(1);
  });

  it("lets app load the admin area's lazy root, and nothing else of admin", async () => {
    expect(await boundaryErrors('src/ui/app/Good.tsx', "export const admin = () => import('../admin/entry/admin-root');\n")).toEqual([]);
    expect(await boundaryErrors('src/ui/app/Bad.tsx', "export const bad = () => import('../admin/products/ProductsSection');\n")).toHaveLength(1);
    expect(await boundaryErrors('src/ui/app/Bad.tsx', "import { AdminLayout } from '../admin/layout/AdminLayout';\nexport const bad = AdminLayout;\n")).toHaveLength(1);
  });

  it('lets the admin area use its own folders, the shared folders and app, and keeps it out of the features', async () => {
    const code = [
      "import { ProductTable } from '../products/ProductTable';",
      "import { EmptyState } from '../../components/EmptyState';",
      "import { HOME_PATH } from '../../app/paths';",
      'export const ok = [ProductTable, EmptyState, HOME_PATH];',
    ].join('\n');
    expect(await boundaryErrors('src/ui/admin/dashboard/Good.tsx', code)).toEqual([]);
    expect(await boundaryErrors('src/ui/admin/entry/admin-root.tsx', "import { AdminLayout } from '../layout/AdminLayout';\nexport const ok = AdminLayout;\n")).toEqual([]);
    expect(
      await boundaryErrors('src/ui/admin/products/Bad.tsx', "import { ProductCard } from '../../features/home/ProductShelf';\nexport const bad = ProductCard;\n"),
    ).toHaveLength(1);
  });
});
