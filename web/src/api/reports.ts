import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, type Schemas } from "@/api/client";
import { refreshAfterBlock } from "@/api/blocks";

export type ReportReason = Schemas["ReportReason"];
/** What is reported: a request received, a recruiter's message, or a view of the profile. */
export type ReportTarget = { requestId: string } | { messageId: string } | { viewId: string };
export type NewReport = ReportTarget & { reason: ReportReason; note?: string; block: boolean };
/** What a recruiter reports: a candidate's profile (by its public id) or a job seeker's message. */
export type CandidateReportTarget = { profileId: string } | { messageId: string };
export type NewCandidateReport = CandidateReportTarget & { reason: ReportReason; note?: string };

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

/** POST /api/candidate-reports: a recruiter tells the admin (never who reported); nothing else changes. */
export function useReportCandidate() {
  return useMutation({
    mutationFn: (report: NewCandidateReport) => api.post<void>("/api/candidate-reports", report),
  });
}
