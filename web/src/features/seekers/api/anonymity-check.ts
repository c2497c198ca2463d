import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, type Schemas } from "@/api/client";
import { profileQueryKey } from "@/api/profile";
import { useDebouncedValue } from "@/lib/use-debounced-value";

export type AnonymityDraft = Schemas["AnonymityDraft"];
export type AnonymityCheck = Schemas["AnonymityCheck"];
export type AnonymityFix = Schemas["AnonymityFix"];
export type LocationPrecision = Schemas["LocationPrecision"];

/** The live check waits this long after the last change. */
export const ANONYMITY_CHECK_DEBOUNCE_MS = 500;

export function checkAnonymity(draft: AnonymityDraft, signal?: AbortSignal): Promise<AnonymityCheck> {
  return api.post<AnonymityCheck>("/api/profile/anonymity-check", draft, { signal });
}

export const anonymityCheckQueryOptions = (draft: AnonymityDraft) =>
  queryOptions({
    // Under the profile's key: saving a profile changes the crowd others are counted in.
    queryKey: [...profileQueryKey, "anonymity-check", draft],
    queryFn: ({ signal }) => checkAnonymity(draft, signal),
    staleTime: 10_000,
    retry: false,
  });

/** The re-identification check of a draft, asked again 500 ms after it stops changing. */
export function useAnonymityCheck(draft: AnonymityDraft, enabled: boolean) {
  const key = JSON.stringify(draft);
  const debouncedKey = useDebouncedValue(key, ANONYMITY_CHECK_DEBOUNCE_MS);
  const settled = debouncedKey === key;
  const query = useQuery({
    ...anonymityCheckQueryOptions(JSON.parse(debouncedKey) as AnonymityDraft),
    enabled,
    // The last answer stays on screen while the next one comes.
    placeholderData: (previous) => previous,
  });
  return { ...query, settled };
}
