import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SonnerNotifier } from '../adapters/browser/sonner-notifier';
import { App } from '../ui/app/App';
import { showConfigurationProblems } from '../ui/app/configuration-problems';
import { pageReady } from '../ui/app/routes';
import { PRERENDERED_DATA_ID, PrerenderedData } from '../ui/lib/prerendered-data';
import { nextTask } from '../ui/lib/next-task';
import { whenIdle } from '../ui/lib/when-idle';
import { readConfig, type Env } from './app-config';
import type { Backend } from './backend';
import { createContainer } from './create-container';
import { pagePlatform } from './platform';
import { dropCriticalCss, stylesheetsLoaded } from './stylesheets-loaded';

/**
 * Opens the store in `root` on the backend the build's environment names: the browser's own
 * storage at once, a Supabase project once it answers, or a page that names each configuration
 * problem instead of a blank screen.
 */
export function openStore(root: HTMLElement, env: Env): void {
  const config = readConfig(env);
  const notifier = new SonnerNotifier();
  const platform = pagePlatform(notifier);
  // In a task of its own: the entry's evaluation and the container's making are then two tasks,
  // with the main thread free between them, rather than one long one.
  const open = (root: HTMLElement, backend: Backend) => void nextTask().then(() => render(root, backend, notifier));
  if (!config.ok) {
    showProblems(root, config.problems);
  } else if (config.value.storage === 'supabase') {
    // supabase-js, the Supabase adapters and the checks of the project's settings load only in this
    // mode: the local store's first load carries none of them.
    import('./supabase/connect').then(
      ({ openWithSupabase }) => openWithSupabase(root, platform, { open, showProblems }),
      (error: unknown) => {
        // Its code could not be fetched: the network is down, the project unreachable with it.
        console.error('Connection error', error);
        root.textContent = 'The store cannot be reached. Check your internet connection, then reload the page.';
      },
    );
  } else {
    open(root, { ...platform, kind: config.value.storage });
  }
}

function render(root: HTMLElement, backend: Backend, notifier: SonnerNotifier): void {
  // What a prerendered page showed (build/prerender-pages.ts), for the render that hydrates it.
  const container = createContainer(backend, PrerenderedData.fromJson(document.getElementById(PRERENDERED_DATA_ID)?.textContent));
  const app = (
    <StrictMode>
      <App container={container} />
    </StrictMode>
  );
  if (root.firstElementChild) {
    // A page prerendered at build (build/prerender-pages.ts): React takes over its HTML once its
    // stylesheets are in (what it renders next has no inline rules), and their order alone applies.
    // A page whose code is still on its way keeps its HTML until the code is in, and is hydrated then.
    void stylesheetsLoaded(document).then(() => {
      dropCriticalCss(document);
      // As a transition, hydration is done in slices of a few milliseconds with the main thread free
      // between them, rather than in one long task (a third less calibrated TBT on / and /product/1).
      startTransition(() => void hydrateRoot(root, app));
    });
  } else {
    const reactRoot = createRoot(root);
    // A page whose code is not in the entry (its files are preloaded by the head's script): the
    // first render waits for it, and paints the page whole.
    void pageReady(window.location.pathname).then(() =>
      // As a transition, the first render is done in small slices that leave the main thread free
      // for input between them, rather than in one long task.
      startTransition(() => reactRoot.render(app)),
    );
  }
  // The toaster is not needed to paint the page: fetch its code once the browser is idle.
  whenIdle(() => void notifier.preload());
}

function showProblems(root: HTMLElement, problems: readonly string[]): void {
  console.error(`Fashion Zone is not configured correctly:\n${problems.join('\n')}`);
  showConfigurationProblems(root, problems);
}
