import * as React from "react";

import { Badge } from "@/components/ui/badge";
import { HoverCard, HoverCardContent, HoverCardTrigger } from "@/components/ui/hover-card";
import { cn } from "@/lib/utils";

/** Skills shown on a card before '+N more' (docs/spec/features.md section 9). */
export const SKILLS_ON_CARD = 5;

type Props = {
  skills: string[];
  /** Skills the search matched: shown first and highlighted, so the card says why it matched. */
  matched?: string[];
  className?: string;
};

/** The skills in display order: the matched ones first, each list in its own order. */
export function orderSkills(skills: string[], matched: string[] = []): string[] {
  const isMatched = (skill: string) => matched.includes(skill);
  return [...skills.filter(isMatched), ...skills.filter((skill) => !isMatched(skill))];
}

function SkillBadge({ skill, matched }: { skill: string; matched: boolean }) {
  if (!matched) {
    return (
      <Badge variant="secondary" className="font-normal">
        {skill}
      </Badge>
    );
  }
  return (
    <Badge variant="default" data-matched="true">
      <mark className="bg-transparent text-inherit">{skill}</mark>
      <span className="sr-only"> (matches your search)</span>
    </Badge>
  );
}

/**
 * The first five skills, then '+N more' listing the rest in a hover card (hover or focus
 * opens it; a tap toggles it, for touch screens).
 */
export function SkillList({ skills, matched = [], className }: Props) {
  const [open, setOpen] = React.useState(false);
  const ordered = orderSkills(skills, matched);
  const shown = ordered.slice(0, SKILLS_ON_CARD);
  const rest = ordered.slice(SKILLS_ON_CARD);
  if (skills.length === 0) return null;

  return (
    <ul className={cn("flex flex-wrap gap-1.5", className)} aria-label="Skills">
      {shown.map((skill, index) => (
        <li key={`${index}-${skill}`}>
          <SkillBadge skill={skill} matched={matched.includes(skill)} />
        </li>
      ))}
      {rest.length > 0 && (
        <li>
          <HoverCard open={open} onOpenChange={setOpen}>
            <HoverCardTrigger asChild>
              <button
                type="button"
                onClick={() => setOpen((value) => !value)}
                aria-expanded={open}
                // On touch screens an invisible ::after makes the small badge a 44 px target.
                className="relative inline-flex items-center rounded-md border px-2 py-0.5 pointer-coarse:after:absolute pointer-coarse:after:-inset-x-1 pointer-coarse:after:-inset-y-3 text-xs font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                +{rest.length} more
              </button>
            </HoverCardTrigger>
            <HoverCardContent className="w-auto max-w-72 p-3">
              <p className="mb-2 text-xs font-medium text-muted-foreground">More skills</p>
              <ul className="flex flex-wrap gap-1.5" aria-label="More skills">
                {rest.map((skill, index) => (
                  <li key={`${index}-${skill}`}>
                    <SkillBadge skill={skill} matched={matched.includes(skill)} />
                  </li>
                ))}
              </ul>
            </HoverCardContent>
          </HoverCard>
        </li>
      )}
    </ul>
  );
}
