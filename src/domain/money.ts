const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  // ₹1,299 for whole rupees, ₹49.50 when there are paise.
  trailingZeroDisplay: 'stripIfInteger',
});

/** The one rupee formatter: ₹1,299 and ₹1,23,456 (Indian digit grouping). */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
