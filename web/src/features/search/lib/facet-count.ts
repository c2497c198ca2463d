/** A facet's count as shown beside its choice: exact (the server counts every match), grouped: "1,204". */
export function formatFacetCount(count: number): string {
  return count.toLocaleString("en-US");
}

/** What a screen reader hears after a count: " profile" or " profiles". */
export function profilesAfter(count: number): string {
  return count === 1 ? " profile" : " profiles";
}
