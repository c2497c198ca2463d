import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";

import { api, isApiError, type Schemas } from "@/api/client";
import { auditLogQueryKey } from "@/features/admin/api/audit-log";

export type ModerationQueue = Schemas["ModerationQueue"];
export type OpenReport = Schemas["OpenReport"];
export type SuspendedAccount = Schemas["SuspendedAccount"];
/** Whom a report is about, and whom a warning template is for. */
export type Audience = Schemas["ReportedRole"];
export type ReportDecision = Schemas["ReportDecision"];
export type ReportAction = ReportDecision["action"];
export type LiftRequest = Schemas["LiftRequest"];
export type WarningTemplate = Schemas["WarningTemplate"];

/** The server's limits (server/src/moderation/model.rs). */
export const ACTION_REASON_MAX_CHARS = 500;
export const TEMPLATE_SUBJECT_MAX_CHARS = 200;
export const TEMPLATE_BODY_MAX_CHARS = 5000;

export const moderationQueueQueryKey = ["admin", "moderation-queue"] as const;
export const warningTemplateQueryKey = (audience: Audience) => ["admin", "warning-template", audience] as const;

const TEMPLATE_PATHS: Record<Audience, string> = {
  recruiter: "/api/admin/warning-template",
  job_seeker: "/api/admin/job-seeker-warning-template",
};

/** GET /api/admin/reports: the open reports, oldest first, and the suspended accounts. */
export function getModerationQueue(signal?: AbortSignal): Promise<ModerationQueue> {
  return api.get<ModerationQueue>("/api/admin/reports", { signal });
}

export const moderationQueueQueryOptions = () =>
  queryOptions({ queryKey: moderationQueueQueryKey, queryFn: ({ signal }) => getModerationQueue(signal) });

export function useModerationQueue() {
  return useQuery({ ...moderationQueueQueryOptions(), refetchOnMount: "always" });
}

/** POST /api/admin/reports/{id}: dismisses the report, warns or suspends whom it is about; answers the queue. */
export function actOnReport(reportId: string, decision: ReportDecision): Promise<ModerationQueue> {
  return api.post<ModerationQueue>(`/api/admin/reports/${encodeURIComponent(reportId)}`, decision);
}

/** POST /api/admin/suspensions/{accountId}/lift: the account may act again; answers the queue. */
export function liftSuspension(accountId: string, body: LiftRequest): Promise<ModerationQueue> {
  return api.post<ModerationQueue>(`/api/admin/suspensions/${encodeURIComponent(accountId)}/lift`, body);
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
    mutationFn: ({ accountId, ...body }: LiftRequest & { accountId: string }) => liftSuspension(accountId, body),
    onSuccess: (queue) => queueAnswered(queryClient, queue),
    onError: (error) => refreshIfGone(queryClient, error),
  });
}

/** GET /api/admin/warning-template (recruiters') or /api/admin/job-seeker-warning-template. */
export function getWarningTemplate(audience: Audience, signal?: AbortSignal): Promise<WarningTemplate> {
  return api.get<WarningTemplate>(TEMPLATE_PATHS[audience], { signal });
}

export const warningTemplateQueryOptions = (audience: Audience) =>
  queryOptions({
    queryKey: warningTemplateQueryKey(audience),
    queryFn: ({ signal }) => getWarningTemplate(audience, signal),
  });

export function useWarningTemplate(audience: Audience) {
  return useQuery(warningTemplateQueryOptions(audience));
}

/** PUT the warning e-mail to `audience`; answers it as saved. */
export function saveWarningTemplate(audience: Audience, template: WarningTemplate): Promise<WarningTemplate> {
  return api.put<WarningTemplate>(TEMPLATE_PATHS[audience], template);
}

export function useSaveWarningTemplate(audience: Audience) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: WarningTemplate) => saveWarningTemplate(audience, template),
    onSuccess: (saved) => {
      queryClient.setQueryData(warningTemplateQueryKey(audience), saved);
      void queryClient.invalidateQueries({ queryKey: auditLogQueryKey });
    },
  });
}
