/**
 * Indian digit grouping — the last three digits, then groups of two: 1,23,45,678 — written out
 * rather than asked of Intl. The first Intl formatter a page creates loads the browser's locale
 * data, tens of milliseconds of main thread inside the first render of every page (more on a
 * phone); the output is the same as Intl's en-IN (property-tested against it in
 * tests/domain/indian-digits.test.ts).
 */
export function groupIndianDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const groups = [digits.slice(-3)];
  for (let end = digits.length - 3; end > 0; end -= 2) groups.unshift(digits.slice(Math.max(0, end - 2), end));
  return groups.join(',');
}

/** A whole count as the store writes it: 1,245 ratings; 1,00,000 products. */
export function formatCount(count: number): string {
  const rounded = Math.round(Math.abs(count));
  return `${count < 0 && rounded !== 0 ? '-' : ''}${groupIndianDigits(String(rounded))}`;
}
