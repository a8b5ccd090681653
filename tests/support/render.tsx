import { Theme } from '@radix-ui/themes';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router-dom';
import { ContainerProvider } from '../../src/ui/app/container-context';
import { createTestContainer, type TestContainer } from './test-container';

/** Renders routes at `path` (an address, or an entry with its history state) with a test container (memory adapters, manual clock). */
export function renderRoutes(routes: RouteObject[], path: InitialEntry = '/', test: TestContainer = createTestContainer()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <ContainerProvider container={test.container}>
      <Theme>
        <RouterProvider router={router} />
      </Theme>
    </ContainerProvider>,
  );
  return { ...view, router, ...test };
}

export function renderAt(element: ReactNode, path = '/', test?: TestContainer) {
  return renderRoutes([{ path: '*', element }], path, test);
}
