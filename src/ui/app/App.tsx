import { Theme } from '@radix-ui/themes';
import type { Container } from 'inversify';
import { useEffect } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { ContainerProvider } from './container-context';
import { AppRoutes } from './routes';

/**
 * The whole store. In the browser it follows the address bar; rendered ahead of time at build
 * (src/composition/prerender.tsx) it renders the one address it is given.
 */
export function App({ container, location }: { container: Container; location?: string }) {
  // Once the first page is rendered, or a prerendered one hydrated, the document says so
  // (html[data-app-ready]): until then a prerendered page shows, but its controls do nothing yet.
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  const routes = <AppRoutes />;
  return (
    <ContainerProvider container={container}>
      <Theme accentColor="plum" grayColor="mauve" radius="medium" scaling="100%">
        {location === undefined ? <BrowserRouter>{routes}</BrowserRouter> : <StaticRouter location={location}>{routes}</StaticRouter>}
      </Theme>
    </ContainerProvider>
  );
}
