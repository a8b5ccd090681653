import type { Product } from '../../src/domain/catalogue/product';
import { aProduct } from '../support/products';

/**
 * The catalogue the ProductRepository contract queries: categories, audiences, brands, prices,
 * discounts and ratings varied so that every filter and sort keeps some products and drops others.
 * Listed in catalogue order, which is deliberately not id order.
 */
export const CONTRACT_CATALOGUE: readonly Product[] = [
  aProduct({ id: 5, title: 'Slim Fit Denim Jeans', category: 'jeans', audience: 'men', brand: 'Metro Fashion', price: 999, originalPrice: 1999, ratingCount: 300, rating: 4.2 }), // 50% off
  aProduct({ id: 2, title: 'Floral Wrap Dress', category: 'dresses', audience: 'women', brand: 'Urban Style', price: 1300, originalPrice: 2000, ratingCount: 500, rating: 4.5 }), // 35%
  aProduct({ id: 9, title: 'Café Crème T-Shirt', category: 'tshirts', audience: 'unisex', brand: 'Fashion Grown', price: 400, originalPrice: 1000, ratingCount: 500, rating: 4.8 }), // 60%
  aProduct({ id: 3, title: 'Denim Trucker Jacket', category: 'outerwear', audience: 'men', brand: 'Fashion Grown', price: 6000, originalPrice: 8000, ratingCount: 100 }), // 25%
  aProduct({ id: 7, title: 'High-Waist Mom Jeans', category: 'jeans', audience: 'women', brand: 'Urban Style', price: 1200, originalPrice: 2000, ratingCount: 300, rating: 4.5, fitNote: 'Relaxed through the leg. The model is 169 cm and wears S.' }), // 40%
  aProduct({ id: 1, title: 'Dinosaur Print Tee', category: 'kids', audience: 'kids', brand: 'Metro Fashion', price: 300, originalPrice: 600, ratingCount: 50 }), // 50%
  // Stored before products had an audience: it reads as unisex, and still belongs on the kids page.
  aProduct({ id: 8, title: 'Tiered Party Frock', category: 'kids', audience: 'unisex', brand: 'Urban Style', price: 800, originalPrice: 1000, ratingCount: 20 }), // 20%
  aProduct({ id: 4, title: 'Boys Denim Dungarees', category: 'jeans', audience: 'kids', brand: 'Metro Fashion', price: 900, originalPrice: 1500, ratingCount: 80 }), // 40%
  aProduct({ id: 6, title: 'Relaxed Linen Shirt', category: 'shirts', audience: 'women', brand: 'Urban Style', price: 1200, originalPrice: 2400, ratingCount: 10, sku: 'SHI-123456', fitNote: 'Relaxed fit.' }), // 50%
];

export const ids = (products: readonly Pick<Product, 'id'>[]) => products.map((p) => p.id);
