import { ArrowRight, BadgeCheck, EyeOff, ShieldCheck, VenetianMask } from "lucide-react";
import { Link } from "react-router";

import { LinkedInButton } from "@/components/LinkedInButton";
import { Button } from "@/components/ui/button";
import { FeatureCard } from "@/features/site/components/FeatureCard";
import { AnonymousProfileDemo } from "@/features/site/components/ProfileDemo";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";

/** The job seeker landing page, served at / and /test-homepage. */
export default function LandingPage() {
  useDocumentTitle();
  return (
    <>
      <section className="relative overflow-hidden border-b border-border bg-linear-to-b from-indigo-50/80 via-background to-background dark:from-indigo-950/30">
        <div className="mx-auto w-full grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-16">
          <div className="flex flex-col items-start gap-6">
            <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white/70 px-3 py-1 text-sm font-medium text-indigo-700 dark:border-indigo-900 dark:bg-indigo-950/40 dark:text-indigo-300">
              <EyeOff className="size-4" aria-hidden="true" />
              Private by design
            </p>
            <h1 className="text-4xl font-bold tracking-tight text-balance text-foreground sm:text-5xl lg:text-6xl">
              Welcome to passive job searching
            </h1>
            <p className="max-w-xl text-lg leading-relaxed text-pretty text-muted-foreground">
              Keep an anonymous profile under a codename and let recruiters come to you. Your
              name stays hidden until you approve a request, so you can stay open to the right
              move without your current employer ever knowing.
            </p>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <LinkedInButton label="Sign in with LinkedIn" />
              <Button asChild variant="outline" size="lg">
                <Link to={paths.forRecruiters}>
                  For Recruiters
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </div>
            <p className="text-sm text-muted-foreground">
              We only read your basic LinkedIn profile. Nothing is ever posted to your network.
            </p>
          </div>

          <AnonymousProfileDemo className="mx-auto w-full max-w-md lg:mx-0 lg:justify-self-end" />
        </div>
      </section>

      <section aria-labelledby="landing-features" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <div className="mx-auto w-full max-w-2xl text-center">
          <h2 id="landing-features" className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
            Be found for your skills, not your name
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Veil is built for people who are happy where they are, but curious about what is out there.
          </p>
        </div>
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          <FeatureCard icon={VenetianMask} title="Anonymous Profiles">
            Recruiters see your codename, headline, skills and preferences. They see what you can
            do, never who you are or where you work today.
          </FeatureCard>
          <FeatureCard icon={ShieldCheck} title="Complete Privacy">
            Your name, e-mail, photo and LinkedIn link stay hidden. They go to one recruiter only
            when you approve that recruiter's reveal request, and we never sell your data.
          </FeatureCard>
          <FeatureCard icon={BadgeCheck} title="Verified Recruiters">
            Every recruiter signs in through LinkedIn and sets up a company profile before they
            can ask who you are, so you always know who is asking.
          </FeatureCard>
        </div>
      </section>

      <section aria-labelledby="landing-how" className="mx-auto w-full max-w-6xl px-4 pb-16 sm:px-6 sm:pb-24">
        <div className="flex flex-col items-start justify-between gap-6 rounded-2xl bg-slate-900 px-6 py-10 text-white sm:px-10 md:flex-row md:items-center dark:bg-indigo-950/60 dark:ring-1 dark:ring-indigo-900">
          <div className="max-w-xl">
            <h2 id="landing-how" className="text-2xl font-semibold tracking-tight">
              You decide who learns your name
            </h2>
            <p className="mt-2 text-slate-300">
              Recruiters send a reveal request with a message. You approve or decline, one
              recruiter at a time, and you can change your mind later.
            </p>
          </div>
          <Button asChild size="lg" variant="secondary" className="bg-white text-slate-900 hover:bg-slate-100">
            <Link to={paths.howItWorks}>
              See how it works
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>
    </>
  );
}
