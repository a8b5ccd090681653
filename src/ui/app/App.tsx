import { Theme } from '@radix-ui/themes';
import type { Container } from 'inversify';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ContainerProvider } from './container-context';
import { routes } from './routes';

export function App({ container }: { container: Container }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <ContainerProvider container={container}>
      <Theme accentColor="plum" grayColor="mauve" radius="medium" scaling="100%">
        <RouterProvider router={router} />
      </Theme>
    </ContainerProvider>
  );
}
