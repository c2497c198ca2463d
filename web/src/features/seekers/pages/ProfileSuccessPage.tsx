import { ArrowRightIcon, PartyPopperIcon, PencilIcon } from "lucide-react";
import { Link } from "react-router";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /profile-success: the wizard's finish line (docs/spec/core.md section 2). */
export default function ProfileSuccessPage() {
  useDocumentTitle("Your anonymous profile is live!");
  return (
    <div className="mx-auto flex w-full max-w-xl px-4 py-12 sm:px-6 md:py-20">
      <Card className="w-full items-center gap-6 px-6 py-10 text-center sm:px-10">
        <span className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
          <PartyPopperIcon className="size-7" aria-hidden="true" />
        </span>
        <div className="space-y-3">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Your anonymous profile is live!</h1>
          <p className="text-muted-foreground">
            Recruiters can now find you by your skills and experience. Your name and contact details stay
            hidden until you approve a reveal request.
          </p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link to={paths.jobSeekerDashboard}>
              Go to Dashboard
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.editProfile}>
              <PencilIcon aria-hidden="true" />
              Edit Profile
            </Link>
          </Button>
        </div>
      </Card>
    </div>
  );
}
