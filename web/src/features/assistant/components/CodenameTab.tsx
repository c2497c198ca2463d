import * as React from "react";

import { AiLabel } from "@/components/AiLabel";
import { useGenerateCodenames } from "@/api/assistant-codenames";
import { useUpdateProfile, type OwnProfile } from "@/api/profile";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { toast } from "@/components/ui/use-toast";
import { GenerateButton, SaveOrCreate } from "@/features/assistant/components/parts";
import { assistantErrorText, isSignedOut, saveErrorText } from "@/features/assistant/lib/error-text";
import { normalizeCodename, validateCodename } from "@/lib/codename";

/** Codename: a few free codenames from a job title; pick one (or edit it) and save. */
export function CodenameTab({ profile }: { profile: OwnProfile | null }) {
  const [jobTitle, setJobTitle] = React.useState(profile?.headline ?? "");
  const [inputError, setInputError] = React.useState<string | null>(null);
  const [offered, setOffered] = React.useState<string[] | null>(null);
  const [codename, setCodename] = React.useState("");
  const [touched, setTouched] = React.useState(false);
  const generate = useGenerateCodenames();
  const update = useUpdateProfile();

  const codenameError = touched ? validateCodename(codename) : null;
  const normalized = normalizeCodename(codename);

  function handleGenerate(event: React.FormEvent) {
    event.preventDefault();
    const input = jobTitle.trim();
    if (!input) {
      setInputError("Please enter a job title or keywords");
      return;
    }
    setInputError(null);
    generate.mutate(
      { jobTitle: input },
      {
        onSuccess: ({ codenames }) => {
          setOffered(codenames);
          setCodename(codenames[0] ?? "");
          setTouched(codenames.length > 0);
        },
        onError: (error) =>
          toast({ variant: "destructive", title: "Generation Failed", description: assistantErrorText(error) }),
      },
    );
  }

  function handleSave() {
    setTouched(true);
    const problem = validateCodename(codename);
    if (problem) return;
    update.mutate(
      { codename: normalized },
      {
        onSuccess: ({ profile: saved }) =>
          toast({ title: "Codename Saved", description: `Your codename is now ${saved.codename}.` }),
        onError: (error) =>
          toast(
            isSignedOut(error)
              ? {
                  variant: "destructive",
                  title: "Not signed in",
                  description: "You must be signed in to update your codename",
                }
              : { variant: "destructive", title: "Save Failed", description: saveErrorText(error) },
          ),
      },
    );
  }

  return (
    <div className="space-y-6">
      {profile && (
        <p className="text-sm text-muted-foreground">
          Current codename: <span className="font-medium text-foreground">{profile.codename}</span>
        </p>
      )}
      <form noValidate onSubmit={handleGenerate} className="space-y-3">
        <div className="grid gap-2">
          <Label htmlFor="codename-job-title">Job title or keywords</Label>
          <Input
            id="codename-job-title"
            value={jobTitle}
            onChange={(event) => setJobTitle(event.target.value)}
            placeholder="e.g. Data engineer"
            aria-invalid={inputError ? true : undefined}
            aria-describedby={inputError ? "codename-job-title-error" : undefined}
          />
          <FieldError id="codename-job-title-error">{inputError}</FieldError>
        </div>
        <GenerateButton pending={generate.isPending}>Generate Codenames</GenerateButton>
      </form>

      {offered !== null && (
        <div className="space-y-4">
          {offered.length > 0 && (
            <div className="space-y-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p id="offered-codenames-label" className="text-sm font-medium">
                  Pick a codename
                </p>
                <AiLabel />
              </div>
              <RadioGroup
                aria-labelledby="offered-codenames-label"
                value={offered.includes(normalized) ? normalized : ""}
                onValueChange={(value) => {
                  setCodename(value);
                  setTouched(true);
                }}
                className="grid gap-2 sm:grid-cols-2"
              >
                {offered.map((name) => (
                  <Label
                    key={name}
                    htmlFor={`codename-option-${name}`}
                    className="cursor-pointer rounded-md border p-3 font-mono has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
                  >
                    <RadioGroupItem id={`codename-option-${name}`} value={name} />
                    <span className="min-w-0 break-all">{name}</span>
                  </Label>
                ))}
              </RadioGroup>
            </div>
          )}
          <div className="grid gap-2">
            <Label htmlFor="chosen-codename">Your codename</Label>
            <Input
              id="chosen-codename"
              value={codename}
              onChange={(event) => {
                setCodename(event.target.value);
                setTouched(true);
              }}
              autoComplete="off"
              spellCheck={false}
              className="font-mono"
              aria-invalid={codenameError ? true : undefined}
              aria-describedby={codenameError ? "chosen-codename-error" : "chosen-codename-hint"}
            />
            <p id="chosen-codename-hint" className="text-sm text-muted-foreground">
              3 to 30 lowercase letters, numbers and hyphens.
            </p>
            <FieldError id="chosen-codename-error">{codenameError}</FieldError>
          </div>
          <SaveOrCreate hasProfile={profile !== null} pending={update.isPending} onSave={handleSave}>
            Save Codename
          </SaveOrCreate>
        </div>
      )}
    </div>
  );
}
