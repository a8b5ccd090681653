import { Theme } from '@radix-ui/themes';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType, useRoutes, type InitialEntry, type Location, type NavigationType, type RouteObject, type To } from 'react-router-dom';
import { ContainerProvider } from '../../src/ui/app/container-context';
import { createTestContainer, type TestContainer } from './test-container';

/** Where the test's router is, and a way to move it (Back is `navigate(-1)`). */
export type TestRouter = {
  readonly state: { location: Location; historyAction: NavigationType };
  navigate(to: To | number): Promise<void>;
};

type Seen = { location?: Location; historyAction?: NavigationType; go?: ReturnType<typeof useNavigate> };

function RouteTable({ routes, seen }: { routes: RouteObject[]; seen: Seen }) {
  seen.location = useLocation();
  seen.historyAction = useNavigationType();
  seen.go = useNavigate();
  return useRoutes(routes);
}

function mount(routes: RouteObject[], path: InitialEntry, test: TestContainer) {
  const seen: Seen = {};
  const view = render(
    <ContainerProvider container={test.container}>
      <Theme>
        <MemoryRouter initialEntries={[path]}>
          <RouteTable routes={routes} seen={seen} />
        </MemoryRouter>
      </Theme>
    </ContainerProvider>,
  );
  const router: TestRouter = {
    get state() {
      return { location: seen.location!, historyAction: seen.historyAction! };
    },
    navigate: (to) =>
      act(async () => {
        await (typeof to === 'number' ? seen.go!(to) : seen.go!(to));
      }),
  };
  return { ...view, router, ...test };
}

/**
 * Renders routes at `path` (an address, or an entry with its history state) with a test container
 * (memory adapters, manual clock). Awaited, so that a page whose code loads on first visit (it
 * suspends until then) is in when it resolves.
 */
export async function renderRoutes(routes: RouteObject[], path: InitialEntry = '/', test: TestContainer = createTestContainer()) {
  let view: ReturnType<typeof mount> | undefined;
  await act(async () => {
    view = mount(routes, path, test);
  });
  return view!;
}

/** Renders `element` at `path`, at once: for parts that load no page code. */
export function renderAt(element: ReactNode, path = '/', test: TestContainer = createTestContainer()) {
  return mount([{ path: '*', element }], path, test);
}
