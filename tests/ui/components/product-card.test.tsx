import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ProductCard } from '../../../src/ui/components/ProductCard';
import { aProduct } from '../../support/products';
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
