/**
 * What the store shows when its Supabase project does not answer at start: it says so and offers
 * a retry. Plain DOM, like configuration-problems.ts: it needs no
 * container or router, which cannot be built without the project.
 */
export function showStoreUnreachable(root: HTMLElement, retry: () => Promise<boolean>): void {
  const page = document.createElement('main');
  page.className = 'configuration-problems';
  const heading = document.createElement('h1');
  heading.textContent = 'The store cannot be reached';
  const intro = document.createElement('p');
  intro.textContent = "We could not connect to the store's data. Check your internet connection, then try again.";
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'store-unreachable__retry';
  button.textContent = 'Try again';
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  button.addEventListener('click', () => {
    button.disabled = true;
    button.textContent = 'Trying again…';
    status.textContent = '';
    // `retry` answers whether the store opened (which replaces this page).
    void retry().then((opened) => {
      if (opened) return;
      button.disabled = false;
      button.textContent = 'Try again';
      status.textContent = 'Still unreachable: try again in a moment.';
    });
  });
  page.append(heading, intro, button, status);
  root.replaceChildren(page);
}
