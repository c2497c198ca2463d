/** A page number, or a gap between page numbers (two kinds, so each has a stable key). */
export type PageItem = number | "start-ellipsis" | "end-ellipsis";

/** Up to this many pages, every page is listed (docs/spec/features.md section 9, 'Pagination'). */
export const MAX_PAGES_LISTED = 7;

/**
 * The page links to show: every page when there are 7 or fewer; otherwise the first, the
 * last, the current page with its neighbours, and an ellipsis for each gap. A gap of one
 * page shows that page instead of an ellipsis (an ellipsis would hide nothing).
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (!Number.isFinite(total) || total < 1) return [];
  const last = Math.floor(total);
  const all = Array.from({ length: last }, (_, i) => i + 1);
  if (last <= MAX_PAGES_LISTED) return all;

  const page = Math.min(Math.max(Math.floor(current) || 1, 1), last);
  const from = Math.max(2, page - 1);
  const to = Math.min(last - 1, page + 1);

  const items: PageItem[] = [1];
  if (from === 3) items.push(2);
  else if (from > 3) items.push("start-ellipsis");
  for (let p = from; p <= to; p++) items.push(p);
  if (to === last - 2) items.push(last - 1);
  else if (to < last - 2) items.push("end-ellipsis");
  items.push(last);
  return items;
}
