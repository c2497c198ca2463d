import { ShieldCheckIcon } from "lucide-react";

import { useSession } from "@/api/session";
import { CenteredStatus } from "@/components/CenteredStatus";
import { useDocumentTitle } from "@/lib/use-document-title";

import { JobSeekerWizard } from "../components/wizard/JobSeekerWizard";

/** /onboarding-job-seeker: the four-step wizard that creates the anonymous profile. */
export default function OnboardingJobSeekerPage() {
  useDocumentTitle("Create your anonymous profile");
  const { data: session } = useSession();

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 md:py-12">
      <header className="mb-8 space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Create your anonymous profile</h1>
        <p className="flex items-start gap-2 text-muted-foreground">
          <ShieldCheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          Recruiters see your skills and experience, never your name, until you say yes.
        </p>
      </header>
      {session ? (
        <JobSeekerWizard
          key={session.user.id}
          userId={session.user.id}
          identity={{
            firstName: session.user.firstName,
            lastName: session.user.lastName,
            email: session.user.email,
            linkedinUrl: session.user.linkedinUrl,
          }}
        />
      ) : (
        <CenteredStatus text="Loading..." />
      )}
    </div>
  );
}
