import * as React from "react";
import { CheckIcon, PlusIcon } from "lucide-react";

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
import { splitSkills } from "@/lib/skills";
import { cn } from "@/lib/utils";

const skillKey = (skill: string) => skill.toLowerCase();

/** 'Added N skills to your profile', in the singular for one. */
function addedText(count: number): string {
  return `Added ${count} ${count === 1 ? "skill" : "skills"} to your profile`;
}

/**
 * Skills: suggestions from the headline (prefilled from the profile), shown as chips that
 * are all chosen at first; the chosen ones are added to the profile (the server skips
 * the ones already there, ignoring case).
 */
export function SkillsTab({ profile }: { profile: OwnProfile | null }) {
  const [headline, setHeadline] = React.useState(profile?.headline ?? "");
  const [inputError, setInputError] = React.useState<string | null>(null);
  // The suggestions as editable comma-separated text; the chips follow it.
  const [skillsText, setSkillsText] = React.useState<string | null>(null);
  const [unselected, setUnselected] = React.useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = React.useState<string | null>(null);
  const generate = useGenerateText();
  const update = useUpdateProfile();

  const skills = React.useMemo(() => {
    const seen = new Set<string>();
    return splitSkills(skillsText ?? "").filter((skill) => {
      const key = skillKey(skill);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }, [skillsText]);
  const chosen = skills.filter((skill) => !unselected.has(skillKey(skill)));
  const owned = React.useMemo(() => new Set((profile?.skills ?? []).map(skillKey)), [profile?.skills]);

  function handleGenerate(event: React.FormEvent) {
    event.preventDefault();
    const input = headline.trim();
    if (!input) {
      setInputError("Please enter job title or keywords");
      return;
    }
    setInputError(null);
    setFailure(null);
    generate.mutate(
      { type: "skills", input },
      {
        onSuccess: ({ result }) => {
          setSkillsText(splitSkills(result).join(", "));
          setUnselected(new Set());
        },
        onError: (error) => {
          const text = assistantErrorText(error);
          setFailure(`Failed to generate skills: ${text}`);
          toast({ variant: "destructive", title: "Error generating skills", description: text });
        },
      },
    );
  }

  function toggle(skill: string) {
    setUnselected((current) => {
      const next = new Set(current);
      const key = skillKey(skill);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }

  function handleSave() {
    if (chosen.length === 0) {
      toast({ variant: "destructive", title: "No skills to add" });
      return;
    }
    setFailure(null);
    update.mutate(
      { addSkills: chosen },
      {
        onSuccess: ({ addedSkills }) => toast({ title: "Skills Added", description: addedText(addedSkills) }),
        onError: (error) => {
          const text = isSignedOut(error) ? "User ID missing" : saveErrorText(error);
          setFailure(text);
          toast({ variant: "destructive", title: "Error updating profile", description: text });
        },
      },
    );
  }

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={handleGenerate} className="space-y-3">
        <div className="grid gap-2">
          <Label htmlFor="skills-headline">Your headline</Label>
          <Input
            id="skills-headline"
            value={headline}
            onChange={(event) => setHeadline(event.target.value)}
            placeholder="e.g. Senior frontend engineer building fintech products"
            aria-invalid={inputError ? true : undefined}
            aria-describedby={inputError ? "skills-headline-error" : "skills-headline-hint"}
          />
          <p id="skills-headline-hint" className="text-sm text-muted-foreground">
            The assistant suggests skills that fit this headline.
          </p>
          <FieldError id="skills-headline-error">{inputError}</FieldError>
        </div>
        <GenerateButton pending={generate.isPending}>Suggest Skills</GenerateButton>
      </form>

      <ErrorBox message={failure} />

      {skillsText !== null && (
        <div className="space-y-4">
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Choose the skills to add</legend>
            {skills.length === 0 ? (
              <p className="text-sm text-muted-foreground">No skills suggested.</p>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {skills.map((skill) => {
                  const selected = !unselected.has(skillKey(skill));
                  const alreadyOwned = owned.has(skillKey(skill));
                  return (
                    <li key={skillKey(skill)}>
                      <button
                        type="button"
                        aria-pressed={selected}
                        onClick={() => toggle(skill)}
                        title={alreadyOwned ? "Already in your profile" : undefined}
                        className={cn(
                          "inline-flex max-w-full items-center gap-1 rounded-full border px-3 py-1 text-sm transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring",
                          selected
                            ? "border-primary bg-primary text-primary-foreground hover:bg-primary/90"
                            : "border-input bg-background text-foreground hover:bg-accent",
                        )}
                      >
                        {selected ? (
                          <CheckIcon aria-hidden="true" className="size-3.5" />
                        ) : (
                          <PlusIcon aria-hidden="true" className="size-3.5" />
                        )}
                        <span className="truncate">{skill}</span>
                        {alreadyOwned && <span className="sr-only"> (already in your profile)</span>}
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {chosen.length} of {skills.length} selected
            </p>
          </fieldset>
          <div className="grid gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Label htmlFor="generated-skills">Edit the suggestions (comma-separated)</Label>
              <AiLabel />
            </div>
            <Textarea
              id="generated-skills"
              value={skillsText}
              onChange={(event) => setSkillsText(event.target.value)}
              rows={3}
            />
          </div>
          <SaveOrCreate hasProfile={profile !== null} pending={update.isPending} onSave={handleSave}>
            Add Selected Skills
          </SaveOrCreate>
        </div>
      )}
    </div>
  );
}
