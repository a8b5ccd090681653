import { describe, expect, it } from 'vitest';
import { gateAction, safeReturnPath } from '../../src/domain/session/session-gate';

describe('gateAction', () => {
  it('lets a logged-in shopper through', () => {
    expect(gateAction(true, '/product/3')).toEqual({ allowed: true });
  });

  it('stops a visitor, keeping the path to come back to, with the spec toast', () => {
    expect(gateAction(false, '/product/3?size=M')).toEqual({
      allowed: false,
      returnPath: '/product/3?size=M',
      redirectTo: '/login',
      notice: { title: 'Authentication Required', description: 'Please login or sign up to add items to your cart' },
    });
  });
});

describe('safeReturnPath', () => {
  it('defaults to / and never leaves the site', () => {
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath('')).toBe('/');
    expect(safeReturnPath('//evil.example/x')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath('/categories/jeans?sort=priceLow')).toBe('/categories/jeans?sort=priceLow');
  });
});
