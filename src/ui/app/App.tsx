import { Theme } from '@radix-ui/themes';
import type { Container } from 'inversify';
import { BrowserRouter } from 'react-router-dom';
import { ContainerProvider } from './container-context';
import { AppRoutes } from './routes';

export function App({ container }: { container: Container }) {
  return (
    <ContainerProvider container={container}>
      <Theme accentColor="plum" grayColor="mauve" radius="medium" scaling="100%">
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Theme>
    </ContainerProvider>
  );
}
