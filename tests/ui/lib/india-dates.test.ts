import { describe, expect, it } from 'vitest';
import { calendarDay, indiaDateTime, indiaDay } from '../../../src/ui/lib/india-dates';
import { rupees } from '../../../src/ui/lib/money';

describe('the dates in India time, for the shop and the back office', () => {
  // 28 Nov 2026, 18:45 UTC: already 29 Nov, 00:15, in India.
  const lateEvening = Date.UTC(2026, 10, 28, 18, 45);

  it('writes a moment as India’s day and time, whatever the browser’s time zone', () => {
    expect(indiaDay(lateEvening)).toBe('29 Nov 2026');
    expect(indiaDateTime(lateEvening)).toMatch(/^29 Nov 2026, 12:15\sam$/);
  });

  it('writes a calendar day with its weekday and no comma after the month', () => {
    expect(calendarDay('2026-11-28')).toBe('Sat, 28 Nov 2026');
    expect(calendarDay('2023-11-20')).toBe('Mon, 20 Nov 2023');
  });

  it('shows text that is no day as it is', () => {
    expect(calendarDay('soon')).toBe('soon');
  });
});

describe('rupees', () => {
  it('writes paise as rupees with Indian digit grouping', () => {
    expect(rupees(129_900)).toBe('₹1,299');
    expect(rupees(12_345_600)).toBe('₹1,23,456');
    expect(rupees(4_950)).toBe('₹49.50');
  });
});
