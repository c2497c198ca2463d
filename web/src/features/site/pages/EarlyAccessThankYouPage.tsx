import { ArrowLeft, MailCheck } from "lucide-react";
import { Link } from "react-router";

import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function EarlyAccessThankYouPage() {
  useDocumentTitle("Thank you");
  return (
    <section className="flex min-h-[70vh] items-center bg-linear-to-b from-indigo-50/80 via-background to-background px-4 py-16 sm:px-6 sm:py-24 dark:from-indigo-950/30">
      <div className="mx-auto w-full flex max-w-xl flex-col items-center gap-6 text-center">
        <span className="flex size-16 items-center justify-center rounded-2xl bg-indigo-600 text-white shadow-lg shadow-indigo-600/20 dark:bg-indigo-500">
          <MailCheck className="size-8" aria-hidden="true" />
        </span>
        <h1 className="text-4xl font-bold tracking-tight text-balance text-foreground sm:text-5xl">
          Thank you for joining!
        </h1>
        <p className="text-lg leading-relaxed text-pretty text-muted-foreground">
          You&apos;re on the Veil early access list. We&apos;ll e-mail you as soon as Veil opens
          in Australia, and we won&apos;t use your address for anything else.
        </p>
        <p className="text-sm text-muted-foreground">
          Know someone who would like to look around quietly too? Tell them about Veil.
        </p>
        <Button asChild size="lg" className="mt-2">
          <Link to={paths.home}>
            <ArrowLeft aria-hidden="true" />
            Return to Homepage
          </Link>
        </Button>
      </div>
    </section>
  );
}
