import { ArrowRight, Handshake, Search, UserCheck, Zap } from "lucide-react";
import { Link } from "react-router";

import { Button } from "@/components/ui/button";
import { FeatureCard } from "@/features/site/components/FeatureCard";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";

const steps = [
  {
    title: "Search anonymous profiles",
    text: "Filter by skills, headline, location and job type. Every result shows what the person can do and what they are looking for.",
  },
  {
    title: "Send a reveal request",
    text: "Tell the candidate about the role in a short message. They read it in their own time, away from their current employer.",
  },
  {
    title: "Connect when they say yes",
    text: "Once a candidate approves, you see their name, e-mail and LinkedIn profile, and the conversation starts with someone who is interested.",
  },
];

export default function ForRecruitersPage() {
  useDocumentTitle("For recruiters");
  return (
    <>
      <section className="border-b border-border bg-linear-to-b from-indigo-50/80 via-background to-background dark:from-indigo-950/30">
        <div className="mx-auto w-full flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center sm:px-6 sm:py-24">
          <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white/70 px-3 py-1 text-sm font-medium text-indigo-700 dark:border-indigo-900 dark:bg-indigo-950/40 dark:text-indigo-300">
            <Search className="size-4" aria-hidden="true" />
            For recruiters and hiring teams
          </p>
          <h1 className="text-4xl font-bold tracking-tight text-balance text-foreground sm:text-5xl lg:text-6xl">
            Find top talents discreetly
          </h1>
          <p className="max-w-2xl text-lg leading-relaxed text-pretty text-muted-foreground">
            The best people are rarely on the open market. On Veil, professionals who are quietly
            open to a move keep anonymous profiles. Search them by skill, send a reveal request,
            and talk to the ones who want to hear from you.
          </p>
          <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.signup}>
                Get started as a recruiter
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to={paths.home}>For Job Seekers</Link>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="recruiter-benefits" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <h2 id="recruiter-benefits" className="sr-only">
          Why recruiters use Veil
        </h2>
        <div className="grid gap-6 md:grid-cols-3">
          <FeatureCard icon={UserCheck} title="Access Anonymous Talent">
            Reach passive candidates who would never post a public CV. Browse their headline,
            skills, location and salary expectations under a codename.
          </FeatureCard>
          <FeatureCard icon={Zap} title="Efficient Hiring">
            Every candidate who approves your request has already read your message and wants to
            talk, so you spend your time on conversations that go somewhere.
          </FeatureCard>
          <FeatureCard icon={Handshake} title="Verified Profiles">
            Candidates sign in through LinkedIn, so each anonymous profile belongs to a real
            professional, and the details you see after a reveal are theirs.
          </FeatureCard>
        </div>
      </section>

      <section aria-labelledby="recruiter-steps" className="border-y border-border bg-muted/40">
        <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
          <h2 id="recruiter-steps" className="text-3xl font-bold tracking-tight text-foreground">
            How hiring on Veil works
          </h2>
          <ol className="mt-10 grid gap-8 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white tabular-nums dark:bg-indigo-500"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-foreground">{step.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="recruiter-respect" className="mx-auto w-full max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-20">
        <h2 id="recruiter-respect" className="text-2xl font-semibold tracking-tight text-foreground">
          Built on trust
        </h2>
        <p className="mt-3 text-muted-foreground">
          Candidates trust Veil with their privacy. Recruiters agree not to try to identify
          anonymous candidates outside an approved reveal request, and to use revealed details
          only for the role they asked about.
        </p>
        <p className="mt-4 text-sm">
          <Link
            to={paths.terms}
            className="font-medium text-indigo-600 underline-offset-4 hover:underline dark:text-indigo-400"
          >
            Read the Terms of Service
          </Link>
        </p>
      </section>
    </>
  );
}
