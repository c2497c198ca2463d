import * as React from "react";
import { FilterIcon } from "lucide-react";
import { Link } from "react-router";

import { serverMessage } from "@/api/client";
import { useProfile, type OwnProfile } from "@/api/profile";
import {
  useRequestPreferences,
  useSaveRequestPreferences,
  type RequestPreferences,
} from "@/api/request-preferences";
import { Spinner } from "@/components/Spinner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { currencyForCountry } from "@/lib/currency";
import { paths } from "@/lib/paths";

type Preference = keyof RequestPreferences;

const WORK_MODE_WORDS: Record<string, string> = { remote: "remote", onsite: "on-site", hybrid: "hybrid" };

const money = (amount: number, country: string) =>
  `${currencyForCountry(country).symbol}${new Intl.NumberFormat("en-US").format(amount)}`;

const saveFailure = "Could not save your request preferences. Please try again.";

/** What each switch says, from what the profile holds (nothing more while it loads). */
function preferenceTexts(profile: OwnProfile | null | undefined): {
  key: Preference;
  label: string;
  hint: React.ReactNode;
}[] {
  const mode = profile ? WORK_MODE_WORDS[profile.jobType] : undefined;
  return [
    {
      key: "withSalary",
      label: "Only with a salary",
      hint: "The request must name a salary: a minimum, a maximum or both.",
    },
    {
      key: "atOrAboveMinimum",
      label: "Only at or above my minimum salary",
      hint:
        profile && profile.minSalary <= 0 ? (
          <>
            Your profile has no minimum salary, so this stops nothing yet.{" "}
            <Link
              to={paths.editProfile}
              className="rounded-sm font-medium text-foreground underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              Add one to your profile
            </Link>
            .
          </>
        ) : (
          `The offer's top figure, made yearly in your currency, must reach your minimum${
            profile ? ` of ${money(profile.minSalary, profile.country)} a year` : ""
          }. A request without a salary never does.`
        ),
    },
    {
      key: "myWorkMode",
      label: "Only for my work mode",
      hint: mode ? `The job must be ${mode}, as on your profile.` : "The job must have your profile's work mode.",
    },
    {
      key: "verifiedCompanies",
      label: "Only from verified companies",
      hint: "The recruiter's company must be verified; their requests show “Verified company domain”.",
    },
  ];
}

/**
 * The job seeker's request preferences on the account page: which reveal requests
 * recruiters can send them (server/src/reveal/preferences). All four are saved together.
 */
export function RequestPreferencesCard({ hasProfile }: { hasProfile: boolean }) {
  const id = React.useId();
  return (
    <Card className="gap-4" role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <FilterIcon className="size-5 text-primary" aria-hidden="true" />
          <h2 id={`${id}-title`}>Request preferences</h2>
        </CardTitle>
        <CardDescription>
          Which reveal requests recruiters can send you. A request that does not meet them cannot be sent, and the
          recruiter is told which preference stops it before writing. Requests you already have stay.
        </CardDescription>
      </CardHeader>
      {/* Without a profile there is nothing to ask the server (its answer would be a 404). */}
      <CardContent>{hasProfile ? <SavedPreferences id={id} /> : <CreateProfileFirst />}</CardContent>
    </Card>
  );
}

function CreateProfileFirst() {
  return (
    <div className="grid gap-3 justify-items-start">
      <p className="text-sm">Create your profile first: these preferences apply to requests for it.</p>
      <Button asChild variant="outline" size="sm">
        <Link to={paths.onboardingJobSeeker}>Create your profile</Link>
      </Button>
    </div>
  );
}

/** The saved preferences and the profile's figures, loaded, then the form. */
function SavedPreferences({ id }: { id: string }) {
  const preferences = useRequestPreferences();
  const profile = useProfile();

  if (preferences.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Loading your request preferences...
      </p>
    );
  }
  if (preferences.isError) {
    return (
      <p role="alert" className="text-sm">
        Could not load your request preferences.{" "}
        <Button
          variant="link"
          className="h-auto p-0"
          disabled={preferences.isFetching}
          onClick={() => void preferences.refetch()}
        >
          Retry
        </Button>
      </p>
    );
  }
  // The profile was deleted since the session was read.
  if (preferences.data === null || profile.data === null) return <CreateProfileFirst />;
  return <PreferencesForm id={id} saved={preferences.data} profile={profile.data} />;
}

function PreferencesForm({
  id,
  saved,
  profile,
}: {
  id: string;
  saved: RequestPreferences;
  profile: OwnProfile | undefined;
}) {
  const save = useSaveRequestPreferences();
  // The switches as set here; the saved ones until the job seeker changes one.
  const [draft, setDraft] = React.useState<RequestPreferences>(saved);
  const [outcome, setOutcome] = React.useState<{ saved: true } | { error: string } | null>(null);

  const change = (key: Preference, on: boolean) => {
    setDraft((current) => ({ ...current, [key]: on }));
    setOutcome(null);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setOutcome(null);
    save.mutate(draft, {
      onSuccess: (answer) => {
        setDraft(answer);
        setOutcome({ saved: true });
      },
      onError: (error) => setOutcome({ error: serverMessage(error) ?? saveFailure }),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {preferenceTexts(profile).map(({ key, label, hint }) => (
        <div key={key} className="flex items-center justify-between gap-4">
          <div className="min-w-0 space-y-0.5">
            <Label htmlFor={`${id}-${key}`} className="leading-snug">
              {label}
            </Label>
            <p id={`${id}-${key}-hint`} className="text-sm text-muted-foreground">
              {hint}
            </p>
          </div>
          <Switch
            id={`${id}-${key}`}
            className="shrink-0"
            checked={draft[key]}
            disabled={save.isPending}
            aria-describedby={`${id}-${key}-hint`}
            onCheckedChange={(on) => change(key, on)}
          />
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          Save preferences
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {outcome && "saved" in outcome ? "Saved. They apply to new requests." : ""}
        </p>
      </div>
      {outcome && "error" in outcome && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {outcome.error}
        </p>
      )}
    </form>
  );
}
