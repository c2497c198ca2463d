import * as React from "react";
import { MailIcon } from "lucide-react";

import type { Session } from "@/api/session";
import { serverMessage } from "@/api/client";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import {
  useChangeEmailSettings,
  useEmailSettings,
  type EmailSettings,
  type EmailSettingsChange,
} from "@/features/accounts/api/email-settings";

type OnOffKind = "revealRequests" | "reminders" | "decisions" | "savedSearchAlerts" | "dataExports" | "messages";

/** Who a kind of e-mail is for: job seekers, recruiters, or anyone with an account. */
type Audience = "seeker" | "recruiter" | "seekerOrRecruiter" | "everyone";

const switches: { kind: OnOffKind; label: string; description: string; audience: Audience }[] = [
  {
    kind: "revealRequests",
    label: "New reveal requests",
    description: "When a recruiter asks to see who you are.",
    audience: "seeker",
  },
  {
    kind: "reminders",
    label: "Reminders",
    description: "When a request is still unanswered (on day 3 and 4 days before it expires), and when Veil asks whether you are still open to offers.",
    audience: "seeker",
  },
  {
    kind: "decisions",
    label: "Answers to your requests",
    description: "When a candidate approves or declines, or a request expires. Never their identity.",
    audience: "recruiter",
  },
  {
    kind: "savedSearchAlerts",
    label: "Saved search alerts",
    description: "At most once a day, when new profiles match a saved search with alerts on.",
    audience: "recruiter",
  },
  {
    kind: "messages",
    label: "New messages",
    description: "When the other side of a reveal request writes to you; at most one e-mail per conversation an hour.",
    audience: "seekerOrRecruiter",
  },
  {
    kind: "dataExports",
    label: "Your data download",
    description: "When the copy of your data you asked for is ready.",
    audience: "everyone",
  },
];

const saveFailure = { title: "Error", description: "Could not save your e-mail settings." } as const;

/**
 * The account page's e-mail settings: discreet e-mails (on by default), each kind of
 * notification e-mail on or off and the weekly digest, for the roles the person holds. Every e-mail also has
 * its own unsubscribe link.
 */
export function EmailSettingsCard({ roles }: { roles: Session["roles"] }) {
  const settings = useEmailSettings();
  const change = useChangeEmailSettings();
  const save = (update: EmailSettingsChange) =>
    change.mutate(update, {
      onError: (error) =>
        toast({ variant: "destructive", ...saveFailure, description: serverMessage(error) ?? saveFailure.description }),
    });
  const audiences: Record<Audience, boolean> = {
    seeker: roles.isJobSeeker,
    recruiter: roles.isRecruiter,
    seekerOrRecruiter: roles.isJobSeeker || roles.isRecruiter,
    everyone: true,
  };
  const shown = switches.filter((s) => audiences[s.audience]);
  const current: EmailSettings | undefined = settings.data;

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <MailIcon className="size-5" aria-hidden="true" />
          <h2>E-mail notifications</h2>
        </CardTitle>
        <CardDescription>
          What Veil e-mails you about while you are away. Every e-mail has a link to stop that kind.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {!current ? (
          <p className="text-sm text-muted-foreground" role={settings.isError ? "alert" : undefined}>
            {settings.isError ? "Could not load your e-mail settings." : "Loading your e-mail settings..."}
          </p>
        ) : (
          <>
            <SettingRow
              id="email-discreet"
              label="Discreet e-mails"
              description="Every e-mail's subject says only “You have a new notification”, and it holds a link, never a company, codename or message. Safe for a work mailbox or a shared screen."
            >
              <Switch id="email-discreet" checked={current.discreet} onCheckedChange={(on) => save({ discreet: on })} />
            </SettingRow>
            {shown.map((s) => (
              <SettingRow key={s.kind} id={`email-${s.kind}`} label={s.label} description={s.description}>
                <Switch
                  id={`email-${s.kind}`}
                  checked={current[s.kind]}
                  onCheckedChange={(on) => save({ [s.kind]: on })}
                />
              </SettingRow>
            ))}
            {roles.isJobSeeker && (
              <SettingRow
                id="email-weekly-digest"
                label="Weekly digest"
                description="Profile views, search appearances and open requests, on Mondays. Not sent after a quiet week."
              >
                <NativeSelect
                  id="email-weekly-digest"
                  className="w-32"
                  value={current.weeklyDigest}
                  onChange={(event) => save({ weeklyDigest: event.target.value as EmailSettings["weeklyDigest"] })}
                >
                  <option value="weekly">Weekly</option>
                  <option value="never">Never</option>
                </NativeSelect>
              </SettingRow>
            )}
            {!roles.isJobSeeker && !roles.isRecruiter && (
              <p className="text-sm text-muted-foreground">Choose a role to get e-mails about your activity.</p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function SettingRow({
  id,
  label,
  description,
  children,
}: {
  id: string;
  label: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="min-w-0 space-y-0.5">
        <Label htmlFor={id}>{label}</Label>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <div className="shrink-0">{children}</div>
    </div>
  );
}
