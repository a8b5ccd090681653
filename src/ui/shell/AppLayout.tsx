import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';
import { useScrollRestoration } from './use-scroll-restoration';

/** `widgets`: what floats over every storefront page (the support chat's button, the location prompt). */
export function AppLayout({ widgets }: { widgets?: ReactNode }) {
  useScrollRestoration();
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <main id="main" className="app__main">
        <Outlet />
      </main>
      <Footer />
      {widgets}
    </div>
  );
}
