import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { api, type Schemas } from "@/api/client";

export type AccountEnd = Schemas["AccountEnd"];

/** GET /api/account/end: until when the signed-in person's account is kept unused. */
export function useAccountEnd() {
  return useQuery({
    queryKey: ["account-end"],
    queryFn: ({ signal }) => api.get<AccountEnd>("/api/account/end", { signal }),
  });
}

const keepPath = (token: string) => `/api/account/keep?token=${encodeURIComponent(token)}`;

export const keepLinkQueryKey = (token: string) => ["keep-account", token] as const;

/** GET /api/account/keep: until when the link's account is kept now (no sign-in needed). */
export const keepLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: keepLinkQueryKey(token),
    queryFn: ({ signal }) => api.get<AccountEnd>(keepPath(token), { signal }),
    retry: false,
  });

export function useKeepLink(token: string) {
  return useQuery({ ...keepLinkQueryOptions(token), enabled: token !== "" });
}

/** POST /api/account/keep: keeps the link's account, signing nobody in. */
export function useKeepAccount(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<AccountEnd>(keepPath(token)),
    onSuccess: (kept) => queryClient.setQueryData(keepLinkQueryKey(token), kept),
  });
}

/** A day as people read it ("18 November 2026"), in UTC like the warning e-mails. */
export function formatDay(iso: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(iso),
  );
}
