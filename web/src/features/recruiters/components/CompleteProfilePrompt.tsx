import { Building2Icon } from "lucide-react";
import { Link } from "react-router";

import { paths } from "@/app/paths";
import { Button } from "@/components/ui/button";

/** Shown to a recruiter who has not created the company profile yet. */
export function CompleteProfilePrompt() {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center">
      <div className="mb-5 flex size-14 items-center justify-center rounded-full bg-indigo-100 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300">
        <Building2Icon className="size-7" aria-hidden="true" />
      </div>
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Complete Your Recruiter Profile</h1>
      <p className="mt-3 text-muted-foreground">
        Tell candidates about your company before you search and send reveal requests.
      </p>
      <Button asChild size="lg" className="mt-6">
        <Link to={paths.onboardingRecruiter}>Create Recruiter Profile</Link>
      </Button>
    </div>
  );
}
