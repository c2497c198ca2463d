import { BriefcaseBusiness, Lock, LockOpen, Mail, MapPin, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { LinkedInIcon } from "@/components/LinkedInIcon";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/*
 * Illustrations only: the people below do not exist. Both cards carry an "Example"
 * label so nobody mistakes them for real members.
 */

const exampleProfile = {
  codename: "quiet-harbour-42",
  headline: "Senior Data Engineer · 8 years in fintech",
  skills: ["Python", "Apache Spark", "dbt", "AWS", "Data modelling"],
  location: "Sydney, New South Wales, Australia",
  salary: "A$140,000 - A$170,000",
  jobType: "Hybrid",
};

const exampleIdentity = {
  name: "Jordan Example",
  role: "Senior Data Engineer at Example Co.",
  email: "jordan@example.com",
  linkedin: "linkedin.com/in/jordan-example",
};

function ExampleBadge() {
  return (
    <Badge
      variant="outline"
      className="border-dashed border-slate-300 font-medium text-slate-500 dark:border-slate-600 dark:text-slate-400"
    >
      Example
    </Badge>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2.5 text-sm text-muted-foreground">
      <span className="mt-0.5 shrink-0 text-slate-400 dark:text-slate-500">{icon}</span>
      <span>{children}</span>
    </li>
  );
}

function DemoCaption({ children }: { children: ReactNode }) {
  return (
    <figcaption className="mb-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
      {children}
    </figcaption>
  );
}

/** What a recruiter sees before a reveal request is approved. */
export function AnonymousProfileDemo({ className, caption = "What recruiters see" }: { className?: string; caption?: string | null }) {
  return (
    <figure
      className={cn("flex flex-col", className)}
      aria-label={caption ? undefined : "Example anonymous profile"}
    >
      {caption ? <DemoCaption>{caption}</DemoCaption> : null}
      <Card className="h-full gap-4 shadow-sm">
        <CardHeader className="gap-3">
          <div className="flex items-start justify-between gap-3">
            <div className="flex items-center gap-3">
              <span
                className="flex size-11 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-400 ring-1 ring-slate-200 dark:bg-slate-800 dark:text-slate-500 dark:ring-slate-700"
                aria-hidden="true"
              >
                <Lock className="size-4.5" />
              </span>
              <div className="min-w-0">
                <p className="truncate font-mono text-base font-semibold text-foreground">
                  {exampleProfile.codename}
                </p>
                <p className="text-sm text-muted-foreground">{exampleProfile.headline}</p>
              </div>
            </div>
            <ExampleBadge />
          </div>
          <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            <Lock className="size-3" aria-hidden="true" />
            Identity hidden
          </p>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
            {exampleProfile.skills.map((skill) => (
              <li key={skill}>
                <Badge variant="secondary" className="font-normal">
                  {skill}
                </Badge>
              </li>
            ))}
          </ul>
          <ul className="flex flex-col gap-2">
            <Fact icon={<MapPin className="size-4" aria-hidden="true" />}>{exampleProfile.location}</Fact>
            <Fact icon={<Wallet className="size-4" aria-hidden="true" />}>{exampleProfile.salary}</Fact>
            <Fact icon={<BriefcaseBusiness className="size-4" aria-hidden="true" />}>{exampleProfile.jobType}</Fact>
          </ul>
        </CardContent>
      </Card>
    </figure>
  );
}

/** The same profile after its owner approved one recruiter's reveal request. */
export function RevealedProfileDemo({ className, caption = "After you approve a request" }: { className?: string; caption?: string | null }) {
  return (
    <figure
      className={cn("flex flex-col", className)}
      aria-label={caption ? undefined : "Example revealed profile"}
    >
      {caption ? <DemoCaption>{caption}</DemoCaption> : null}
      <Card
        className="h-full gap-4 border-indigo-200 shadow-sm ring-1 ring-indigo-100 dark:border-indigo-900 dark:ring-indigo-950"
      >
        <CardHeader className="gap-3">
          <div className="flex items-start justify-between gap-3">
            <div className="flex items-center gap-3">
              <span
                className="flex size-11 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white dark:bg-indigo-500"
                aria-hidden="true"
              >
                JE
              </span>
              <div className="min-w-0">
                <p className="truncate text-base font-semibold text-foreground">{exampleIdentity.name}</p>
                <p className="text-sm text-muted-foreground">{exampleIdentity.role}</p>
              </div>
            </div>
            <ExampleBadge />
          </div>
          <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-indigo-50 px-2.5 py-1 text-xs font-medium text-indigo-700 dark:bg-indigo-950/60 dark:text-indigo-300">
            <LockOpen className="size-3" aria-hidden="true" />
            Revealed to one recruiter
          </p>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <p className="text-sm text-muted-foreground">
            Shared only with the recruiter whose request was approved. Everyone else still sees{" "}
            <span className="font-mono text-foreground">{exampleProfile.codename}</span>.
          </p>
          <ul className="flex flex-col gap-2">
            <Fact icon={<Mail className="size-4" aria-hidden="true" />}>{exampleIdentity.email}</Fact>
            <Fact icon={<LinkedInIcon className="size-4" />}>{exampleIdentity.linkedin}</Fact>
            <Fact icon={<MapPin className="size-4" aria-hidden="true" />}>{exampleProfile.location}</Fact>
          </ul>
        </CardContent>
      </Card>
    </figure>
  );
}
