import * as React from "react";
import { BadgeCheckIcon, Building2Icon, ChevronDownIcon, LightbulbIcon, MessageSquareTextIcon } from "lucide-react";

import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { cn } from "@/lib/utils";

const tips = [
  {
    icon: Building2Icon,
    title: "Review company details",
    text: "Look at the company's name, location and website before you decide. Approve only companies you would consider working for.",
  },
  {
    icon: BadgeCheckIcon,
    title: "Check recruiter verification",
    text: "Open the recruiter's LinkedIn profile and make sure their name and role match the company that is asking.",
  },
  {
    icon: MessageSquareTextIcon,
    title: "Read messages carefully",
    text: "A genuine request explains why your profile fits. Be wary of vague messages or anyone asking for more than your profile shows.",
  },
] as const;

/** The collapsible 'Tips & Guidelines' (docs/spec/features.md section 2), open at first. */
export function TipsCard() {
  const [open, setOpen] = React.useState(true);
  return (
    <Card className="gap-0 py-0">
      <Collapsible open={open} onOpenChange={setOpen}>
        <CardHeader className="px-0">
          <h2>
            <CollapsibleTrigger className="flex w-full items-center gap-2 rounded-xl px-6 py-5 text-left text-lg font-semibold outline-none hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring">
              <LightbulbIcon className="size-5 text-primary" aria-hidden="true" />
              <span className="flex-1">Tips & Guidelines</span>
              <ChevronDownIcon
                className={cn("size-4 text-muted-foreground transition-transform", open && "rotate-180")}
                aria-hidden="true"
              />
            </CollapsibleTrigger>
          </h2>
        </CardHeader>
        <CollapsibleContent>
          <CardContent className="pb-6">
            <ul className="grid gap-4">
              {tips.map(({ icon: Icon, title, text }) => (
                <li key={title} className="flex gap-3">
                  <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <div className="space-y-0.5 text-sm">
                    <p className="font-medium">{title}</p>
                    <p className="text-muted-foreground">{text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </CardContent>
        </CollapsibleContent>
      </Collapsible>
    </Card>
  );
}
