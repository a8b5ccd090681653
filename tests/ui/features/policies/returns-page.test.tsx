import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  ORDER_NUMBER_INVALID,
  ORDER_NUMBER_REQUIRED,
} from '../../../../src/domain/policies/return-lookup';
import { ReturnsPage } from '../../../../src/ui/features/policies/ReturnsPage';
import { renderAt } from '../../../support/render';

describe('the returns page', () => {
  it('shows the form only, and the messages of an empty submit, the focus on the first', async () => {
    const user = userEvent.setup();
    const { notifier } = renderAt(<ReturnsPage />, '/returns');
    expect(screen.getByRole('heading', { level: 1, name: 'Returns & Exchanges' })).toBeDefined();
    expect(screen.getByRole('textbox', { name: 'Order Number' }).getAttribute('placeholder')).toMatch(/^e\.g\. FZ/);
    await user.click(screen.getByRole('button', { name: 'Find Order' }));
    expect(await screen.findByText(ORDER_NUMBER_REQUIRED)).toBeDefined();
    expect(screen.getByText(EMAIL_REQUIRED)).toBeDefined();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Order Number' }));
    expect(screen.queryByRole('heading', { name: 'Return Process' })).toBeNull();
    expect(notifier.notices).toEqual([]);
  });

  it('explains a malformed number and email', async () => {
    const user = userEvent.setup();
    renderAt(<ReturnsPage />, '/returns');
    await user.type(screen.getByRole('textbox', { name: 'Order Number' }), 'FZ123');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@');
    await user.click(screen.getByRole('button', { name: 'Find Order' }));
    expect(await screen.findByText(ORDER_NUMBER_INVALID)).toBeDefined();
    expect(screen.getByText(EMAIL_INVALID)).toBeDefined();
  });

  it('finds the order: the toast, the four steps and the order card; Continue once an item is chosen; Cancel empties the page', async () => {
    const user = userEvent.setup();
    const { notifier } = renderAt(<ReturnsPage />, '/returns');
    await user.type(screen.getByRole('textbox', { name: 'Order Number' }), 'fz24061234');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Find Order' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Return Process' })).toBeDefined();
    expect(notifier.notices).toEqual([{ kind: 'success', title: 'Order found', description: 'Please follow the instructions to complete your return.' }]);
    expect(screen.getAllByRole('listitem').filter((item) => item.closest('ol'))).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 3, name: 'Order FZ24061234' })).toBeDefined();
    expect(screen.getByText('asha@example.in')).toBeDefined();
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton.hasAttribute('disabled')).toBe(true);
    const switches = screen.getAllByRole('switch');
    expect(switches).toHaveLength(2);
    await user.click(switches[0]!);
    await user.click(continueButton);
    expect(screen.getByText(/1 item selected for return/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('heading', { name: 'Return Process' })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Order Number' }) as HTMLInputElement).value).toBe('');
  });
});
