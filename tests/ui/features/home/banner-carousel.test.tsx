import { act, fireEvent, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { BannerCarousel } from '../../../../src/ui/features/home/BannerCarousel';
import { renderAt } from '../../../support/render';

function visibleSlide(): string | null {
  return document.querySelector('[aria-roledescription="slide"]:not([hidden])')?.getAttribute('aria-label') ?? null;
}

it('moves with the buttons and dots, wraps, and auto-advances unless hovered', () => {
  const view = renderAt(<BannerCarousel />);
  expect(visibleSlide()).toBe('1 of 3: Fashion Sale');
  expect(screen.getByRole('link', { name: 'Shop now' }).getAttribute('href')).toBe('/categories/outerwear');

  fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
  expect(visibleSlide()).toBe('3 of 3: Tech Accessories');
  fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
  expect(visibleSlide()).toBe('1 of 3: Fashion Sale');
  fireEvent.click(screen.getByRole('button', { name: 'Slide 2: Summer Collection' }));
  expect(visibleSlide()).toBe('2 of 3: Summer Collection');
  expect(screen.getByRole('button', { name: 'Slide 2: Summer Collection' }).getAttribute('aria-current')).toBe('true');

  act(() => view.clock.advance(5000));
  expect(visibleSlide()).toBe('3 of 3: Tech Accessories');

  const carousel = screen.getByRole('region', { name: 'Offers' });
  fireEvent.pointerEnter(carousel);
  act(() => view.clock.advance(15_000));
  expect(visibleSlide()).toBe('3 of 3: Tech Accessories');
  fireEvent.pointerLeave(carousel);
  act(() => view.clock.advance(5000));
  expect(visibleSlide()).toBe('1 of 3: Fashion Sale');
});
