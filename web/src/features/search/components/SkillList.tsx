import * as React from "react";

import { Badge } from "@/components/ui/badge";
import { HoverCard, HoverCardContent, HoverCardTrigger } from "@/components/ui/hover-card";
import { cn } from "@/lib/utils";

/** Skills shown on a card before '+N more' (features.md section 9). */
export const SKILLS_ON_CARD = 5;

/**
 * The first five skills, then '+N more' listing the rest in a hover card (hover or focus
 * opens it; a tap toggles it, for touch screens).
 */
export function SkillList({ skills, className }: { skills: string[]; className?: string }) {
  const [open, setOpen] = React.useState(false);
  const shown = skills.slice(0, SKILLS_ON_CARD);
  const rest = skills.slice(SKILLS_ON_CARD);
  if (skills.length === 0) return null;

  return (
    <ul className={cn("flex flex-wrap gap-1.5", className)} aria-label="Skills">
      {shown.map((skill, index) => (
        <li key={`${index}-${skill}`}>
          <Badge variant="secondary" className="font-normal">
            {skill}
          </Badge>
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
                    <Badge variant="secondary" className="font-normal">
                      {skill}
                    </Badge>
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
