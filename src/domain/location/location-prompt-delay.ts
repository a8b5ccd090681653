/**
 * The location prompt opens this long after the first load, when it has not been answered yet.
 * Apart from the rest of the location's rules: the storefront's first load starts this timer and
 * carries nothing else of them.
 */
export const LOCATION_PROMPT_DELAY_MS = 1000;
