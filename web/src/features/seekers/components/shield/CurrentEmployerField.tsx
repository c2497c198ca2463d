import { useFormContext } from "react-hook-form";

import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

import { shieldHelpText } from "../../lib/hidden-from";
import type { WizardValues } from "../wizard/wizard-form";

/**
 * "My current employer" in the wizard: optional; when given, the profile
 * is hidden from that employer before it is created.
 */
export function CurrentEmployerField() {
  const {
    register,
    formState: { errors },
  } = useFormContext<WizardValues>();
  return (
    <fieldset className="mt-6 grid gap-4 border-t pt-6">
      <legend className="font-medium">My current employer (optional)</legend>
      <div className="-mt-2">
        <p className="text-sm text-muted-foreground">
          Recruiters from this company will never find or see your profile. {shieldHelpText} You can skip
          this and add employers later on your dashboard.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="currentEmployer">My current employer</Label>
          <Input
            id="currentEmployer"
            maxLength={150}
            autoComplete="organization"
            {...register("currentEmployer")}
            aria-invalid={!!errors.currentEmployer || undefined}
            aria-describedby={errors.currentEmployer ? "currentEmployer-error" : undefined}
          />
          <FieldError id="currentEmployer-error">{errors.currentEmployer?.message}</FieldError>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="currentEmployerDomain">Its web domain (optional)</Label>
          <Input
            id="currentEmployerDomain"
            maxLength={300}
            inputMode="url"
            placeholder="acme.com"
            {...register("currentEmployerDomain")}
            aria-invalid={!!errors.currentEmployerDomain || undefined}
            aria-describedby={errors.currentEmployerDomain ? "currentEmployerDomain-error" : undefined}
          />
          <FieldError id="currentEmployerDomain-error">{errors.currentEmployerDomain?.message}</FieldError>
        </div>
      </div>
    </fieldset>
  );
}
