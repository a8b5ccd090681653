import { act, render } from '@testing-library/react';
import { Container } from 'inversify';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionScrollPositionStore } from '../../../src/adapters/local/session-scroll-position-store';
import { SCROLL_POSITION_STORE } from '../../../src/application/ports/scroll-position-store';
import { ContainerProvider } from '../../../src/ui/app/container-context';
import { useScrollRestoration } from '../../../src/ui/shell/use-scroll-restoration';

let navigate: ReturnType<typeof useNavigate>;

function WithHook() {
  useScrollRestoration();
  navigate = useNavigate();
  return null;
}

/** A page with the hook, as after a fresh page load: a new store over this tab's sessionStorage. */
function freshPage() {
  const container = new Container();
  container.bind(SCROLL_POSITION_STORE).toConstantValue(new SessionScrollPositionStore(sessionStorage));
  return function Page() {
    return (
      <ContainerProvider container={container}>
        <WithHook />
      </ContainerProvider>
    );
  };
}

function scrollTo(top: number) {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('scroll restoration', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('opens a new page at its top, and takes Back to where the shopper was', async () => {
    const Page = freshPage();
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation((_x?: unknown, y?: unknown) => scrollTo(Number(y)));
    render(<MemoryRouter initialEntries={['/']}><Page /></MemoryRouter>);
    act(() => scrollTo(1800));
    await act(async () => navigate('/product/3'));
    expect(scroll).toHaveBeenLastCalledWith(0, 0);
    act(() => scrollTo(250));
    await act(async () => navigate(-1));
    expect(scroll).toHaveBeenLastCalledWith(0, 1800);
    await act(async () => navigate(1));
    expect(scroll).toHaveBeenLastCalledWith(0, 250);
    // Leaving the page keeps them for a reload.
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem('fashion-zone:scroll-positions')!)).toEqual(expect.arrayContaining([['default', 1800]]));
  });

  it('keeps the positions for a reload, and ignores what it cannot read in storage', async () => {
    sessionStorage.setItem('fashion-zone:scroll-positions', JSON.stringify([['default', 640]]));
    const Reloaded = freshPage();
    const restore = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<MemoryRouter><Reloaded /></MemoryRouter>);
    expect(restore).toHaveBeenCalledWith(0, 640);
    vi.restoreAllMocks();

    sessionStorage.setItem('fashion-zone:scroll-positions', '{not json');
    const Page = freshPage();
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    expect(() => render(<MemoryRouter><Page /></MemoryRouter>)).not.toThrow();
    expect(scroll).not.toHaveBeenCalled();
  });

  it('takes a malformed #fragment in the address without failing', async () => {
    const Page = freshPage();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    expect(() => render(<MemoryRouter initialEntries={['/faq#%E0%A4%A']}><Page /></MemoryRouter>)).not.toThrow();
  });
});
