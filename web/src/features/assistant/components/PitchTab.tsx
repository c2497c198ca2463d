import * as React from "react";

import { AiLabel } from "@/components/AiLabel";
import { useGenerateText } from "@/api/assistant-generate";
import { useUpdateProfile, type OwnProfile } from "@/api/profile";
import { Badge } from "@/components/ui/badge";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { GenerateButton, SaveOrCreate } from "@/features/assistant/components/parts";
import { assistantErrorText, isSignedOut, saveErrorText } from "@/features/assistant/lib/error-text";

/** Personal Pitch: strengths (plus the profile's skills) in, an editable pitch out, saved to the profile. */
export function PitchTab({ profile }: { profile: OwnProfile | null }) {
  const [strengths, setStrengths] = React.useState("");
  const [inputError, setInputError] = React.useState<string | null>(null);
  const [pitch, setPitch] = React.useState<string | null>(null);
  const generate = useGenerateText();
  const update = useUpdateProfile();
  const skills = profile?.skills ?? [];

  function handleGenerate(event: React.FormEvent) {
    event.preventDefault();
    const input = strengths.trim();
    if (!input) {
      setInputError("Please enter your strengths");
      return;
    }
    setInputError(null);
    generate.mutate(
      { type: "pitch", input, existingSkills: skills.join(", ") },
      {
        onSuccess: ({ result }) => setPitch(result),
        onError: (error) =>
          toast({ variant: "destructive", title: "Error generating pitch", description: assistantErrorText(error) }),
      },
    );
  }

  function handleSave() {
    const value = pitch?.trim() ?? "";
    if (!value) {
      toast({ variant: "destructive", title: "No pitch to save" });
      return;
    }
    update.mutate(
      { pitch: value },
      {
        onSuccess: () => toast({ title: "Pitch Saved", description: "Your personal pitch has been updated." }),
        onError: (error) =>
          toast({
            variant: "destructive",
            title: "Error saving pitch",
            description: isSignedOut(error) ? "User ID missing" : saveErrorText(error),
          }),
      },
    );
  }

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={handleGenerate} className="space-y-3">
        <div className="grid gap-2">
          <Label htmlFor="pitch-strengths">Your strengths</Label>
          <Textarea
            id="pitch-strengths"
            value={strengths}
            onChange={(event) => setStrengths(event.target.value)}
            placeholder="e.g. I turn messy requirements into calm, shippable plans and mentor junior engineers"
            rows={3}
            aria-invalid={inputError ? true : undefined}
            aria-describedby={inputError ? "pitch-strengths-error" : undefined}
          />
          <FieldError id="pitch-strengths-error">{inputError}</FieldError>
        </div>
        {skills.length > 0 && (
          <div className="space-y-2">
            <p className="text-sm font-medium">Skills from your profile</p>
            <ul className="flex flex-wrap gap-2" aria-label="Skills from your profile">
              {skills.map((skill) => (
                <li key={skill}>
                  <Badge variant="secondary">{skill}</Badge>
                </li>
              ))}
            </ul>
          </div>
        )}
        <GenerateButton pending={generate.isPending}>Generate Pitch</GenerateButton>
      </form>

      {pitch !== null && (
        <div className="space-y-3">
          <div className="grid gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Label htmlFor="generated-pitch">Your pitch</Label>
              <AiLabel />
            </div>
            <Textarea
              id="generated-pitch"
              value={pitch}
              onChange={(event) => setPitch(event.target.value)}
              rows={6}
            />
            <p className="text-sm text-muted-foreground">Edit the pitch as you like before saving it.</p>
          </div>
          <SaveOrCreate hasProfile={profile !== null} pending={update.isPending} onSave={handleSave}>
            Save Pitch
          </SaveOrCreate>
        </div>
      )}
    </div>
  );
}
