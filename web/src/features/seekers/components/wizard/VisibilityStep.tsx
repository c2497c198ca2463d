import type * as React from "react";
import { EyeIcon, EyeOffIcon, MoonIcon } from "lucide-react";
import { useFormContext } from "react-hook-form";

import { PROFILE_STATUS_OPTIONS, type ProfileStatus } from "../../lib/profile-options";
import { WizardAnonymityGuard } from "../privacy/WizardAnonymityGuard";
import { ChoiceCard } from "./JobPreferencesStep";
import type { WizardValues } from "./wizard-form";

const ICONS: Record<ProfileStatus, React.ReactNode> = {
  active: <EyeIcon aria-hidden="true" />,
  passive: <MoonIcon aria-hidden="true" />,
  hidden: <EyeOffIcon aria-hidden="true" />,
};

/** Step 4: the profile's status (active by default). */
export function VisibilityStep() {
  const { register } = useFormContext<WizardValues>();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-sm font-medium">Profile Status</legend>
      {PROFILE_STATUS_OPTIONS.map((option) => (
        <ChoiceCard key={option.value}>
          <input
            type="radio"
            value={option.value}
            className="mt-1 size-4 accent-primary"
            {...register("status")}
          />
          <span className="grid gap-1">
            <span className="flex items-center gap-2 font-medium [&_svg]:size-4 [&_svg]:text-muted-foreground">
              {ICONS[option.value]}
              {option.label}
            </span>
            <span className="text-sm text-muted-foreground">{option.description}</span>
          </span>
        </ChoiceCard>
      ))}
      <p className="text-sm text-muted-foreground">
        Whatever you choose, your name and contact details stay hidden until you approve a reveal request.
      </p>
      <WizardAnonymityGuard />
    </fieldset>
  );
}
