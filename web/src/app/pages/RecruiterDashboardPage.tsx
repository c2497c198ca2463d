import * as React from "react";
import { Building2Icon, ExternalLinkIcon, MapPinIcon, SearchIcon } from "lucide-react";
import { Link } from "react-router";

import { useEmployer, type EmployerProfile } from "@/api/employer";
import { useSession } from "@/api/session";
import { CenteredStatus } from "@/components/CenteredStatus";
import { CompanyLogo } from "@/components/CompanyLogo";
import { PageContainer } from "@/components/PageContainer";
import { Spinner } from "@/components/Spinner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { CompleteProfilePrompt } from "@/features/recruiters/components/CompleteProfilePrompt";
import { LoadFailure } from "@/features/recruiters/components/LoadFailure";
import { paths } from "@/lib/paths";
import { RecentRevealRequests } from "@/features/recruiters/components/RecentRevealRequests";
import { DASHBOARD_REQUESTS_SHOWN } from "@/features/recruiters/lib/dashboard";
import { useSentRequests } from "@/features/reveal/api/sent-requests";
import { DepartedThreadsSlot } from "@/features/reveal/components/DepartedThreadsSlot";
import { RequestThread } from "@/features/reveal/components/RequestThread";
import { SavedSearchesCard } from "@/features/search/components/SavedSearchesCard";
import { declineReasonLabel } from "@/features/reveal/lib/decline";
import { useDocumentTitle } from "@/lib/use-document-title";
import { websiteHref } from "@/lib/website";

const FALLBACK_ERROR = "Could not load dashboard data";

// Chunks of their own, which the route fetches beside the page's (app/router.tsx).
const RequestBudgetCard = React.lazy(() =>
  import("@/features/reveal/components/RequestBudgetCard").then((module) => ({ default: module.RequestBudgetCard })),
);
const RecruiterTips = React.lazy(() =>
  import("@/features/recruiters/components/RecruiterTips").then((module) => ({ default: module.RecruiterTips })),
);

/**
 * /recruiter-dashboard (docs/spec/features.md section 2): the company at a glance, the way to the
 * search and the company profile, the saved searches with their new matches,
 * the latest reveal requests and a few tips.
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
      <PageContainer title="Recruiter Dashboard">
        <LoadFailure
          message={employer.error.message || FALLBACK_ERROR}
          onRetry={() => void employer.refetch()}
          retrying={employer.isFetching}
        />
      </PageContainer>
    );
  }

  if (!employer.data) {
    return (
      <PageContainer title="Recruiter Dashboard">
        <CompleteProfilePrompt />
      </PageContainer>
    );
  }

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

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
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
          <SavedSearchesCard />
          <SentRequests />
          <DepartedThreadsSlot side="recruiter" />
        </div>
        <aside className="space-y-6">
          <React.Suspense fallback={null}>
            <RequestBudgetCard />
            <RecruiterTips />
          </React.Suspense>
        </aside>
      </div>
    </div>
  );
}

/** The latest requests this recruiter sent; a name shows only while approved. */
function SentRequests() {
  const sent = useSentRequests(DASHBOARD_REQUESTS_SHOWN);
  const { isError, errorUpdatedAt } = sent;
  React.useEffect(() => {
    if (isError) toast({ variant: "destructive", title: "Error", description: "Failed to load reveal requests" });
  }, [isError, errorUpdatedAt]);

  if (sent.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 rounded-xl border py-10 text-sm text-muted-foreground">
        <Spinner className="text-primary" />
        Loading reveal requests...
      </p>
    );
  }
  const requests = (sent.data ?? []).map((request) => ({
    ...request,
    candidate: request.status === "approved" ? request.revealed : null,
    visibleUntil: request.status === "approved" ? request.visibleUntil : null,
    declineReason: request.status === "declined" ? declineReasonLabel(request.declineReason) : "",
    declineNote: request.status === "declined" ? request.declineNote : null,
  }));
  return (
    <RecentRevealRequests
      requests={requests}
      renderThread={(requestId) => <RequestThread requestId={requestId} />}
    />
  );
}
