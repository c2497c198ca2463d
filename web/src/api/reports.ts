import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, type Schemas } from "@/api/client";
import { refreshAfterBlock } from "@/api/blocks";

export type ReportReason = Schemas["ReportReason"];
/** What is reported: a request received, a recruiter's message, or a view of the profile. */
export type ReportTarget = { requestId: string } | { messageId: string } | { viewId: string };
export type NewReport = ReportTarget & { reason: ReportReason; note?: string; block: boolean };

export const REPORT_NOTE_MAX_CHARS = 1000;

/** The reasons, in the words the dialog and the admin's queue use. */
export const REPORT_REASONS: { value: ReportReason; label: string }[] = [
  { value: "spam", label: "Spam" },
  { value: "harassment", label: "Harassment or abuse" },
  { value: "discrimination", label: "Discrimination" },
  { value: "fake_company", label: "Fake company or scam" },
  { value: "personal_data", label: "Asked for personal data" },
  { value: "other", label: "Other" },
];

/** POST /api/reports: tells the admin (never who reported) and, unless unticked, blocks. */
export function useReportRecruiter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: NewReport) => api.post<Schemas["ReportFiled"]>("/api/reports", report),
    onSuccess: (filed) => {
      if (filed.blocked) refreshAfterBlock(queryClient);
    },
  });
}
