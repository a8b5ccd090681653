import { describe, expect, it } from 'vitest';
import { SessionGateService } from '../../src/application/session/session-gate-service';
import { createTestContainer } from '../support/test-container';

describe('SessionGateService', () => {
  it("cancels the action for a visitor: saves returnPath and answers 'login-required' (the caller says it and sends to /login)", () => {
    const { container, notifier, returnPath } = createTestContainer();
    const gate = container.get(SessionGateService);
    expect(gate.guard('/product/12')).toEqual({ kind: 'login-required' });
    expect(notifier.notices).toEqual([]);
    expect(returnPath.take()).toBe('/product/12');
  });

  it("lets a logged-in shopper act ('ok'), saving nothing", () => {
    const { container, session } = createTestContainer();
    session.logIn({ phone: '9876543210', name: 'Asha' });
    const gate = container.get(SessionGateService);
    expect(gate.guard('/product/12')).toEqual({ kind: 'ok' });
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
