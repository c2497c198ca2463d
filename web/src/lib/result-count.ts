/** What the search answer's pagination says about how many matched. */
export interface ResultCount {
  currentPage: number;
  totalPages: number;
  totalResults: number;
  /** The server counts exactly up to 1,000 matches and estimates beyond. */
  totalIsEstimate?: boolean;
}

const grouped = (n: number) => n.toLocaleString("en-US");

/**
 * The spec's 'Showing page X of Y (N total results)'; when the total is an estimate it
 * says so: 'Showing page 1 of about 1,200 (about 12,000 total results)'.
 */
export function resultsSummary({ currentPage, totalPages, totalResults, totalIsEstimate }: ResultCount): string {
  if (!totalIsEstimate) {
    return `Showing page ${currentPage} of ${totalPages} (${totalResults} total results)`;
  }
  return `Showing page ${currentPage} of about ${grouped(totalPages)} (about ${grouped(totalResults)} total results)`;
}

/** The total alone, for the debug screens: "12" or "about 12,000". */
export function totalResults({ totalResults, totalIsEstimate }: ResultCount): string {
  return totalIsEstimate ? `about ${grouped(totalResults)}` : String(totalResults);
}
