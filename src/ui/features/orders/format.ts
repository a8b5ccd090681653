/** '1 item', '3 items'. */
export const itemCount = (count: number): string => `${count} ${count === 1 ? 'item' : 'items'}`;

// The order-placed page still reads these two under their old names from here (its file is being
// restructured); every other page imports them from ui/lib.
export { rupees } from '../../lib/money';
export { calendarDay as formatDay } from '../../lib/india-dates';
