import * as React from "react";
import { SparklesIcon } from "lucide-react";
import { Controller, useFormContext } from "react-hook-form";

import { AiDisclosure, AiLabel } from "@/components/AiLabel";
import { useGenerateCodenames } from "@/api/assistant-codenames";
import { Spinner } from "@/components/Spinner";
import LocationField from "@/components/places/LocationField";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import type { LocationFieldHandle } from "@/components/places/settle-location";
import { validateCodename } from "@/lib/codename";
import { cn } from "@/lib/utils";

import { errorText } from "../../lib/error-text";
import { HEADLINE_MAX_LENGTH } from "../../lib/profile-options";
import { LocationPrecisionField } from "../privacy/LocationPrecisionField";
import type { WizardValues } from "./wizard-form";

/** The codenames the generator offered that follow the rules (spec section 5). */
function validCodenames(value: unknown): string[] | null {
  if (!value || typeof value !== "object" || !Array.isArray((value as { codenames?: unknown }).codenames)) {
    return null;
  }
  const codenames = (value as { codenames: unknown[] }).codenames;
  return codenames.filter((c): c is string => typeof c === "string" && validateCodename(c) === null);
}

/** Step 1: headline, codename (with the generator) and location. */
/** `locationField` lets the wizard resolve typed location text before moving on. */
export function BasicInfoStep({ locationField }: { locationField?: React.Ref<LocationFieldHandle> }) {
  const {
    register,
    control,
    watch,
    setValue,
    clearErrors,
    formState: { errors },
  } = useFormContext<WizardValues>();
  const generate = useGenerateCodenames();
  const [suggestions, setSuggestions] = React.useState<string[]>([]);
  const codename = watch("codename");
  const location = watch("location");
  const [city, state, country, locationPrecision] = watch(["city", "state", "country", "locationPrecision"]);

  async function generateCodenames() {
    const headline = watch("headline").trim();
    if (!headline) {
      toast({
        variant: "destructive",
        title: "Missing Information",
        description: "Please enter a headline first to generate codenames",
      });
      return;
    }
    try {
      const response = await generate.mutateAsync({ jobTitle: headline });
      const codenames = validCodenames(response);
      if (codenames === null) {
        toast({
          variant: "destructive",
          title: "Generation Failed",
          description: "Invalid response format from codename generator",
        });
        return;
      }
      if (codenames.length === 0) {
        toast({
          variant: "destructive",
          title: "No valid codenames",
          description: "Try adjusting your headline or entering a codename manually",
        });
        return;
      }
      setSuggestions(codenames);
    } catch (error) {
      toast({ variant: "destructive", title: "Generation Failed", description: errorText(error) });
    }
  }

  function pick(suggestion: string) {
    clearErrors("codename");
    setValue("codename", suggestion, { shouldValidate: true, shouldDirty: true, shouldTouch: true });
  }

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <Label htmlFor="headline">
          Professional Headline
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        </Label>
        <Input
          id="headline"
          placeholder="e.g. Senior Frontend Engineer with 8 years in fintech"
          maxLength={HEADLINE_MAX_LENGTH}
          aria-required="true"
          aria-invalid={errors.headline ? true : undefined}
          aria-describedby={cn("headline-hint", errors.headline && "headline-error")}
          {...register("headline")}
        />
        <p id="headline-hint" className="text-sm text-muted-foreground">
          Describe what you do without naming your employer.
        </p>
        <FieldError id="headline-error">{errors.headline?.message}</FieldError>
      </div>

      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Label htmlFor="codename">
            Codename
            <span aria-hidden="true" className="text-destructive">
              *
            </span>
          </Label>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void generateCodenames()}
            disabled={generate.isPending}
          >
            {generate.isPending ? <Spinner /> : <SparklesIcon aria-hidden="true" />}
            Generate codenames
          </Button>
        </div>
        <Controller
          control={control}
          name="codename"
          render={({ field, fieldState }) => (
            <>
              <Input
                id="codename"
                placeholder="e.g. quiet-falcon-42"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                aria-required="true"
                aria-invalid={fieldState.error ? true : undefined}
                aria-describedby={cn("codename-hint", fieldState.error && "codename-error")}
                ref={field.ref}
                name={field.name}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.value.toLowerCase())}
              />
              <p id="codename-hint" className="text-sm text-muted-foreground">
                3 to 30 lowercase letters, numbers or hyphens. Recruiters know you by this name.
              </p>
              <FieldError id="codename-error">{fieldState.error?.message}</FieldError>
            </>
          )}
        />
        {suggestions.length > 0 && (
          <div role="group" aria-labelledby="codename-suggestions-label" className="grid gap-2">
            <AiLabel className="justify-self-start" />
            <p id="codename-suggestions-label" className="text-sm font-medium">
              Pick a codename
            </p>
            <div className="flex flex-wrap gap-2">
              {suggestions.map((suggestion) => {
                const chosen = suggestion === codename;
                return (
                  <Button
                    key={suggestion}
                    type="button"
                    size="sm"
                    variant={chosen ? "default" : "secondary"}
                    aria-pressed={chosen}
                    className="font-mono"
                    onClick={() => pick(suggestion)}
                  >
                    {suggestion}
                  </Button>
                );
              })}
            </div>
            <AiDisclosure />
          </div>
        )}
      </div>

      <LocationField
        ref={locationField}
        id="location"
        label="Location"
        value={location}
        onChange={(text) => {
          setValue("location", text, { shouldDirty: true });
          // Typed text no longer matches a chosen place.
          setValue("city", "");
          setValue("state", "");
          setValue("country", "");
        }}
        onSelect={(place) => {
          setValue("location", place.formattedAddress, { shouldDirty: true });
          setValue("city", place.city);
          setValue("state", place.state);
          setValue("country", place.country);
        }}
      />
      <LocationPrecisionField
        value={locationPrecision}
        onChange={(precision) => setValue("locationPrecision", precision, { shouldDirty: true })}
        place={{ location, city, state, country }}
      />
    </div>
  );
}
