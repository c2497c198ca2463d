import * as React from "react";
import { AlertCircleIcon, SaveIcon, SparklesIcon, UserPlusIcon } from "lucide-react";
import { Link } from "react-router";

import { Spinner } from "@/components/Spinner";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";

/** The inline red box under the headline and skills tools when something failed. */
export function ErrorBox({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
    >
      <AlertCircleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 space-y-1">
        <p className="font-semibold">Error</p>
        <p className="break-words">{message}</p>
      </div>
    </div>
  );
}

export function GenerateButton({
  pending,
  children = "Generate",
  ...props
}: Omit<React.ComponentProps<typeof Button>, "type"> & { pending: boolean }) {
  return (
    <Button type="submit" disabled={pending} aria-busy={pending || undefined} {...props}>
      {pending ? <Spinner /> : <SparklesIcon aria-hidden="true" />}
      {pending ? "Generating..." : children}
    </Button>
  );
}

/**
 * Save, or, for someone without a profile yet, the way to create one (nothing can be
 * saved before the profile exists).
 */
export function SaveOrCreate({
  hasProfile,
  pending,
  onSave,
  children = "Save",
}: {
  hasProfile: boolean;
  pending: boolean;
  onSave: () => void;
  children?: React.ReactNode;
}) {
  if (!hasProfile) {
    return (
      <Button asChild variant="outline">
        <Link to={paths.onboardingJobSeeker}>
          <UserPlusIcon aria-hidden="true" />
          Create Profile
        </Link>
      </Button>
    );
  }
  return (
    <Button type="button" onClick={onSave} disabled={pending} aria-busy={pending || undefined}>
      {pending ? <Spinner /> : <SaveIcon aria-hidden="true" />}
      {pending ? "Saving..." : children}
    </Button>
  );
}
