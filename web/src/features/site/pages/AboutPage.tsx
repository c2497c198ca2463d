import { ArrowRight, EyeOff, HeartHandshake, MapPin, Scale } from "lucide-react";
import { Link } from "react-router";

import { Button } from "@/components/ui/button";
import { FeatureCard } from "@/features/site/components/FeatureCard";
import { PageIntro } from "@/features/site/components/PageIntro";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function AboutPage() {
  useDocumentTitle("About us");
  return (
    <>
      <section className="mx-auto w-full max-w-6xl px-4 pt-16 sm:px-6 sm:pt-24">
        <PageIntro eyebrow="About us" title="About Veil">
          <p>
            Veil is a privacy-first platform for passive job searching. Professionals keep an
            anonymous profile, recruiters find them by what they can do, and nobody learns a name
            until its owner says yes.
          </p>
        </PageIntro>
      </section>

      <section aria-labelledby="about-story" className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
        <h2 id="about-story" className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
          Why we started Veil
        </h2>
        <div className="mt-5 space-y-4 text-lg leading-relaxed text-muted-foreground">
          <p>
            Most people do their best work in a job they already have, and that is exactly when
            looking around is hardest. Update a profile, reply to the wrong message or turn up in
            the wrong search, and your current employer may hear about it before you have decided
            anything.
          </p>
          <p>
            We founded Veil so people can look without their current employer finding out. On
            Veil you are a codename with a headline, skills and the kind of role you would move
            for. Recruiters can see that you exist and what you are good at. Only when you approve
            a recruiter&apos;s request does that one recruiter learn who you are.
          </p>
          <p>
            For recruiters it works the other way round: instead of chasing people who are not
            answering, they reach professionals who have said they are open to the right offer.
          </p>
        </div>
      </section>

      <section aria-labelledby="about-principles" className="border-y border-border bg-muted/40">
        <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
          <h2 id="about-principles" className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
            What we hold ourselves to
          </h2>
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            <FeatureCard icon={EyeOff} title="Private by default">
              Your identity is hidden from the start. It is shared with one recruiter at a time,
              and only when you approve their reveal request.
            </FeatureCard>
            <FeatureCard icon={Scale} title="Your data stays yours">
              We never sell personal data. Delete your account and your profile, identity and
              history are deleted with it.
            </FeatureCard>
            <FeatureCard icon={HeartHandshake} title="Respect on both sides">
              Recruiters are verified through LinkedIn and agree never to try to identify
              anonymous candidates outside a reveal request.
            </FeatureCard>
          </div>
        </div>
      </section>

      <section aria-labelledby="about-where" className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 dark:bg-indigo-950/60 dark:text-indigo-300">
            <MapPin className="size-5" aria-hidden="true" />
          </span>
          <h2 id="about-where" className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
            Starting in Australia
          </h2>
        </div>
        <p className="mt-5 text-lg leading-relaxed text-muted-foreground">
          Our early focus is on working professionals in Australia: people in Sydney, Melbourne,
          Brisbane and beyond who are good at what they do and want a quiet way to see what else
          is out there. We are opening to them first, learning from every conversation, and
          growing from there.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={paths.earlyAccess}>
              Join early access
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.contact}>Contact us</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
