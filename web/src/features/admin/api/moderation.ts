import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";

import { api, isApiError, type Schemas } from "@/api/client";
import { auditLogQueryKey } from "@/features/admin/api/audit-log";

export type ModerationQueue = Schemas["ModerationQueue"];
export type OpenReport = Schemas["OpenReport"];
export type SuspendedRecruiter = Schemas["SuspendedRecruiter"];
export type ReportDecision = Schemas["ReportDecision"];
export type ReportAction = ReportDecision["action"];
export type LiftRequest = Schemas["LiftRequest"];
export type WarningTemplate = Schemas["WarningTemplate"];

/** The server's limits (server/src/moderation/model.rs). */
export const ACTION_REASON_MAX_CHARS = 500;
export const TEMPLATE_SUBJECT_MAX_CHARS = 200;
export const TEMPLATE_BODY_MAX_CHARS = 5000;

export const moderationQueueQueryKey = ["admin", "moderation-queue"] as const;
export const warningTemplateQueryKey = ["admin", "warning-template"] as const;

/** GET /api/admin/reports: the open reports, oldest first, and the suspended recruiters. */
export function getModerationQueue(signal?: AbortSignal): Promise<ModerationQueue> {
  return api.get<ModerationQueue>("/api/admin/reports", { signal });
}

export const moderationQueueQueryOptions = () =>
  queryOptions({ queryKey: moderationQueueQueryKey, queryFn: ({ signal }) => getModerationQueue(signal) });

export function useModerationQueue() {
  return useQuery({ ...moderationQueueQueryOptions(), refetchOnMount: "always" });
}

/** POST /api/admin/reports/{id}: dismisses the report, warns or suspends the recruiter; answers the queue. */
export function actOnReport(reportId: string, decision: ReportDecision): Promise<ModerationQueue> {
  return api.post<ModerationQueue>(`/api/admin/reports/${encodeURIComponent(reportId)}`, decision);
}

/** POST /api/admin/suspensions/{recruiterId}/lift: the recruiter may work again; answers the queue. */
export function liftSuspension(recruiterId: string, body: LiftRequest): Promise<ModerationQueue> {
  return api.post<ModerationQueue>(`/api/admin/suspensions/${encodeURIComponent(recruiterId)}/lift`, body);
}

/** The queue the server answered replaces ours; the audit log has a new entry. */
function queueAnswered(queryClient: QueryClient, queue: ModerationQueue) {
  queryClient.setQueryData(moderationQueueQueryKey, queue);
  void queryClient.invalidateQueries({ queryKey: auditLogQueryKey });
}

/** A report or suspension that is gone (404) means our queue is out of date: read it again. */
function refreshIfGone(queryClient: QueryClient, error: Error) {
  if (isApiError(error) && error.status === 404) {
    void queryClient.invalidateQueries({ queryKey: moderationQueueQueryKey });
  }
}

export function useActOnReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, ...decision }: ReportDecision & { reportId: string }) => actOnReport(reportId, decision),
    onSuccess: (queue) => queueAnswered(queryClient, queue),
    onError: (error) => refreshIfGone(queryClient, error),
  });
}

export function useLiftSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recruiterId, ...body }: LiftRequest & { recruiterId: string }) => liftSuspension(recruiterId, body),
    onSuccess: (queue) => queueAnswered(queryClient, queue),
    onError: (error) => refreshIfGone(queryClient, error),
  });
}

/** GET /api/admin/warning-template: the warning e-mail as it will be sent. */
export function getWarningTemplate(signal?: AbortSignal): Promise<WarningTemplate> {
  return api.get<WarningTemplate>("/api/admin/warning-template", { signal });
}

export const warningTemplateQueryOptions = () =>
  queryOptions({ queryKey: warningTemplateQueryKey, queryFn: ({ signal }) => getWarningTemplate(signal) });

export function useWarningTemplate() {
  return useQuery(warningTemplateQueryOptions());
}

/** PUT /api/admin/warning-template: saves the warning e-mail; answers it as saved. */
export function saveWarningTemplate(template: WarningTemplate): Promise<WarningTemplate> {
  return api.put<WarningTemplate>("/api/admin/warning-template", template);
}

export function useSaveWarningTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWarningTemplate,
    onSuccess: (saved) => {
      queryClient.setQueryData(warningTemplateQueryKey, saved);
      void queryClient.invalidateQueries({ queryKey: auditLogQueryKey });
    },
  });
}
