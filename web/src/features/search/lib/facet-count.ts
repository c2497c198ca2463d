/** A facet's count as shown beside its choice: exact (the server counts every match), grouped: "1,204". */
export function formatFacetCount(count: number): string {
  return count.toLocaleString("en-US");
}
