/**
 * What the store shows when its build was configured wrongly (src/composition/app-config.ts): every problem, and
 * what to do, instead of a blank screen. Plain DOM, styled by the app's own sheet: it needs no
 * container, router or component library, and adds almost nothing to the first load of a store that
 * is configured correctly.
 */
export function showConfigurationProblems(root: HTMLElement, problems: readonly string[]): void {
  const page = document.createElement('main');
  page.className = 'configuration-problems';
  const heading = document.createElement('h1');
  heading.textContent = 'The store is not configured correctly';
  const intro = document.createElement('p');
  intro.textContent = `${problems.length === 1 ? 'This setting needs' : 'These settings need'} fixing before the store can open:`;
  const list = document.createElement('ul');
  for (const problem of problems) {
    const item = document.createElement('li');
    item.textContent = problem;
    list.append(item);
  }
  const fix = document.createElement('p');
  fix.textContent = 'Set them in .env (or the environment the store is built in) and build it again. The README says what each one is.';
  page.append(heading, intro, list, fix);
  root.replaceChildren(page);
}
