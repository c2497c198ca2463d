import { useFormContext } from "react-hook-form";

import { splitSkills } from "@/lib/skills";

import type { WizardValues } from "../wizard/wizard-form";
import { AnonymityGuard } from "./AnonymityGuard";

/** The re-identification guard on the wizard's last step, over everything entered so far. */
export function WizardAnonymityGuard() {
  const { watch, setValue } = useFormContext<WizardValues>();
  const [headline, city, state, country, locationPrecision, skills, screening] = watch([
    "headline",
    "city",
    "state",
    "country",
    "locationPrecision",
    "skills",
    "screening",
  ]);
  return (
    <AnonymityGuard
      draft={{ headline, city, state, country, locationPrecision, skills: splitSkills(skills), screening }}
      onFix={(fix) => {
        if (fix.kind === "headline" && fix.headline) setValue("headline", fix.headline, { shouldDirty: true });
        else if (fix.kind !== "headline") setValue("locationPrecision", fix.kind, { shouldDirty: true });
      }}
    />
  );
}
