import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip, TOOLTIP_DELAY_MS } from '../../../src/ui/kit/Tooltip';

describe('Tooltip', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  // No <Theme> around it: in the build the Theme has no tooltip provider, so the tooltip must bring its own.
  it('works without a provider above it, and opens after the spec delay of 700 ms', () => {
    render(
      <Tooltip content="Edit this product">
        <button type="button">Edit</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Edit' });
    fireEvent.pointerMove(trigger, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 50));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('tooltip').textContent).toContain('Edit this product');
  });
});
