import * as React from "react";
import { PlusIcon, ShieldOffIcon, Trash2Icon } from "lucide-react";

import { serverMessage } from "@/api/client";
import { Spinner } from "@/components/Spinner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";

import { asRequest, useEmployerShield, useSaveEmployerShield, type ShieldEntry } from "../../api/employer-shield";
import {
  allowUnverifiedHint,
  allowUnverifiedLabel,
  hiddenFromText,
  invalidDomain,
  isWebDomain,
  missingCompany,
  shieldHelpText,
  unverifiedText,
} from "../../lib/hidden-from";
import { LoadError } from "../LoadError";

const saveFailed = "Could not save the employers you hide from. Please try again.";

function EntryRow({ entry, onRemove, busy }: { entry: ShieldEntry; onRemove: () => void; busy: boolean }) {
  return (
    <li className="flex items-center gap-3 py-2">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{entry.companyName}</p>
        {entry.domain && <p className="text-sm break-words text-muted-foreground">{entry.domain}</p>}
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-11 shrink-0"
        disabled={busy}
        onClick={onRemove}
        aria-label={`Remove ${entry.companyName}`}
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </li>
  );
}

/**
 * "Hidden from": the employers who must never find or see the job seeker,
 * on the dashboard and the edit-profile page. Each change is saved at once.
 */
export function HiddenFromCard({ headingLevel = "h2" }: { headingLevel?: "h2" | "h3" }) {
  const shield = useEmployerShield();
  const save = useSaveEmployerShield();
  const [name, setName] = React.useState("");
  const [domain, setDomain] = React.useState("");
  const [errors, setErrors] = React.useState<{ name?: string; domain?: string }>({});
  const nameRef = React.useRef<HTMLInputElement>(null);
  const Heading = headingLevel;
  const id = React.useId();

  const entries = shield.data?.entries ?? [];
  const max = shield.data?.maxEntries ?? 50;
  const full = entries.length >= max;
  const allowUnverified = shield.data?.allowUnverified ?? false;

  async function replace(next: ShieldEntry[], allow = allowUnverified): Promise<boolean> {
    try {
      await save.mutateAsync({ entries: asRequest(next), allowUnverified: allow });
      return true;
    } catch (error) {
      const message = serverMessage(error);
      if (message) setErrors({ name: message });
      else toast({ variant: "destructive", title: "Error", description: saveFailed });
      return false;
    }
  }

  async function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const companyName = name.trim();
    const typedDomain = domain.trim();
    const found = {
      name: companyName ? undefined : missingCompany,
      domain: typedDomain && !isWebDomain(typedDomain) ? invalidDomain : undefined,
    };
    setErrors(found);
    if (found.name || found.domain) return;
    if (await replace([...entries, { companyName, domain: typedDomain || null }])) {
      setName("");
      setDomain("");
      toast({ title: "Saved", description: `Hidden from ${companyName}.` });
      nameRef.current?.focus();
    }
  }

  async function setAllowUnverified(allow: boolean) {
    if (await replace(entries, allow))
      toast({
        title: "Saved",
        description: allow
          ? "Recruiters whose company is not verified can see your profile."
          : "Recruiters whose company is not verified no longer see your profile.",
      });
  }

  async function remove(index: number) {
    const removed = entries[index];
    if (await replace(entries.filter((_, i) => i !== index))) {
      toast({ title: "Saved", description: `${removed.companyName} can find your profile again.` });
      nameRef.current?.focus();
    }
  }

  let body: React.ReactNode;
  if (shield.isPending)
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="text-primary" />
        Loading the employers you hide from...
      </p>
    );
  else if (shield.isError)
    body = (
      <LoadError
        message="Could not load the employers you hide from."
        onRetry={() => void shield.refetch()}
        retrying={shield.isFetching}
      />
    );
  else
    body = (
      <div className="grid gap-4">
        <p role="status" className="font-medium">
          {hiddenFromText(entries.length)}
        </p>
        {entries.length > 0 && (
          <div className="grid gap-3 rounded-md bg-muted/50 p-3">
            <p className="text-sm">{unverifiedText}</p>
            <div className="flex items-start gap-3">
              <Switch
                id={`${id}-unverified`}
                checked={allowUnverified}
                disabled={save.isPending}
                onCheckedChange={(checked) => void setAllowUnverified(checked)}
                aria-describedby={`${id}-unverified-hint`}
                className="mt-0.5"
              />
              <div className="grid gap-1">
                <Label htmlFor={`${id}-unverified`}>{allowUnverifiedLabel}</Label>
                <p id={`${id}-unverified-hint`} className="text-sm text-muted-foreground">
                  {allowUnverifiedHint}
                </p>
              </div>
            </div>
          </div>
        )}
        {entries.length > 0 && (
          <ul aria-label="Employers you hide from" className="divide-y">
            {entries.map((entry, index) => (
              <EntryRow
                key={`${entry.companyName}-${entry.domain ?? ""}`}
                entry={entry}
                busy={save.isPending}
                onRemove={() => void remove(index)}
              />
            ))}
          </ul>
        )}
        {full ? (
          <p className="text-sm text-muted-foreground">You can hide from up to {max} employers.</p>
        ) : (
          <form onSubmit={(e) => void add(e)} noValidate className="grid gap-3 sm:grid-cols-2" aria-label="Add an employer">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-name`}>Company name</Label>
              <Input
                id={`${id}-name`}
                ref={nameRef}
                value={name}
                maxLength={150}
                autoComplete="organization"
                onChange={(e) => setName(e.target.value)}
                aria-invalid={!!errors.name || undefined}
                aria-describedby={errors.name ? `${id}-name-error` : undefined}
              />
              <FieldError id={`${id}-name-error`}>{errors.name}</FieldError>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-domain`}>Web domain (optional)</Label>
              <Input
                id={`${id}-domain`}
                value={domain}
                maxLength={300}
                inputMode="url"
                placeholder="acme.com"
                onChange={(e) => setDomain(e.target.value)}
                aria-invalid={!!errors.domain || undefined}
                aria-describedby={errors.domain ? `${id}-domain-error` : undefined}
              />
              <FieldError id={`${id}-domain-error`}>{errors.domain}</FieldError>
            </div>
            <Button type="submit" variant="outline" disabled={save.isPending} className="w-full sm:col-span-2 sm:w-fit">
              {save.isPending ? <Spinner /> : <PlusIcon aria-hidden="true" />}
              Hide from this employer
            </Button>
          </form>
        )}
      </div>
    );

  return (
    <Card className="gap-4" role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg [&_svg]:size-5 [&_svg]:text-primary">
          <ShieldOffIcon aria-hidden="true" />
          <Heading id={`${id}-title`}>Hidden from</Heading>
        </CardTitle>
        <CardDescription>{shieldHelpText}</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
