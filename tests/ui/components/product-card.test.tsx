import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ProductCard } from '../../../src/ui/components/ProductCard';
import { aProduct, aProductInSizes, inEverySize } from '../../support/products';
import { renderAt } from '../../support/render';

it('shows image, title, rating and count, price in rupees, struck original and % off, linking to the product', () => {
  renderAt(<ProductCard product={aProduct({ id: 12, title: 'Quilted Puffer Jacket', price: 2499, originalPrice: 4999, rating: 4.5, ratingCount: 1421 })} />);
  const link = screen.getByRole('link', { name: 'Quilted Puffer Jacket' });
  expect(link.getAttribute('href')).toBe('/product/12');
  expect(link.querySelector('img')?.getAttribute('src')).toBe('/images/products/12.svg');
  expect(screen.getByText('₹2,499')).toBeTruthy();
  expect(screen.getByText('₹4,999').tagName).toBe('S');
  expect(screen.getByText('50% off')).toBeTruthy();
  expect(screen.getByLabelText('Rated 4.5 out of 5')).toBeTruthy();
  expect(screen.getByText('(1,421)')).toBeTruthy();
});

/** The text of what the element's aria-describedby names ('' when nothing). */
const description = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

it('describes the link with a note over the image when few sizes are left or every size is sold out, and says nothing otherwise', () => {
  const { unmount } = renderAt(<ProductCard product={aProductInSizes({ M: 4, L: 2 }, { id: 3, title: 'Slim Jeans', category: 'jeans' })} />);
  expect(description(screen.getByRole('link', { name: 'Slim Jeans' }))).toBe('Few sizes left');
  unmount();

  const soldOut = renderAt(<ProductCard product={aProduct({ id: 4, title: 'Hoodie', stock: 0 })} />);
  expect(description(screen.getByRole('link', { name: 'Hoodie' }))).toBe('Sold out');
  soldOut.unmount();

  renderAt(<ProductCard product={inEverySize(3, { id: 5, title: 'Tee' })} />);
  expect(screen.getByRole('link', { name: 'Tee' }).hasAttribute('aria-describedby')).toBe(false);
  expect(screen.queryByText(/Sold out|Few sizes left/)).toBeNull();
});
