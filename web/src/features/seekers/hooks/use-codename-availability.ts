import { queryOptions, useQuery } from "@tanstack/react-query";

import { normalizeCodename, validateCodename } from "@/lib/codename";
import { useDebouncedValue } from "@/lib/use-debounced-value";

import { getCodenameAvailability, profileQueryKey } from "@/api/profile";

/** The live check waits this long after the last keystroke (docs/spec/features.md section 9). */
export const CODENAME_CHECK_DEBOUNCE_MS = 500;

export type CodenameCheck =
  | { status: "checking" }
  | { status: "available" }
  /** The codename breaks a rule or someone else has it; saving is blocked. */
  | { status: "error"; message: string }
  /** The check itself failed; saving goes ahead and the server has the last word. */
  | { status: "unknown" };

export const codenameAvailabilityQueryOptions = (codename: string) =>
  queryOptions({
    // Under the profile's key, so saving a profile (which may take a codename) refreshes it.
    queryKey: [...profileQueryKey, "codename-availability", codename],
    queryFn: ({ signal }) => getCodenameAvailability(codename, signal),
    staleTime: 10_000,
    retry: false,
  });

/**
 * The edit form's live codename check: the rules at once, then (500 ms after typing stops)
 * whether anyone else has it. The person's own saved codename is theirs: available.
 */
export function useCodenameAvailability(value: string, savedCodename: string): CodenameCheck {
  const codename = normalizeCodename(value);
  const problem = validateCodename(value);
  const debounced = useDebouncedValue(codename, CODENAME_CHECK_DEBOUNCE_MS);
  const needsServer = problem === null && codename !== savedCodename;
  const settled = debounced === codename;

  const query = useQuery({
    ...codenameAvailabilityQueryOptions(debounced),
    enabled: needsServer && settled,
  });

  if (problem) return { status: "error", message: problem };
  if (!needsServer) return { status: "available" };
  if (!settled || query.isPending) return { status: "checking" };
  if (query.isError) return { status: "unknown" };
  if (query.data.available) return { status: "available" };
  return { status: "error", message: query.data.message ?? "This codename is already taken" };
}
