import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Theme } from '@radix-ui/themes';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SizeGuideButton } from '../../../../src/ui/features/product/size-guide/SizeGuideButton';

const user = userEvent.setup();

describe('the size guide', () => {
  it('opens the category’s chart from its button, in cm or inches, and Escape gives focus back', async () => {
    render(
      <MemoryRouter>
        <Theme>
          <SizeGuideButton category="jeans" />
        </Theme>
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Size guide' });
    await user.click(button);
    const guide = await screen.findByRole('dialog', { name: 'Size guide: Jeans' });
    const table = within(guide).getByRole('table', { name: 'Jeans: body measurements in centimetres' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Size', 'Waist (cm)', 'Hip (cm)', 'Inseam (cm)']);
    expect(within(table).getByRole('row', { name: /^M / }).textContent).toBe('M8110178');
    await user.click(within(guide).getByRole('radio', { name: 'Inches' }));
    expect(within(guide).getByRole('table', { name: 'Jeans: body measurements in inches' })).toBeTruthy();
    expect(within(guide).getByRole('row', { name: /^M / }).textContent).toBe('M324030.5');
    expect(within(guide).getByText('From the crotch down to the ankle, along the inside of the leg.')).toBeTruthy();
    expect(within(guide).getByRole('link', { name: 'See every size chart' }).getAttribute('href')).toBe('/size-guide');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });
});
