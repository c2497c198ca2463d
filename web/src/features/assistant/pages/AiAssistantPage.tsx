import { AlertCircleIcon, FingerprintIcon, RotateCwIcon, ListChecksIcon, MessageSquareTextIcon, TypeIcon, UserPlusIcon } from "lucide-react";
import { Link } from "react-router";

import { useProfile, type OwnProfile } from "@/api/profile";
import { AiDisclosure } from "@/components/AiLabel";
import { CenteredStatus } from "@/components/CenteredStatus";
import { PageContainer } from "@/components/PageContainer";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { CodenameTab } from "@/features/assistant/components/CodenameTab";
import { HeadlineTab } from "@/features/assistant/components/HeadlineTab";
import { HowItWorks } from "@/features/assistant/components/HowItWorks";
import { PitchTab } from "@/features/assistant/components/PitchTab";
import { SkillsTab } from "@/features/assistant/components/SkillsTab";
import { paths } from "@/lib/paths";

const TITLE = "AI Profile Assistant";
const DESCRIPTION = "Let the assistant draft your headline, skills, pitch and codename, then make them your own.";

/** Shown above the tools when there is no profile to save into yet. */
function NoProfileNotice() {
  return (
    <Card className="border-primary/30 bg-primary/5">
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <h2 className="font-semibold">Profile Not Found</h2>
          <p className="text-sm text-muted-foreground">
            You need to create a profile first. You can try the assistant now and save its suggestions once your
            profile exists.
          </p>
        </div>
        <Button asChild className="shrink-0">
          <Link to={paths.onboardingJobSeeker}>
            <UserPlusIcon aria-hidden="true" />
            Create Profile
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-4 text-sm text-destructive sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-center gap-2">
        <AlertCircleIcon aria-hidden="true" className="size-4 shrink-0" />
        Could not load your profile. Please try again.
      </p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCwIcon aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}

// Two by two on phones; one row, sized to the labels, from md up.
const triggerClass = "min-h-9 whitespace-normal text-center leading-tight md:flex-auto";

const tabContentClass = "rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6 data-[state=inactive]:hidden";

function Assistant({ profile }: { profile: OwnProfile | null }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px] lg:items-start">
      <div className="min-w-0 space-y-6">
        {profile === null && <NoProfileNotice />}
        {/* forceMount keeps each tab's draft while switching between them. */}
        <Tabs defaultValue="headline">
          <TabsList className="grid w-full grid-cols-2 gap-1 md:flex">
            <TabsTrigger value="headline" className={triggerClass}>
              <TypeIcon aria-hidden="true" />
              Professional Headline
            </TabsTrigger>
            <TabsTrigger value="skills" className={triggerClass}>
              <ListChecksIcon aria-hidden="true" />
              Skills
            </TabsTrigger>
            <TabsTrigger value="pitch" className={triggerClass}>
              <MessageSquareTextIcon aria-hidden="true" />
              Personal Pitch
            </TabsTrigger>
            <TabsTrigger value="codename" className={triggerClass}>
              <FingerprintIcon aria-hidden="true" />
              Codename
            </TabsTrigger>
          </TabsList>
          <TabsContent value="headline" forceMount className={tabContentClass}>
            <HeadlineTab profile={profile} />
          </TabsContent>
          <TabsContent value="skills" forceMount className={tabContentClass}>
            <SkillsTab profile={profile} />
          </TabsContent>
          <TabsContent value="pitch" forceMount className={tabContentClass}>
            <PitchTab profile={profile} />
          </TabsContent>
          <TabsContent value="codename" forceMount className={tabContentClass}>
            <CodenameTab profile={profile} />
          </TabsContent>
        </Tabs>
        <AiDisclosure />
      </div>
      <aside className="lg:sticky lg:top-24">
        <HowItWorks />
      </aside>
    </div>
  );
}

/** /ai-assistant (job seekers only; the route guard sends anyone else home). */
export default function AiAssistantPage() {
  const { data: profile, isPending, isError, refetch, isRefetching } = useProfile();

  return (
    <PageContainer title={TITLE} description={DESCRIPTION}>
      {isPending ? (
        <CenteredStatus text="Loading your profile..." />
      ) : isError ? (
        <LoadFailed onRetry={() => void refetch()} retrying={isRefetching} />
      ) : (
        <Assistant profile={profile} />
      )}
    </PageContainer>
  );
}
