/** Spec: the admin table shows at most 5 page links at once. */
export const MAX_PAGE_LINKS = 5;

/** One place in the pagination bar: a page to go to, or the gap before the last page. */
export type PaginationItem = { readonly kind: 'page'; readonly page: number } | { readonly kind: 'ellipsis' };

export interface PageRange {
  /** The first and last item shown, counted from 1; both 0 when nothing matches. */
  readonly from: number;
  readonly to: number;
  readonly total: number;
}

/** How many pages `total` items fill at `pageSize` a page (0 for none). */
export function pageCount(total: number, pageSize: number): number {
  return total > 0 ? Math.ceil(total / pageSize) : 0;
}

/** `page` kept within 1…`pages` (1 when there are no pages). */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pages));
}

/**
 * The page links of the bar (spec): up to 5 consecutive pages around the current one (the first
 * five near the start, the last five near the end); with more than 5 pages and the current page
 * before the third-to-last, the last page follows. The ellipsis stands between them only when
 * pages are left out: at the fourth-to-last page the five reach the page before the last, and an
 * ellipsis there would hide nothing.
 */
export function paginationItems(current: number, pages: number): PaginationItem[] {
  if (pages <= 0) return [];
  const page = clampPage(current, pages);
  const shown = Math.min(MAX_PAGE_LINKS, pages);
  let first: number;
  if (pages <= MAX_PAGE_LINKS || page <= 3) first = 1;
  else if (page >= pages - 2) first = pages - MAX_PAGE_LINKS + 1;
  else first = page - 2;
  const items: PaginationItem[] = Array.from({ length: shown }, (_, i) => ({ kind: 'page', page: first + i }));
  if (pages > MAX_PAGE_LINKS && page < pages - 2) {
    const last = first + shown - 1;
    if (last < pages - 1) items.push({ kind: 'ellipsis' });
    items.push({ kind: 'page', page: pages });
  }
  return items;
}

/** 'Showing X to Y of Z products': the items of page `page` (from 1). */
export function pageRange(page: number, pageSize: number, total: number): PageRange {
  if (total <= 0) return { from: 0, to: 0, total: 0 };
  const clamped = clampPage(page, pageCount(total, pageSize));
  return { from: (clamped - 1) * pageSize + 1, to: Math.min(clamped * pageSize, total), total };
}
