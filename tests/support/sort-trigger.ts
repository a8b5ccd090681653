import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';

/**
 * The Sort by select, once its code has arrived: focusing the stand-in fetches it, and the real
 * Radix trigger (it carries data-state) takes the stand-in's place.
 */
export async function sortTrigger(): Promise<HTMLElement> {
  screen.getByRole('combobox', { name: 'Sort by' }).focus();
  return waitFor(() => {
    const trigger = screen.getByRole('combobox', { name: 'Sort by' });
    expect(trigger.getAttribute('data-state')).toBe('closed');
    return trigger;
  });
}
