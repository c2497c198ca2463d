import { ArrowDown, ArrowRight, CircleCheck, LockKeyhole, PartyPopper } from "lucide-react";
import { useSearchParams } from "react-router";

import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import EarlyAccessForm from "@/features/site/components/EarlyAccessForm";
import { AnonymousProfileDemo, RevealedProfileDemo } from "@/features/site/components/ProfileDemo";
import { useDocumentTitle } from "@/lib/use-document-title";

const benefits = [
  "Your employer can't tell it's you: recruiters see a codename, never your name or photo.",
  "Recruiters come to you, with a message about a real role.",
  "You approve every reveal yourself, one recruiter at a time.",
  "Changed your mind? Decline the request and you are anonymous to that recruiter again.",
  "We never sell your data, and deleting your account deletes all of it.",
];

/**
 * `?joined=1` shows the thank-you banner above the form, for links that bring someone
 * who already signed up back here. (The form itself goes on to the thank-you page.)
 */
const JOINED_PARAM = "joined";

export default function EarlyAccessPage() {
  useDocumentTitle("Early access");
  const [searchParams] = useSearchParams();
  const joined = searchParams.get(JOINED_PARAM) === "1";

  return (
    <>
      <section className="border-b border-border bg-linear-to-b from-indigo-50/80 via-background to-background dark:from-indigo-950/30">
        <div className="mx-auto w-full grid max-w-6xl gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-16">
          <div className="flex flex-col items-start gap-6">
            <Badge
              variant="outline"
              className="rounded-full border-indigo-200 bg-white/70 px-3 py-1 text-sm text-indigo-700 dark:border-indigo-900 dark:bg-indigo-950/40 dark:text-indigo-300"
            >
              Early access · Australia
            </Badge>
            <h1 className="text-4xl font-bold tracking-tight text-balance text-foreground sm:text-5xl">
              Look for your next role without your employer finding out
            </h1>
            <p className="text-lg leading-relaxed text-pretty text-muted-foreground">
              Veil is a private job-search platform for working professionals in Australia.
              Recruiters find you by your skills and experience; your name stays hidden until you
              approve their request.
            </p>
            <ul className="flex flex-col gap-3" aria-label="Why join Veil">
              {benefits.map((benefit) => (
                <li key={benefit} className="flex items-start gap-3 text-foreground">
                  <CircleCheck
                    className="mt-0.5 size-5 shrink-0 text-indigo-600 dark:text-indigo-400"
                    aria-hidden="true"
                  />
                  <span>{benefit}</span>
                </li>
              ))}
            </ul>
          </div>

          <div className="lg:pt-2">
            <Card className="gap-5 shadow-lg shadow-indigo-950/5 lg:sticky lg:top-24">
              <CardHeader className="gap-2">
                <h2 className="text-xl font-semibold tracking-tight text-card-foreground">
                  Get early access
                </h2>
                <p className="text-sm text-muted-foreground">
                  Leave your e-mail and we will let you know as soon as Veil opens in Australia.
                </p>
              </CardHeader>
              <CardContent className="flex flex-col gap-5">
                <div aria-live="polite">
                  {joined ? (
                    <div
                      role="status"
                      className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-200"
                    >
                      <PartyPopper className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                      <p>
                        <span className="font-semibold">Thank you, you&apos;re on the list!</span>{" "}
                        We&apos;ll e-mail you when Veil opens.
                      </p>
                    </div>
                  ) : null}
                </div>
                <EarlyAccessForm />
                <p className="flex items-start gap-2 text-xs leading-relaxed text-muted-foreground">
                  <LockKeyhole className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                  We only use your e-mail to tell you when Veil opens. We never share or sell it,
                  and you can ask us to remove it at any time.
                </p>
              </CardContent>
            </Card>
          </div>
        </div>
      </section>

      <section aria-labelledby="early-access-demo" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <div className="mx-auto w-full max-w-2xl text-center">
          <h2 id="early-access-demo" className="text-3xl font-bold tracking-tight text-balance text-foreground">
            Recruiters see your skills. You decide who sees your name.
          </h2>
          <p className="mt-4 text-muted-foreground">
            An illustration of one profile, before and after its owner approves a recruiter&apos;s
            request. The person shown is fictional.
          </p>
        </div>

        <div className="mt-12 grid items-stretch gap-6 md:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] md:gap-4 lg:gap-8">
          <AnonymousProfileDemo caption="Before: what every recruiter sees" />
          <div className="flex items-center justify-center text-indigo-600 md:pt-8 dark:text-indigo-400" aria-hidden="true">
            <span className="flex flex-col items-center gap-2 text-center text-xs font-medium">
              <span className="flex size-10 items-center justify-center rounded-full bg-indigo-50 ring-1 ring-indigo-100 dark:bg-indigo-950/60 dark:ring-indigo-900">
                <ArrowDown className="size-5 md:hidden" />
                <ArrowRight className="hidden size-5 md:block" />
              </span>
              <span className="max-w-24">You approve one request</span>
            </span>
          </div>
          <RevealedProfileDemo caption="After: what that one recruiter sees" />
        </div>
      </section>
    </>
  );
}
