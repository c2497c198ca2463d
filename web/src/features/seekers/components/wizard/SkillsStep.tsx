import * as React from "react";
import { CheckIcon, PlusIcon, SparklesIcon, WandSparklesIcon } from "lucide-react";
import { useFormContext } from "react-hook-form";

import { AiDisclosure, AiLabel } from "@/components/AiLabel";
import { useGenerateText } from "@/api/assistant-generate";
import { Spinner } from "@/components/Spinner";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { mergeSkills, splitSkills } from "@/lib/skills";
import { cn } from "@/lib/utils";

import { errorText } from "../../lib/error-text";
import type { IdentityValues } from "@/lib/identity-leaks";
import { DomainMentionHints } from "../DomainMentionHints";
import { PITCH_MAX_LENGTH } from "../../lib/profile-options";
import type { WizardValues } from "./wizard-form";

const invalidResponse = "Invalid response from the AI assistant";

function hasSkill(skills: string[], skill: string): boolean {
  const key = skill.trim().toLowerCase();
  return skills.some((s) => s.trim().toLowerCase() === key);
}

/** Step 3: skills (with suggestions from the headline) and the pitch (generated from the skills). */
export function SkillsStep({ identity }: { identity: IdentityValues }) {
  const {
    register,
    watch,
    setValue,
    clearErrors,
    formState: { errors },
  } = useFormContext<WizardValues>();
  const suggestSkills = useGenerateText();
  const generatePitch = useGenerateText();
  const [suggestions, setSuggestions] = React.useState<string[]>([]);
  // The pitch field holds the assistant's text until the person clears it.
  const [pitchFromAi, setPitchFromAi] = React.useState(false);
  const [chosen, setChosen] = React.useState<string[]>([]);
  const skillsText = watch("skills");
  const pitch = watch("pitch");
  const currentSkills = splitSkills(skillsText);

  async function suggest() {
    const headline = watch("headline").trim();
    if (!headline) {
      toast({
        variant: "destructive",
        title: "Missing Information",
        description: "Please add a headline in the previous step to generate skills",
      });
      return;
    }
    try {
      const { result } = await suggestSkills.mutateAsync({ type: "skills", input: headline });
      const offered = typeof result === "string" ? splitSkills(result) : [];
      if (offered.length === 0) {
        toast({ variant: "destructive", title: "Error Generating Skills", description: invalidResponse });
        return;
      }
      setSuggestions(mergeSkills([], offered));
      setChosen([]);
      toast({ title: "Skills Generated", description: "Select skills to add to your profile" });
    } catch (error) {
      toast({ variant: "destructive", title: "Error Generating Skills", description: errorText(error) });
    }
  }

  function toggle(skill: string) {
    setChosen((current) => (current.includes(skill) ? current.filter((s) => s !== skill) : [...current, skill]));
  }

  function addChosen() {
    const before = splitSkills(watch("skills"));
    const merged = mergeSkills(before, chosen);
    const added = merged.length - before.length;
    clearErrors("skills");
    setValue("skills", merged.join(", "), { shouldDirty: true, shouldValidate: true });
    setSuggestions((current) => current.filter((s) => !hasSkill(merged, s)));
    setChosen([]);
    toast({ title: "Skills Added", description: `Added ${added} skills to your profile` });
  }

  async function writePitch() {
    const skills = splitSkills(watch("skills"));
    if (skills.length === 0) {
      toast({
        variant: "destructive",
        title: "Missing Information",
        description: "Please add skills first to generate a professional pitch",
      });
      return;
    }
    try {
      const headline = watch("headline").trim();
      const { result } = await generatePitch.mutateAsync({
        type: "pitch",
        input: headline || skills.join(", "),
        existingSkills: skills.join(", "),
      });
      const text = typeof result === "string" ? result.trim() : "";
      if (!text) {
        toast({ variant: "destructive", title: "Error Generating Pitch", description: invalidResponse });
        return;
      }
      setValue("pitch", text.slice(0, PITCH_MAX_LENGTH), { shouldDirty: true, shouldValidate: true });
      setPitchFromAi(true);
      toast({ title: "Pitch Generated" });
    } catch (error) {
      toast({ variant: "destructive", title: "Error Generating Pitch", description: errorText(error) });
    }
  }

  const visibleSuggestions = suggestions.filter((s) => !hasSkill(currentSkills, s));

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Label htmlFor="skills">
            Skills
            <span aria-hidden="true" className="text-destructive">
              *
            </span>
          </Label>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void suggest()}
            disabled={suggestSkills.isPending}
          >
            {suggestSkills.isPending ? <Spinner /> : <SparklesIcon aria-hidden="true" />}
            Suggest skills
          </Button>
        </div>
        <Input
          id="skills"
          placeholder="e.g. React, TypeScript, Product Design"
          aria-required="true"
          aria-invalid={errors.skills ? true : undefined}
          aria-describedby={cn("skills-hint", errors.skills && "skills-error")}
          {...register("skills")}
        />
        <p id="skills-hint" className="text-sm text-muted-foreground">
          Separate skills with commas.
        </p>
        <FieldError id="skills-error">{errors.skills?.message}</FieldError>

        {visibleSuggestions.length > 0 && (
          <div
            role="group"
            aria-labelledby="skill-suggestions-label"
            className="mt-2 grid gap-3 rounded-lg border border-dashed p-4"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p id="skill-suggestions-label" className="text-sm font-medium">
                Suggested skills
              </p>
              <AiLabel />
            </div>
            <div className="flex flex-wrap gap-2">
              {visibleSuggestions.map((skill) => {
                const selected = chosen.includes(skill);
                return (
                  <Button
                    key={skill}
                    type="button"
                    size="sm"
                    variant={selected ? "default" : "secondary"}
                    aria-pressed={selected}
                    onClick={() => toggle(skill)}
                  >
                    {selected ? <CheckIcon aria-hidden="true" /> : <PlusIcon aria-hidden="true" />}
                    {skill}
                  </Button>
                );
              })}
            </div>
            <div>
              <Button type="button" size="sm" onClick={addChosen} disabled={chosen.length === 0}>
                Add selected skills
              </Button>
            </div>
          </div>
        )}
      </div>

      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Label htmlFor="pitch">Your Pitch</Label>
          {pitchFromAi && pitch.trim() !== "" && <AiLabel className="mr-auto" />}
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void writePitch()}
            disabled={generatePitch.isPending}
          >
            {generatePitch.isPending ? <Spinner /> : <WandSparklesIcon aria-hidden="true" />}
            Generate pitch
          </Button>
        </div>
        <Textarea
          id="pitch"
          rows={6}
          maxLength={PITCH_MAX_LENGTH}
          placeholder="A few sentences about what you do best and what you are looking for."
          aria-describedby="pitch-hint"
          {...register("pitch")}
        />
        <p id="pitch-hint" className="flex justify-between gap-2 text-sm text-muted-foreground">
          <span>Keep names, employers and contact details out of it.</span>
          <span className="tabular-nums">
            {pitch.length}/{PITCH_MAX_LENGTH}
          </span>
        </p>
        <DomainMentionHints field="pitch" text={pitch} identity={identity} />
      </div>
      <AiDisclosure />
    </div>
  );
}
