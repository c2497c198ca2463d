import { ArrowRight, Inbox, Search, Handshake, UserRoundPen, type LucideIcon } from "lucide-react";
import { Link } from "react-router";

import { Button } from "@/components/ui/button";
import { PageIntro } from "@/features/site/components/PageIntro";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";

type Step = { icon: LucideIcon; title: string; text: string; detail: string };

const steps: Step[] = [
  {
    icon: UserRoundPen,
    title: "Create an anonymous profile",
    text: "Sign in with LinkedIn, pick a codename and add your headline, skills, location, preferred job type and salary expectations.",
    detail: "Your name, e-mail, photo and LinkedIn link are never part of what recruiters see.",
  },
  {
    icon: Search,
    title: "Get discovered by recruiters",
    text: "Verified recruiters search anonymous profiles by skills and location. You can see when your profile has been viewed.",
    detail: "You can hide your profile from search at any time.",
  },
  {
    icon: Inbox,
    title: "Review reveal requests",
    text: "When a recruiter wants to know who you are, they send a reveal request with a message about the role.",
    detail: "You get a notification and read every request in your dashboard, in your own time.",
  },
  {
    icon: Handshake,
    title: "Choose when to connect",
    text: "Approve a request and that one recruiter sees your name, e-mail and LinkedIn profile. Decline and you stay anonymous.",
    detail: "Changed your mind? Declining a request you approved hides your identity from that recruiter again.",
  },
];

export default function HowItWorksPage() {
  useDocumentTitle("How it works");
  return (
    <>
      <section className="mx-auto w-full max-w-6xl px-4 pt-16 sm:px-6 sm:pt-24">
        <PageIntro eyebrow="How it works" title="Looking, without being seen">
          <p>
            Veil keeps your job search between you and the recruiters you choose. Four steps, and
            you are in control at every one of them.
          </p>
        </PageIntro>
      </section>

      <section aria-labelledby="steps-heading" className="mx-auto w-full max-w-4xl px-4 py-16 sm:px-6 sm:py-20">
        <h2 id="steps-heading" className="sr-only">
          The four steps
        </h2>
        <ol className="relative space-y-10 before:absolute before:top-2 before:bottom-2 before:left-5.5 before:w-px before:bg-border sm:before:left-6.5">
          {steps.map((step, index) => (
            <li key={step.title} className="relative flex gap-5 sm:gap-8">
              <span className="relative z-10 flex size-11 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-white ring-8 ring-background sm:size-13 dark:bg-indigo-500">
                <step.icon className="size-5" aria-hidden="true" />
              </span>
              <div className="rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6">
                <p className="text-sm font-semibold text-indigo-600 dark:text-indigo-400">Step {index + 1}</p>
                <h3 className="mt-1 text-xl font-semibold tracking-tight text-card-foreground">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-muted-foreground">{step.text}</p>
                <p className="mt-3 text-sm text-muted-foreground">{step.detail}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="how-cta" className="mx-auto w-full max-w-6xl px-4 pb-16 sm:px-6 sm:pb-24">
        <div className="flex flex-col items-center gap-6 rounded-2xl bg-indigo-600 px-6 py-12 text-center text-white sm:px-12 dark:bg-indigo-950/60 dark:ring-1 dark:ring-indigo-900">
          <h2 id="how-cta" className="max-w-2xl text-3xl font-bold tracking-tight text-balance">
            Ready to be found on your own terms?
          </h2>
          <p className="max-w-xl text-indigo-100">
            Create your anonymous profile in a few minutes. Nobody learns your name unless you say so.
          </p>
          <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg" className="bg-white text-indigo-700 hover:bg-indigo-50">
              <Link to={paths.signup}>
                Get Started
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white"
            >
              <Link to={paths.howItWorks}>Learn More</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
