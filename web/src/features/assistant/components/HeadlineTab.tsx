import * as React from "react";

import { AiLabel } from "@/components/AiLabel";
import { useGenerateText } from "@/api/assistant-generate";
import { useUpdateProfile, type OwnProfile } from "@/api/profile";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { ErrorBox, GenerateButton, SaveOrCreate } from "@/features/assistant/components/parts";
import { assistantErrorText, isSignedOut, saveErrorText } from "@/features/assistant/lib/error-text";

/** Professional Headline: a job title or keywords in, an editable headline out, saved to the profile. */
export function HeadlineTab({ profile }: { profile: OwnProfile | null }) {
  const [keywords, setKeywords] = React.useState("");
  const [inputError, setInputError] = React.useState<string | null>(null);
  const [headline, setHeadline] = React.useState<string | null>(null);
  const [failure, setFailure] = React.useState<string | null>(null);
  const generate = useGenerateText();
  const update = useUpdateProfile();

  function handleGenerate(event: React.FormEvent) {
    event.preventDefault();
    const input = keywords.trim();
    if (!input) {
      setInputError("Please enter job title or keywords");
      return;
    }
    setInputError(null);
    setFailure(null);
    generate.mutate(
      { type: "headline", input },
      {
        onSuccess: ({ result }) => setHeadline(result),
        onError: (error) => {
          const text = assistantErrorText(error);
          setFailure(`Failed to generate headline: ${text}`);
          toast({ variant: "destructive", title: "Error generating headline", description: text });
        },
      },
    );
  }

  function handleSave() {
    const value = headline?.trim() ?? "";
    if (!value) {
      toast({ variant: "destructive", title: "No headline to save" });
      return;
    }
    setFailure(null);
    update.mutate(
      { headline: value },
      {
        onSuccess: () =>
          toast({ title: "Headline Saved", description: "Your professional headline has been updated." }),
        onError: (error) => {
          if (isSignedOut(error)) {
            const description = "You must be logged in to save a headline";
            setFailure(description);
            toast({ variant: "destructive", title: "Authentication required", description });
            return;
          }
          const text = saveErrorText(error);
          setFailure(text);
          toast({ variant: "destructive", title: "Error saving headline", description: text });
        },
      },
    );
  }

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={handleGenerate} className="space-y-3">
        <div className="grid gap-2">
          <Label htmlFor="headline-keywords">Job title or keywords</Label>
          <Input
            id="headline-keywords"
            value={keywords}
            onChange={(event) => setKeywords(event.target.value)}
            placeholder="e.g. Senior frontend engineer, React, fintech"
            aria-invalid={inputError ? true : undefined}
            aria-describedby={inputError ? "headline-keywords-error" : undefined}
          />
          <FieldError id="headline-keywords-error">{inputError}</FieldError>
        </div>
        <GenerateButton pending={generate.isPending}>Generate Headline</GenerateButton>
      </form>

      <ErrorBox message={failure} />

      {headline !== null && (
        <div className="space-y-3">
          <div className="grid gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Label htmlFor="generated-headline">Your headline</Label>
              <AiLabel />
            </div>
            <Textarea
              id="generated-headline"
              value={headline}
              onChange={(event) => setHeadline(event.target.value)}
              rows={3}
            />
            <p className="text-sm text-muted-foreground">Edit the headline as you like before saving it.</p>
          </div>
          <SaveOrCreate hasProfile={profile !== null} pending={update.isPending} onSave={handleSave}>
            Save Headline
          </SaveOrCreate>
        </div>
      )}
    </div>
  );
}
