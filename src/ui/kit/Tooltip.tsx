import { Tooltip as ThemesTooltip } from '@radix-ui/themes';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

/** Spec §9: a tooltip opens after 700 ms; moving to the next one within 300 ms skips the delay. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/**
 * Radix Themes' Tooltip with its provider. The app's <Theme> has none in the build (see
 * build/theme-without-tooltip-provider.ts, which keeps popper code out of the first load), so every
 * tooltip is this one; lint forbids importing the Themes Tooltip elsewhere.
 */
export function Tooltip(props: ComponentProps<typeof ThemesTooltip>) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <ThemesTooltip {...props} />
    </TooltipPrimitive.Provider>
  );
}
