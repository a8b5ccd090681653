import { describe, expect, it } from 'vitest';
import { SessionGateService } from '../../src/application/session/session-gate-service';
import { createTestContainer } from '../support/test-container';

describe('SessionGateService', () => {
  it('cancels the action for a visitor: saves returnPath, toasts, and sends to /login', () => {
    const { container, notifier, returnPath } = createTestContainer();
    const gate = container.get(SessionGateService);
    expect(gate.guard('/product/12')).toBe(false);
    expect(notifier.notices).toEqual([
      { kind: 'error', title: 'Authentication Required', description: 'Please login or sign up to add items to your cart' },
    ]);
    expect(returnPath.take()).toBe('/product/12');
  });

  it('lets a logged-in shopper act, with no toast and nothing saved', () => {
    const { container, notifier, session } = createTestContainer();
    session.logIn({ phone: '9876543210', name: 'Asha' });
    const gate = container.get(SessionGateService);
    expect(gate.guard('/product/12')).toBe(true);
    expect(notifier.notices).toEqual([]);
    expect(gate.takeReturnPath()).toBe('/');
  });

  it('hands the return path out once, then /', () => {
    const { container } = createTestContainer();
    const gate = container.get(SessionGateService);
    gate.guard('/categories/jeans');
    expect(gate.takeReturnPath()).toBe('/categories/jeans');
    expect(gate.takeReturnPath()).toBe('/');
  });
});
