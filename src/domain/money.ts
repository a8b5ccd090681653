import { groupIndianDigits } from './indian-digits';

/**
 * The one rupee formatter: ₹1,299 for whole rupees, ₹49.50 when there are paise, ₹1,23,456 with
 * Indian digit grouping — what Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR',
 * trailingZeroDisplay: 'stripIfInteger' }) writes, without its cost at start-up (see indian-digits).
 */
export function formatRupees(amount: number): string {
  if (Number.isNaN(amount)) return '₹NaN';
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  if (!Number.isFinite(amount)) return `${sign}₹∞`;
  const paise = toPaise(Math.abs(amount));
  const whole = (paise / 100n).toString();
  const rest = (paise % 100n).toString().padStart(2, '0');
  return `${sign}₹${groupIndianDigits(whole)}${rest === '00' ? '' : `.${rest}`}`;
}

/**
 * Rounds to whole paise as Intl does: half away from zero, on the shortest decimal that reads back
 * as the number (804047.615 → 804047.62), not on its binary value (804047.61499…).
 */
export function toPaise(amount: number): bigint {
  const text = String(amount);
  if (text.includes('e')) return amount < 1 ? 0n : BigInt(amount) * 100n; // below 1e-6, or above 1e21
  const [whole = '0', fraction = ''] = text.split('.');
  const digits = fraction.padEnd(3, '0');
  return BigInt(whole + digits.slice(0, 2)) + (digits[2]! >= '5' ? 1n : 0n);
}
