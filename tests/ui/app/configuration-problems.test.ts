import { describe, expect, it } from 'vitest';
import { showConfigurationProblems } from '../../../src/ui/app/configuration-problems';

describe('showConfigurationProblems', () => {
  it('replaces the page with every problem of the configuration and how to fix it, as text', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>stale</p>';
    const problems = ['VITE_SUPABASE_URL is missing.', 'VITE_SUPABASE_ANON_KEY is <b>missing</b>.'];
    showConfigurationProblems(root, problems);
    expect(root.querySelector('h1')?.textContent).toBe('The store is not configured correctly');
    expect(root.textContent).toContain('These settings need fixing before the store can open:');
    expect([...root.querySelectorAll('li')].map((item) => item.textContent)).toEqual(problems);
    expect(root.querySelector('b')).toBeNull();
    expect(root.textContent).toContain('build it again');
    expect(root.textContent).not.toContain('stale');
  });

  it('speaks of one setting when there is one', () => {
    const root = document.createElement('div');
    showConfigurationProblems(root, ['VITE_STORAGE must be one of local, memory; got "x".']);
    expect(root.textContent).toContain('This setting needs fixing');
  });
});
