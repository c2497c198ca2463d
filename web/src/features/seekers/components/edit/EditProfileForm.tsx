import * as React from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { SaveIcon } from "lucide-react";
import { Controller, useForm, type FieldErrors } from "react-hook-form";
import { useNavigate } from "react-router";

import { isApiError } from "@/api/client";
import LocationField from "@/components/places/LocationField";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/Spinner";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { type LocationFieldHandle, submitAfterLocation } from "@/components/places/settle-location";
import { normalizeCodename } from "@/lib/codename";
import { paths } from "@/lib/paths";
import { PHONE_COUNTRY_CODES } from "@/lib/phone-codes";
import { cn } from "@/lib/utils";

import { useSaveProfile, type OwnProfile } from "@/api/profile";
import {
  codenameAvailabilityQueryOptions,
  useCodenameAvailability,
} from "../../hooks/use-codename-availability";
import {
  detectIdentityLeaks,
  type IdentityLeak,
  type IdentityValues,
  type LeakField,
} from "@/lib/identity-leaks";
import {
  HEADLINE_MAX_LENGTH,
  JOB_TYPES,
  JOB_TYPE_LABELS,
  PITCH_MAX_LENGTH,
  PROFILE_STATUS_OPTIONS,
} from "../../lib/profile-options";
import { splitSkills } from "@/lib/skills";
import { AnonymityGuard } from "../privacy/AnonymityGuard";
import { LocationPrecisionField } from "../privacy/LocationPrecisionField";
import { DomainMentionHints } from "../DomainMentionHints";
import { IdentityLeakWarning } from "../IdentityLeakWarning";
import { CodenameStatus } from "./CodenameStatus";
import { Required, Section } from "./FormSection";
import { ScreeningFields } from "../ScreeningFields";
import { SalaryRangeField } from "./SalaryRangeField";
import { editProfileSchema, toProfileRequest, valuesFromProfile, type EditProfileValues } from "./edit-form";

const updateFailed = {
  title: "Update Failed",
  description: "There was an error updating your profile. Please try again.",
} as const;

function invalidCodename(message: string) {
  toast({ variant: "destructive", title: "Invalid Codename", description: message });
}

