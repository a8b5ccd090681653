import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { SonnerNotifier } from './adapters/browser/sonner-notifier';
import { readConfig } from './app-config';
import { createContainer } from './container';
import { App } from './ui/app/App';
import { whenIdle } from './ui/kit/when-idle';
import './ui/app/theme.css';
import './ui/app/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
const config = readConfig(import.meta.env);

if (config.ok) {
  const reactRoot = createRoot(root);
  const notifier = new SonnerNotifier();
  const container = createContainer(config.value, notifier);
  // As a transition, the first render is done in small slices that leave the main thread free for
  // input between them, rather than in one long task.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App container={container} />
      </StrictMode>,
    ),
  );
  // The toaster is not needed to paint the page: fetch its code once the browser is idle.
  whenIdle(() => void notifier.preload());
} else {
  console.error(`Fashion Zone is not configured correctly:\n${config.problems.join('\n')}`);
  // Its own small chunk: a store that is configured correctly never downloads it.
  void import('./ui/app/configuration-problems').then(({ showConfigurationProblems }) => showConfigurationProblems(root, config.problems));
}
