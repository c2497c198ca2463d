import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { api, type Schemas } from "@/api/client";

export type EmailSettings = Schemas["EmailSettings"];
export type EmailSettingsChange = Schemas["EmailSettingsChange"];

export const emailSettingsQueryKey = ["account", "email-settings"] as const;

/** GET /api/account/email-settings: which notification e-mails the person gets. */
export function getEmailSettings(signal?: AbortSignal): Promise<EmailSettings> {
  return api.get<EmailSettings>("/api/account/email-settings", { signal });
}

/** PATCH /api/account/email-settings: changes the given kinds, answers all of them. */
export function changeEmailSettings(change: EmailSettingsChange): Promise<EmailSettings> {
  return api.patch<EmailSettings>("/api/account/email-settings", change);
}

export const emailSettingsQueryOptions = () =>
  queryOptions({ queryKey: emailSettingsQueryKey, queryFn: ({ signal }) => getEmailSettings(signal) });

export function useEmailSettings() {
  return useQuery(emailSettingsQueryOptions());
}

/** Saves one change; the switches show it at once and go back if the save fails. */
export function useChangeEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmailSettings,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: emailSettingsQueryKey });
      const before = queryClient.getQueryData<EmailSettings>(emailSettingsQueryKey);
      if (before) {
        const defined = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined && v !== null));
        queryClient.setQueryData<EmailSettings>(emailSettingsQueryKey, { ...before, ...defined });
      }
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(emailSettingsQueryKey, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(emailSettingsQueryKey, saved),
  });
}