/** The whole profile in one form (docs/spec/features.md section 2, "Edit job seeker profile"). */
export function EditProfileForm({ profile }: { profile: OwnProfile }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveProfile();
  const [leaks, setLeaks] = React.useState<IdentityLeak[]>([]);
  const pendingValues = React.useRef<EditProfileValues | null>(null);

  const form = useForm<EditProfileValues>({
    resolver: zodResolver(editProfileSchema),
    mode: "onTouched",
    defaultValues: valuesFromProfile(profile),
  });
  const {
    register,
    control,
    watch,
    setValue,
    setError,
    setFocus,
    formState: { errors },
  } = form;

  const codenameCheck = useCodenameAvailability(watch("codename"), profile.codename);
  const location = watch("location");
  const country = watch("country");
  const pitch = watch("pitch");
  const locationField = React.useRef<LocationFieldHandle>(null);
  const headline = watch("headline");
  const city = watch("city");
  const state = watch("state");
  const locationPrecision = watch("locationPrecision");
  const skills = watch("skills");
  const screening = watch("screening");
  const identity: IdentityValues = {
    firstName: profile.identity?.firstName ?? "",
    lastName: profile.identity?.lastName ?? "",
    email: profile.identity?.email ?? "",
    linkedinUrl: watch("linkedinUrl"),
    phoneNumber: watch("phoneNumber"),
  };

  async function codenameProblem(values: EditProfileValues): Promise<string | null> {
    if (codenameCheck.status === "error") return codenameCheck.message;
    const codename = normalizeCodename(values.codename);
    if (codename === profile.codename || codenameCheck.status !== "checking") return null;
    // Saved before the live check answered: ask now.
    try {
      const answer = await queryClient.fetchQuery(codenameAvailabilityQueryOptions(codename));
      return answer.available ? null : (answer.message ?? "This codename is already taken. Please choose another.");
    } catch {
      return null; // The server checks again when saving.
    }
  }

  async function submit(values: EditProfileValues) {
    let warning: string | null | undefined;
    try {
      const saved = await save.mutateAsync(toProfileRequest(values, profile));
      warning = saved.anonymity?.warning;
    } catch (error) {
      if (isApiError(error) && error.code === "codename_taken") {
        setError("codename", { type: "server", message: error.message });
        setFocus("codename");
        invalidCodename(error.message);
        return;
      }
      if (isApiError(error) && error.status === 401) {
        toast({
          variant: "destructive",
          title: "Authentication Error",
          description: "You must be logged in to update your profile.",
        });
        return;
      }
      if (isApiError(error) && (error.code === "invalid_linkedin_url" || error.code === "invalid_phone")) {
        const field = error.code === "invalid_phone" ? "phoneNumber" : "linkedinUrl";
        setError(field, { type: "server", message: error.message });
        setFocus(field);
      }
      toast({ variant: "destructive", ...updateFailed });
      return;
    }
    // Saving runs the re-identification check again: its warning goes with the toast.
    toast(warning ? { title: "Profile Updated", description: warning } : { title: "Profile Updated" });
    void navigate(paths.jobSeekerDashboard);
  }

  async function onValid(values: EditProfileValues) {
    const problem = await codenameProblem(values);
    if (problem) {
      invalidCodename(problem);
      setFocus("codename");
      return;
    }
    const found = detectIdentityLeaks(
      { codename: values.codename, headline: values.headline, pitch: values.pitch },
      {
        firstName: profile.identity?.firstName ?? "",
        lastName: profile.identity?.lastName ?? "",
        email: profile.identity?.email ?? "",
        linkedinUrl: values.linkedinUrl,
        phoneNumber: values.phoneNumber,
      },
    );
    if (found.length > 0) {
      pendingValues.current = values;
      setLeaks(found);
      return;
    }
    await submit(values);
  }

  function onInvalid(invalid: FieldErrors<EditProfileValues>) {
    if (invalid.codename?.message) {
      invalidCodename(invalid.codename.message);
      return;
    }
    toast({
      variant: "destructive",
      title: "Missing Required Information",
      description: "Please fill in all required fields before submitting",
    });
  }

  const codenameMessageId = "codename-status";

  return (
    <>
      <form onSubmit={submitAfterLocation(locationField, form.handleSubmit(onValid, onInvalid))} noValidate className="grid gap-6">
        <Section title="Identity" description="How recruiters know you before any reveal.">
          <div className="grid gap-2">
            <Label htmlFor="codename">
              Codename
              <Required />
            </Label>
            <Controller
              control={control}
              name="codename"
              render={({ field, fieldState }) => (
                <Input
                  id="codename"
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  aria-required="true"
                  aria-invalid={fieldState.error || codenameCheck.status === "error" ? true : undefined}
                  aria-describedby={codenameMessageId}
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    form.clearErrors("codename");
                    field.onChange(event.target.value.toLowerCase());
                  }}
                />
              )}
            />
            {errors.codename?.type === "server" ? (
              <FieldError id={codenameMessageId}>{errors.codename.message}</FieldError>
            ) : (
              <CodenameStatus check={codenameCheck} id={codenameMessageId} />
            )}
          </div>

          <div className="grid gap-2">
            <Label htmlFor="headline">
              Professional Headline
              <Required />
            </Label>
            <Input
              id="headline"
              maxLength={HEADLINE_MAX_LENGTH}
              aria-required="true"
              aria-invalid={errors.headline ? true : undefined}
              aria-describedby={errors.headline ? "headline-error" : undefined}
              {...register("headline")}
            />
            <FieldError id="headline-error">{errors.headline?.message}</FieldError>
            <DomainMentionHints field="headline" text={headline} identity={identity} />
          </div>

          <LocationField
            ref={locationField}
            id="location"
            label="Location"
            required
            value={location}
            error={errors.location?.message}
            onChange={(text) => {
              setValue("location", text, { shouldDirty: true, shouldValidate: !!errors.location });
              setValue("city", "");
              setValue("state", "");
              setValue("country", "");
            }}
            onSelect={(place) => {
              setValue("location", place.formattedAddress, { shouldDirty: true, shouldValidate: true });
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
          <AnonymityGuard
            draft={{ headline, city, state, country, locationPrecision, skills: splitSkills(skills), screening }}
            onFix={(fix) => {
              if (fix.kind === "headline" && fix.headline) {
                setValue("headline", fix.headline, { shouldDirty: true, shouldValidate: true });
              } else if (fix.kind !== "headline") {
                setValue("locationPrecision", fix.kind, { shouldDirty: true });
              }
            }}
          />
        </Section>

        <Section title="Job Preferences">
          <div className="grid gap-2">
            <Label htmlFor="jobType">Job Type</Label>
            <NativeSelect id="jobType" {...register("jobType")}>
              {JOB_TYPES.map((type) => (
                <option key={type} value={type}>
                  {JOB_TYPE_LABELS[type]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Controller
            control={control}
            name="salary"
            render={({ field }) => (
              <SalaryRangeField
                value={field.value}
                onChange={field.onChange}
                country={country}
                highest={profile.maxSalary}
              />
            )}
          />
        </Section>

        <Section
          title="Screening"
          description="Optional. What recruiters filter by before keywords, each kept coarse so it never singles you out."
        >
          <Controller
            control={control}
            name="screening"
            render={({ field }) => <ScreeningFields value={field.value} onChange={field.onChange} />}
          />
        </Section>

        <Section title="Skills & Pitch">
          <div className="grid gap-2">
            <Label htmlFor="skills">
              Skills
              <Required />
            </Label>
            <Input
              id="skills"
              aria-required="true"
              aria-invalid={errors.skills ? true : undefined}
              aria-describedby={cn("skills-hint", errors.skills && "skills-error")}
              {...register("skills")}
            />
            <p id="skills-hint" className="text-sm text-muted-foreground">
              Separate skills with commas.
            </p>
            <FieldError id="skills-error">{errors.skills?.message}</FieldError>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="pitch">Your Pitch</Label>
            <Textarea
              id="pitch"
              rows={6}
              maxLength={PITCH_MAX_LENGTH}
              aria-describedby="pitch-count"
              {...register("pitch")}
            />
            <p id="pitch-count" className="text-right text-sm text-muted-foreground tabular-nums">
              {pitch.length}/{PITCH_MAX_LENGTH}
            </p>
            <DomainMentionHints field="pitch" text={pitch} identity={identity} />
          </div>
        </Section>

        <Section
          title="Contact details"
          description="Private: shared only with recruiters whose reveal request you approve."
        >
          <div className="grid gap-2">
            <Label htmlFor="linkedinUrl">LinkedIn Profile URL</Label>
            <Input
              id="linkedinUrl"
              type="url"
              inputMode="url"
              placeholder="https://www.linkedin.com/in/your-name"
              aria-invalid={errors.linkedinUrl ? true : undefined}
              aria-describedby={errors.linkedinUrl ? "linkedinUrl-error" : undefined}
              {...register("linkedinUrl")}
            />
            <FieldError id="linkedinUrl-error">{errors.linkedinUrl?.message}</FieldError>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="phoneNumber">Phone Number</Label>
            <div className="grid gap-2 sm:grid-cols-[minmax(0,14rem)_1fr]">
              <NativeSelect id="phoneCountryCode" aria-label="Country code" {...register("phoneCountryCode")}>
                <option value="">Country code</option>
                {PHONE_COUNTRY_CODES.map((option) => (
                  <option key={option.label} value={option.code}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
              <Input
                id="phoneNumber"
                type="tel"
                autoComplete="tel-national"
                aria-invalid={errors.phoneNumber ? true : undefined}
                aria-describedby={errors.phoneNumber ? "phoneNumber-error" : undefined}
                {...register("phoneNumber")}
              />
            </div>
            <FieldError id="phoneNumber-error">{errors.phoneNumber?.message}</FieldError>
          </div>
        </Section>

        <Section title="Profile Visibility">
          <div className="grid gap-2">
            <Label htmlFor="status">Profile Visibility</Label>
            <NativeSelect id="status" aria-describedby="status-hint" {...register("status")}>
              {PROFILE_STATUS_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label} ({option.description})
                </option>
              ))}
            </NativeSelect>
            <p id="status-hint" className="text-sm text-muted-foreground">
              Hidden profiles do not appear in recruiters' searches.
            </p>
          </div>
        </Section>

        <div className="sticky bottom-0 z-10 -mx-4 flex justify-end border-t bg-background/95 px-4 py-4 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0 sm:py-0 sm:backdrop-blur-none">
          <Button type="submit" size="lg" disabled={save.isPending} className="w-full sm:w-auto">
            {save.isPending ? <Spinner /> : <SaveIcon aria-hidden="true" />}
            {save.isPending ? "Saving Changes..." : "Save Changes"}
          </Button>
        </div>
      </form>
      <IdentityLeakWarning
        leaks={leaks}
        onClose={() => setLeaks([])}
        onSaveAnyway={() => {
          const values = pendingValues.current;
          pendingValues.current = null;
          if (values) void submit(values);
        }}
        onEdit={(field: LeakField) => setFocus(field)}
      />
    </>
  );
}
