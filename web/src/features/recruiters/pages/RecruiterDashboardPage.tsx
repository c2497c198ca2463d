import * as React from "react";
import { Building2Icon, ExternalLinkIcon, MapPinIcon, SearchIcon } from "lucide-react";
import { Link } from "react-router";

import { paths } from "@/app/paths";
import { CenteredStatus } from "@/components/CenteredStatus";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { useSession } from "@/features/accounts/api/session";
import { useEmployer, type EmployerProfile } from "@/features/recruiters/api/employer";
import { CompanyLogo } from "@/features/recruiters/components/CompanyLogo";
import { CompleteProfilePrompt } from "@/features/recruiters/components/CompleteProfilePrompt";
import { RecentRevealRequests } from "@/features/recruiters/components/RecentRevealRequests";
import { RecruiterTips } from "@/features/recruiters/components/RecruiterTips";
import { websiteHref } from "@/features/recruiters/lib/website";
import { useDocumentTitle } from "@/lib/use-document-title";

const FALLBACK_ERROR = "Could not load dashboard data";

/**
 * /recruiter-dashboard (features.md section 2): the company at a glance, the way to the
 * search and the company profile, the latest reveal requests and a few tips.
 */
export default function RecruiterDashboardPage() {
  useDocumentTitle("Recruiter Dashboard");
  const session = useSession();
  const employer = useEmployer();

  const { isError, error, errorUpdatedAt } = employer;
  React.useEffect(() => {
    if (isError) toast({ variant: "destructive", title: "Error", description: error.message || FALLBACK_ERROR });
  }, [isError, error, errorUpdatedAt]);

  if (session.isPending) return <CenteredStatus text="Checking authentication..." />;
  if (employer.isPending) return <CenteredStatus text="Loading your dashboard..." />;

  if (employer.isError) {
    return (
      <div role="alert" className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center">
        <h1 className="text-2xl font-bold tracking-tight">Something Went Wrong</h1>
        <p className="mt-2 text-muted-foreground">{employer.error.message || FALLBACK_ERROR}</p>
        <Button className="mt-6" onClick={() => void employer.refetch()} disabled={employer.isFetching}>
          Try Again
        </Button>
      </div>
    );
  }

  if (!employer.data) return <CompleteProfilePrompt />;

  return <Dashboard employer={employer.data} firstName={session.data?.user.firstName} />;
}

function Dashboard({ employer, firstName }: { employer: EmployerProfile; firstName?: string }) {
  const website = websiteHref(employer.website);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 md:py-14">
      <header className="mb-8 flex flex-col gap-5 sm:flex-row sm:items-center">
        <CompanyLogo logoUrl={employer.logoUrl} className="size-16" />
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-3xl font-bold tracking-tight">Recruiter Dashboard</h1>
            <Badge variant="secondary">Recruiter</Badge>
          </div>
          <p className="text-muted-foreground">
            {firstName ? `Welcome back, ${firstName}. ` : ""}
            {employer.recruiterRole} at <span className="font-medium text-foreground">{employer.companyName}</span>
          </p>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {employer.location && (
              <span className="inline-flex items-center gap-1">
                <MapPinIcon className="size-3.5" aria-hidden="true" />
                {employer.location}
              </span>
            )}
            {website && (
              <a
                href={website}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
              >
                {employer.website}
                <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
              </a>
            )}
          </p>
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <div className="grid gap-6 md:grid-cols-2">
            <Card>
              <CardHeader>
                <div className="mb-2 flex size-10 items-center justify-center rounded-lg bg-indigo-100 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300">
                  <SearchIcon className="size-5" aria-hidden="true" />
                </div>
                <CardTitle className="text-lg">
                  <h2>Find Candidates</h2>
                </CardTitle>
                <CardDescription>
                  Search anonymous profiles by skills, job type and location.
                </CardDescription>
              </CardHeader>
              <CardFooter className="mt-auto">
                <Button asChild className="w-full sm:w-auto">
                  <Link to={paths.searchCandidates}>Search Now</Link>
                </Button>
              </CardFooter>
            </Card>
            <Card>
              <CardHeader>
                <div className="mb-2 flex size-10 items-center justify-center rounded-lg bg-indigo-100 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300">
                  <Building2Icon className="size-5" aria-hidden="true" />
                </div>
                <CardTitle className="text-lg">
                  <h2>Company Profile</h2>
                </CardTitle>
                <CardDescription>
                  Keep your company details and logo current; candidates see them with every request.
                </CardDescription>
              </CardHeader>
              <CardFooter className="mt-auto">
                <Button asChild variant="outline" className="w-full sm:w-auto">
                  <Link to={paths.editRecruiterProfile}>Update Profile</Link>
                </Button>
              </CardFooter>
            </Card>
          </div>
          <RecentRevealRequests requests={[]} />
        </div>
        <aside>
          <RecruiterTips />
        </aside>
      </div>
    </div>
  );
}
