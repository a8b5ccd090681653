import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';

/** `widgets`: what floats over every storefront page (the support chat's button, the location prompt). */
export function AppLayout({ widgets }: { widgets?: ReactNode }) {
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
      <ScrollRestoration />
    </div>
  );
}
