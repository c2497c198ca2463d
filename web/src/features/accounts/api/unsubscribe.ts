import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { api, type Schemas } from "@/api/client";

export type Unsubscription = Schemas["Unsubscription"];

const unsubscribePath = (token: string) => `/api/email/unsubscribe?token=${encodeURIComponent(token)}`;

export const unsubscriptionQueryKey = (token: string) => ["unsubscribe", token] as const;

/** GET /api/email/unsubscribe: what an e-mail's link would stop (no sign-in needed). */
export const unsubscriptionQueryOptions = (token: string) =>
  queryOptions({
    queryKey: unsubscriptionQueryKey(token),
    queryFn: ({ signal }) => api.get<Unsubscription>(unsubscribePath(token), { signal }),
    retry: false,
  });

export function useUnsubscription(token: string) {
  return useQuery({ ...unsubscriptionQueryOptions(token), enabled: token !== "" });
}

/** POST /api/email/unsubscribe: stops the e-mails the link names. */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Unsubscription>(unsubscribePath(token)),
    onSuccess: (done) => queryClient.setQueryData(unsubscriptionQueryKey(token), done),
  });
}
