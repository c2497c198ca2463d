import { MapPinIcon } from "lucide-react";
import { Link, useLocation } from "react-router";

import { CandidateAvatar } from "@/components/CandidateAvatar";
import { RequestStatusBadge } from "@/components/RequestStatusBadge";
import { UsualAnswerNote } from "@/components/UsualAnswerNote";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { CandidateCard as CandidateCardData } from "@/features/search/api/search";
import { JobTypeBadge } from "@/features/search/components/JobTypeBadge";
import { RevealButton, type RevealCandidate } from "@/features/search/components/RevealButton";
import { SkillList } from "@/features/search/components/SkillList";
import { paths } from "@/lib/paths";
import { formatLocation } from "@/lib/salary";
import { screeningLines } from "@/api/screening";
import { cn } from "@/lib/utils";

/** The card's title: the real name once revealed, else the headline, else the codename. */
export function candidateTitle(candidate: CandidateCardData): string {
  const name = candidate.revealed
    ? `${candidate.revealed.firstName} ${candidate.revealed.lastName}`.trim()
    : "";
  return name || candidate.headline.trim() || candidate.codename;
}

/** The screening lines a card shows: what a recruiter screens on first. */
const CARD_SCREENING = ["Seniority", "Available", "Work authorization"];

/** What a card's link tells the candidate page: the search it was opened from. */
export type CandidateLinkState = { fromSearch?: string };

type Props = {
  candidate: CandidateCardData;
  onRequestReveal?: (candidate: RevealCandidate) => void;
};

/** One search result (docs/spec/features.md section 2, 'Candidate card'). */
export function CandidateCard({ candidate, onRequestReveal }: Props) {
  const title = candidateTitle(candidate);
  const subtitle = candidate.revealed ? candidate.headline : title === candidate.codename ? "" : candidate.codename;
  const titleId = `candidate-${candidate.id}-title`;
  // The profile's 'Back to Search' returns to this very search.
  const { search } = useLocation();
  const linkState: CandidateLinkState = { fromSearch: search };
  const screening = screeningLines(candidate.screening).filter((line) => CARD_SCREENING.includes(line.label));

  return (
    <Card aria-labelledby={titleId} role="article" className="gap-4 py-5 transition-shadow hover:shadow-md">
      <div className="flex items-start gap-4 px-5">
        <CandidateAvatar person={candidate.revealed} />
        <div className="min-w-0 flex-1 space-y-1">
          <h3 id={titleId} className="text-base leading-snug font-semibold break-words">
            {title}
          </h3>
          {subtitle && <p className="truncate text-sm text-muted-foreground">{subtitle}</p>}
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPinIcon className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{formatLocation(candidate.location)}</span>
          </p>
          <UsualAnswerNote usual={candidate.usualAnswer} />
          <div className="flex flex-wrap gap-1.5 pt-1">
            <JobTypeBadge jobType={candidate.jobType} />
            {candidate.revealRequest && <RequestStatusBadge status={candidate.revealRequest.status} />}
          </div>
        </div>
      </div>

      {screening.length > 0 && (
        <p className="px-5 text-sm text-muted-foreground" aria-label="Screening">
          {screening.map((line) => (line.label === "Available" ? `Available: ${line.value}` : line.value)).join(" · ")}
        </p>
      )}

      <p className={cn("line-clamp-3 px-5 text-sm", !candidate.pitch.trim() && "text-muted-foreground italic")}>
        {candidate.pitch.trim() || "No pitch available"}
      </p>

      <SkillList skills={candidate.skills} matched={candidate.matchedSkills} className="px-5" />

      <div className="mt-auto flex flex-wrap items-center gap-2 border-t px-5 pt-4">
        <Button asChild variant="outline" size="sm">
          <Link to={paths.candidate(candidate.id)} state={linkState} aria-describedby={titleId}>
            View Profile
          </Link>
        </Button>
        <RevealButton
          candidate={candidate}
          revealRequest={candidate.revealRequest}
          variant="card"
          onRequest={onRequestReveal}
        />
      </div>
    </Card>
  );
}
