import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";

import { api, type Schemas } from "@/api/client";

export type AuditLog = Schemas["AuditLog"];
export type AuditLogEntry = Schemas["AuditLogEntry"];

/** Every cached page of the audit log is under this key. */
export const auditLogQueryKey = ["admin", "audit-log"] as const;

/** GET /api/admin/audit-log: admin actions, the latest first, 50 at a time; `before` pages on. */
export function getAuditLog(before: number | null, signal?: AbortSignal): Promise<AuditLog> {
  const query = before === null ? "" : `?before=${encodeURIComponent(before)}`;
  return api.get<AuditLog>(`/api/admin/audit-log${query}`, { signal });
}

export const auditLogQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: auditLogQueryKey,
    queryFn: ({ pageParam, signal }) => getAuditLog(pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });

/** The audit log, read afresh each time the page opens. */
export function useAuditLog() {
  return useInfiniteQuery({ ...auditLogQueryOptions(), refetchOnMount: "always" });
}

/** The log's action names in words; a name not listed here is shown as it is. */
const ACTION_LABELS: Record<string, string> = {
  email_sent: "E-mail sent",
  report_dismissed: "Report dismissed",
  recruiter_warned: "Recruiter warned",
  recruiter_suspended: "Recruiter suspended",
  job_seeker_warned: "Job seeker warned",
  job_seeker_suspended: "Job seeker suspended",
  suspension_lifted: "Suspension lifted",
  warning_template_saved: "Warning e-mail edited",
};

export function auditActionLabel(action: string): string {
  return Object.hasOwn(ACTION_LABELS, action) ? ACTION_LABELS[action] : action;
}
