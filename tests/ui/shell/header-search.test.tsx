import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useLocation } from 'react-router-dom';
import { Header, SEARCH_PLACEHOLDER } from '../../../src/ui/shell/Header';
import { renderAt } from '../../support/render';

/** Where the router is: the page under the header shows it. */
function Location() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

function setup(path = '/') {
  const page = (
    <>
      <Header />
      <Location />
    </>
  );
  const view = renderAt(page, path);
  const box = screen.getByRole('combobox', { name: 'Search products' });
  return { ...view, box, user: userEvent.setup() };
}

const location = () => screen.getByTestId('location').textContent;

async function optionsShown() {
  return waitFor(() => {
    const options = within(screen.getByRole('listbox', { name: 'Search suggestions' })).getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    return options;
  });
}

describe('Header search', () => {
  it('is a closed combobox with a list it controls, in a search form', () => {
    const { box } = setup();
    expect(box.getAttribute('placeholder')).toBe(SEARCH_PLACEHOLDER);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    const listId = box.getAttribute('aria-controls')!;
    expect(document.getElementById(listId)?.getAttribute('role')).toBe('listbox');
    expect(screen.queryByRole('listbox')).toBeNull(); // hidden while closed
    expect(box.closest('form')?.getAttribute('role')).toBe('search');
  });

  it('suggests products while typing, with category and brand, and announces how many', async () => {
    const { box, user } = setup();
    await user.type(box, 'hood');
    const options = await optionsShown();
    expect(options.map((o) => o.textContent)).toEqual([
      'Fleece Pullover HoodieHoodies · Urban Style',
      'Zip-Up Kangaroo Pocket HoodieHoodies · Metro Fashion',
    ]);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('2 suggestions available');
    expect(options.every((o) => o.getAttribute('aria-selected') === 'false')).toBe(true);
  });

  it('shows at most five suggestions, whatever the case typed', async () => {
    const { box, user } = setup();
    await user.type(box, 'SHIRT');
    const options = await optionsShown();
    expect(options).toHaveLength(5);
    expect(options.every((o) => /shirt/i.test(o.textContent ?? ''))).toBe(true);
  });

  it('ArrowDown marks an option active (aria-activedescendant), and Enter opens its product', async () => {
    const { box, user } = setup();
    await user.type(box, 'hood');
    const options = await optionsShown();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    expect(options[0]!.getAttribute('aria-selected')).toBe('false');
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(location()).toBe('/product/18'));
    expect((box as HTMLInputElement).value).toBe('');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('Enter on the text opens the search page, and the box keeps the text there', async () => {
    const { box, user } = setup();
    await user.type(box, '  denim jeans {Enter}');
    await waitFor(() => expect(location()).toBe('/search?q=denim+jeans'));
    expect((box as HTMLInputElement).value).toBe('denim jeans');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('Enter on blank text stays put', async () => {
    const { box, user } = setup('/deals');
    await user.type(box, '   {Enter}');
    expect(location()).toBe('/deals');
  });

  it('a click on a suggestion opens its product', async () => {
    const { user, box } = setup();
    await user.type(box, 'denim');
    const options = await optionsShown();
    await user.click(options.find((o) => o.textContent?.startsWith('Denim Trucker Jacket'))!);
    await waitFor(() => expect(location()).toBe('/product/27'));
  });

  it('Escape closes the list and keeps the text; leaving the box closes it too', async () => {
    const { box, user } = setup();
    await user.type(box, 'hood');
    await optionsShown();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('hood');
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[0]!.getAttribute('aria-selected')).toBe('true');
    await user.tab();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows the search on /search and starts empty elsewhere', async () => {
    const { box, router } = setup('/search?q=hoodie');
    await waitFor(() => expect((box as HTMLInputElement).value).toBe('hoodie'));
    await router.navigate('/categories/jeans');
    await waitFor(() => expect((box as HTMLInputElement).value).toBe(''));
  });
});
