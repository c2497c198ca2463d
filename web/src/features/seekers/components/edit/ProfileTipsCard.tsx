import { LightbulbIcon } from "lucide-react";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const TIPS = [
  {
    title: "Leave yourself out of the words",
    text: "Keep your name, e-mail, phone number and links out of your codename, headline and pitch. Recruiters get those only when you approve a reveal.",
  },
  {
    title: "Describe employers, don't name them",
    text: "Say \"a 200-person fintech scale-up\" rather than the company's name; a current employer is the easiest way to be recognised.",
  },
  {
    title: "Pick a codename that leads nowhere",
    text: "Don't reuse a username, gamer tag or handle you use elsewhere. The codename generator makes ones that are yours alone.",
  },
  {
    title: "Go quiet whenever you need to",
    text: "Choose Passive when you are only casually looking, or Hidden to disappear from searches entirely, then come back when you are ready.",
  },
] as const;

/** The edit page's side card: how to stay anonymous while being findable. */
export function ProfileTipsCard() {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <LightbulbIcon className="size-5 text-amber-500" aria-hidden="true" />
          <h2>Privacy tips</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4">
          {TIPS.map((tip, index) => (
            <li key={tip.title} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-secondary text-xs font-semibold text-secondary-foreground"
              >
                {index + 1}
              </span>
              <div className="grid gap-1">
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
