import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RenderWhenNear } from '../../../src/ui/components/RenderWhenNear';

/** An observer the test moves: `comeIntoView` reports the watched element as near the screen. */
class ControlledObserver {
  static last: ControlledObserver | undefined;
  options: IntersectionObserverInit | undefined;
  target: Element | undefined;
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    ControlledObserver.last = this;
  }
  observe(target: Element) {
    this.target = target;
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  comeIntoView() {
    this.callback([{ target: this.target!, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

describe('RenderWhenNear', () => {
  const original = globalThis.IntersectionObserver;
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('keeps a placeholder until the content comes near the screen, then renders it and stops watching', () => {
    globalThis.IntersectionObserver = ControlledObserver as unknown as typeof IntersectionObserver;
    const { container } = render(
      <RenderWhenNear placeholderClassName="row-placeholder">
        <p>Row of cards</p>
      </RenderWhenNear>,
    );
    expect(screen.queryByText('Row of cards')).toBeNull();
    expect(container.querySelector('.row-placeholder')?.getAttribute('aria-hidden')).toBe('true');
    const observer = ControlledObserver.last!;
    expect(observer.options?.rootMargin).toBe('300px');

    act(() => observer.comeIntoView());
    expect(screen.getByText('Row of cards')).toBeTruthy();
    expect(container.querySelector('.row-placeholder')).toBeNull();
    expect(observer.disconnected).toBe(true);
  });
});
