import { Building2Icon } from "lucide-react";
import { Link } from "react-router";

import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";

/** Shown to a recruiter who has not created the company profile yet (under the page's title). */
export function CompleteProfilePrompt() {
  return (
    <section
      aria-labelledby="complete-profile-heading"
      className="mx-auto flex w-full max-w-xl flex-col items-center rounded-xl border bg-card px-6 py-12 text-center shadow-sm"
    >
      <div className="mb-5 flex size-14 items-center justify-center rounded-full bg-indigo-100 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300">
        <Building2Icon className="size-7" aria-hidden="true" />
      </div>
      <h2 id="complete-profile-heading" className="text-2xl font-bold tracking-tight">
        Complete Your Recruiter Profile
      </h2>
      <p className="mt-3 text-muted-foreground">
        Tell candidates about your company before you search and send reveal requests.
      </p>
      <Button asChild size="lg" className="mt-6">
        <Link to={paths.onboardingRecruiter}>Create Recruiter Profile</Link>
      </Button>
    </section>
  );
}
