import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { BannerCarousel } from '../../../../src/ui/features/home/BannerCarousel';
import { renderAt } from '../../../support/render';

function visibleSlide(): string | null {
  return document.querySelector('[aria-roledescription="slide"]:not([hidden])')?.getAttribute('aria-label') ?? null;
}

it('moves with the buttons and dots, wraps, and auto-advances unless hovered', () => {
  const view = renderAt(<BannerCarousel />);
  expect(visibleSlide()).toBe('1 of 3: Fashion Sale');
  expect(screen.getByRole('link', { name: 'Fashion Sale Coats, puffers and jackets at up to 50% off Shop now' }).getAttribute('href')).toBe('/categories/outerwear');

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

it('makes the whole visible slide, image and words, one link to its category, with nothing focusable inside it', () => {
  renderAt(<BannerCarousel />);
  const carousel = screen.getByRole('region', { name: 'Offers' });
  // Only the visible slide's link is there for the keyboard and assistive technology.
  const links = within(carousel).getAllByRole('link');
  expect(links).toHaveLength(1);
  const link = links[0]!;
  expect(link.getAttribute('href')).toBe('/categories/outerwear');
  // The picture is part of the link and says nothing the words do not: no name of its own.
  expect(link.querySelector('img')?.getAttribute('alt')).toBe('');
  expect(within(link).getByRole('heading', { name: 'Fashion Sale' })).toBeTruthy();
  expect(link.textContent).toContain('Coats, puffers and jackets at up to 50% off');
  expect(link.textContent).toContain('Shop now');
  // Nothing inside the link takes focus of its own (no control nested in it).
  expect(link.querySelectorAll('a, button, input, [tabindex]')).toHaveLength(0);
  // The tab order itself (hidden slides skipped) needs layout: e2e/home-features.spec.ts checks it.

  fireEvent.click(screen.getByRole('button', { name: 'Slide 3: Tech Accessories' }));
  const third = within(carousel).getAllByRole('link');
  expect(third.map((a) => [a.getAttribute('href'), a.textContent?.includes('Tech Accessories')])).toEqual([['/categories/accessories', true]]);
  // The other slides' links sit in hidden slides.
  const all = [...document.querySelectorAll('[aria-roledescription="slide"] a')];
  expect(all.filter((a) => a.closest('[hidden]'))).toHaveLength(2);
});
