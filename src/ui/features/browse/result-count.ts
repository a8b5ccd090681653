/** The line above the grid: 'Showing 3 of 3 products'. */
export function resultCountText(shown: number, matching: number): string {
  if (matching === 0) return 'No products match the filters';
  return `Showing ${shown} of ${matching} ${matching === 1 ? 'product' : 'products'}`;
}
