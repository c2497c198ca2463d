import { LightbulbIcon } from "lucide-react";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const tips = [
  {
    title: "Reach out with respect",
    text: "Candidates here are often happily employed. Lead with what the role offers them, and accept a decline gracefully.",
  },
  {
    title: "Make every message specific",
    text: "Say why this profile caught your eye: the skills, the pitch, the kind of work. Generic messages are declined far more often.",
  },
  {
    title: "Protect what you are shown",
    text: "A revealed identity is shared with you alone. Keep names and contact details out of shared documents and away from colleagues who don't need them.",
  },
  {
    title: "Never try to re-identify anyone",
    text: "Don't search elsewhere for the person behind a codename or piece one together from details. Ask through a reveal request and respect the answer.",
  },
];

/** The dashboard's side card of four tips (docs/spec/features.md section 2 leaves their text to us). */
export function RecruiterTips() {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <LightbulbIcon className="size-5 text-amber-500" aria-hidden="true" />
          <h2>Recruiter Tips</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="space-y-4">
          {tips.map((tip, index) => (
            <li key={tip.title} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-xs font-semibold text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300"
              >
                {index + 1}
              </span>
              <div className="space-y-1">
                <h3 className="text-sm font-medium">{tip.title}</h3>
                <p className="text-sm text-muted-foreground">{tip.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
