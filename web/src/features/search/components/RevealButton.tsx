import { CheckCircle2Icon, ClockIcon, EyeIcon, XCircleIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import type { RequestState } from "@/features/search/api/search";
import { formatShortDate } from "@/lib/dates";
import { cn } from "@/lib/utils";

export type RevealCandidate = { id: string; codename: string; headline: string };

type Props = {
  candidate: RevealCandidate;
  /** This recruiter's request to the candidate, or none yet. */
  revealRequest: RequestState | null | undefined;
  /** 'card' on search results, 'profile' on the candidate page (which also shows approval). */
  variant: "card" | "profile";
  /** Opens the reveal request dialog. Without it, a candidate with no request shows no button. */
  onRequest?: (candidate: RevealCandidate) => void;
  /** No request can be sent yet (a recruiter without a company profile): the button shows, disabled. */
  disabled?: boolean;
  className?: string;
};

/** The request button's label when no request exists (docs/spec/features.md section 2). */
export function requestLabel(variant: Props["variant"]): string {
  return variant === "card" ? "Request Profile Reveal" : "Request Identity Reveal";
}

/**
 * The reveal request button in the state of this recruiter's request (docs/spec/features.md
 * section 2): none -> 'Request Profile Reveal' (card) or 'Request Identity Reveal'
 * (profile); pending -> disabled 'Request Pending'; declined -> disabled 'Request
 * Declined'; approved -> hidden on cards, a disabled 'Identity Revealed' with the date on
 * the profile.
 */
export function RevealButton({ candidate, revealRequest, variant, onRequest, disabled, className }: Props) {
  const status = revealRequest?.status;
  const size = variant === "card" ? "sm" : "default";

  if (status === "approved") {
    if (variant === "card") return null;
    const date = formatShortDate(revealRequest?.approvedAt);
    return (
      <Button
        disabled
        variant="outline"
        size={size}
        className={cn("border-emerald-300 text-emerald-700 dark:text-emerald-300", className)}
      >
        <CheckCircle2Icon aria-hidden="true" />
        Identity Revealed
        {date && <span className="font-normal">· {date}</span>}
      </Button>
    );
  }

  if (status === "pending") {
    return (
      <Button disabled variant="secondary" size={size} className={className}>
        <ClockIcon aria-hidden="true" />
        Request Pending
      </Button>
    );
  }

  if (status === "declined") {
    return (
      <Button disabled variant="outline" size={size} className={cn("text-destructive", className)}>
        <XCircleIcon aria-hidden="true" />
        Request Declined
      </Button>
    );
  }

  if (!disabled && !onRequest) return null;
  return (
    <Button size={size} disabled={disabled} onClick={() => onRequest?.(candidate)} className={className}>
      <EyeIcon aria-hidden="true" />
      {requestLabel(variant)}
    </Button>
  );
}
