import * as React from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeftIcon, ArrowRightIcon, Building2Icon, CheckIcon, UserRoundIcon } from "lucide-react";
import { Controller, useForm, type FieldErrors, type FieldPath } from "react-hook-form";
import { Navigate, useNavigate } from "react-router";

import { isApiError } from "@/api/client";
import { useSaveEmployer } from "@/api/employer";
import { useSession } from "@/api/session";
import { Spinner } from "@/components/Spinner";
import LocationField from "@/components/places/LocationField";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { type LocationFieldHandle, submitAfterLocation } from "@/components/places/settle-location";
import { TextField } from "@/features/recruiters/components/TextField";
import { clearDraft, loadOnboardingDraft, saveDraft } from "@/features/recruiters/lib/drafts";
import { paths } from "@/lib/paths";
import { recruiterOnboardingDraftKey } from "@/lib/user-storage";
import {
  emptyOnboarding,
  onboardingRequest,
  onboardingSchema,
  serverFieldError,
  type OnboardingValues,
} from "@/features/recruiters/lib/employer-form";
import { useDocumentTitle } from "@/lib/use-document-title";
import { cn } from "@/lib/utils";

type Step = 1 | 2;

const steps = [
  {
    step: 1 as const,
    title: "Company Information",
    description: "The company you hire for, as candidates will see it.",
    icon: Building2Icon,
    fields: ["companyName", "website"] as FieldPath<OnboardingValues>[],
  },
  {
    step: 2 as const,
    title: "Your Role & Branding",
    description: "Your position, where you are based, and optionally your company's logo.",
    icon: UserRoundIcon,
    fields: ["recruiterRole", "location", "logoUrl"] as FieldPath<OnboardingValues>[],
  },
];

function missingInformation() {
  toast({ variant: "destructive", title: "Missing Information", description: "Please fill in all required fields." });
}

/**
 * /onboarding-recruiter (docs/spec/features.md section 2): a two-step wizard that creates the
 * company profile. The draft is saved locally on every change, reloaded on open and
 * cleared on success.
 */
export default function OnboardingRecruiterPage() {
  useDocumentTitle("Set up your recruiter profile");
  const { data: session } = useSession();
  // Decided once on arrival: after saving, the session says "has a profile" too.
  const [alreadyOnboarded] = React.useState(() => session?.hasEmployerProfile ?? false);

  if (!session) return null; // The route guard has loaded the session already.
  if (alreadyOnboarded) return <Navigate to={paths.recruiterDashboard} replace />;
  return <OnboardingWizard userId={session.user.id} />;
}

function OnboardingWizard({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const draftKey = recruiterOnboardingDraftKey(userId);
  const [draft] = React.useState(() => loadOnboardingDraft(draftKey));
  const [step, setStep] = React.useState<Step>(draft?.step ?? 1);
  const save = useSaveEmployer();

  const form = useForm<OnboardingValues>({
    resolver: zodResolver(onboardingSchema),
    defaultValues: { ...emptyOnboarding, ...draft?.values },
  });
  const { register, control, handleSubmit, trigger, setValue, setError, getValues, formState } = form;
  const { errors } = formState;

  // Every change (and every step) goes to the draft at once.
  React.useEffect(() => {
    saveDraft(draftKey, { step, values: getValues() });
    const subscription = form.watch((values) => saveDraft(draftKey, { step, values }));
    return () => subscription.unsubscribe();
  }, [form, draftKey, step, getValues]);

  const current = steps[step - 1];
  const heading = React.useRef<HTMLHeadingElement>(null);
  const goTo = (next: Step) => {
    setStep(next);
    // Move the focus to the new step's title, so keyboard and screen reader users follow.
    requestAnimationFrame(() => heading.current?.focus());
  };

  const locationField = React.useRef<LocationFieldHandle>(null);
  const next = async () => {
    if (await trigger(steps[0].fields, { shouldFocus: true })) goTo(2);
    else missingInformation();
  };

  const onValid = (values: OnboardingValues) =>
    save.mutateAsync(onboardingRequest(values)).then(
      () => {
        clearDraft(draftKey);
        toast({ title: "Profile Created", description: "Your recruiter profile has been created successfully." });
        void navigate(paths.recruiterDashboard);
      },
      (error: unknown) => {
        if (isApiError(error) && error.status === 401) {
          toast({
            variant: "destructive",
            title: "Authentication Error",
            description: "You must be logged in to create a recruiter profile.",
          });
          return;
        }
        const fieldError = serverFieldError(error);
        if (fieldError && fieldError.field in emptyOnboarding) {
          const field = fieldError.field as keyof OnboardingValues;
          setError(field, { message: fieldError.message });
          if (steps[0].fields.includes(field)) setStep(1);
        }
        toast({
          variant: "destructive",
          title: "Profile Creation Failed",
          description: "There was an error creating your profile. Please try again.",
        });
      },
    );

  const onInvalid = (fieldErrors: FieldErrors<OnboardingValues>) => {
    missingInformation();
    if (fieldErrors.companyName || fieldErrors.website) setStep(1);
  };

  const submitting = save.isPending;

  return (
    <div className="flex flex-1 flex-col bg-linear-to-b from-indigo-50/80 via-background to-background px-4 py-10 sm:px-6 md:py-16 dark:from-indigo-950/30">
      <div className="mx-auto w-full max-w-2xl">
        <header className="mb-8 space-y-2 text-center">
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Set up your recruiter profile</h1>
          <p className="text-muted-foreground">
            Candidates see your company before they decide to reveal who they are. It takes a minute.
          </p>
        </header>

        <StepIndicator step={step} />

        <form
          noValidate
          onSubmit={(event) => {
            if (step === 1) {
              event.preventDefault();
              void next();
            } else submitAfterLocation(locationField, handleSubmit(onValid, onInvalid))(event);
          }}
        >
          <Card>
            <CardHeader>
              <p className="text-sm font-medium text-muted-foreground">Step {step} of 2</p>
              <CardTitle className="text-xl">
                <h2 ref={heading} tabIndex={-1} className="outline-none">
                  {current.title}
                </h2>
              </CardTitle>
              <CardDescription>{current.description}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-5">
              {step === 1 ? (
                <>
                  <TextField
                    id="company-name"
                    label="Company Name"
                    required
                    autoComplete="organization"
                    placeholder="Acme Corporation"
                    error={errors.companyName?.message}
                    {...register("companyName")}
                  />
                  <TextField
                    id="company-website"
                    label="Company Website"
                    required
                    type="url"
                    inputMode="url"
                    autoComplete="url"
                    placeholder="https://acme.com"
                    error={errors.website?.message}
                    {...register("website")}
                  />
                </>
              ) : (
                <>
                  <TextField
                    id="recruiter-role"
                    label="Your Role"
                    required
                    autoComplete="organization-title"
                    placeholder="Talent Acquisition Lead"
                    error={errors.recruiterRole?.message}
                    {...register("recruiterRole")}
                  />
                  <Controller
                    control={control}
                    name="location"
                    render={({ field, fieldState }) => (
                      <LocationField
                        ref={locationField}
                        id="company-location"
                        label="Location"
                        required
                        value={field.value}
                        onChange={(text) => {
                          field.onChange(text);
                          // Typed text is no longer the place chosen before.
                          setValue("city", "");
                          setValue("state", "");
                          setValue("country", "");
                        }}
                        onSelect={(place) => {
                          setValue("location", place.formattedAddress, { shouldValidate: true });
                          setValue("city", place.city);
                          setValue("state", place.state);
                          setValue("country", place.country);
                        }}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                  <TextField
                    id="logo-url"
                    label="Company Logo URL"
                    hint="Optional. A link to your logo starting with https://. You can also upload one later."
                    type="url"
                    inputMode="url"
                    placeholder="https://acme.com/logo.png"
                    error={errors.logoUrl?.message}
                    {...register("logoUrl")}
                  />
                </>
              )}
            </CardContent>
            <CardFooter className="justify-between gap-3 border-t pt-6">
              {step === 2 ? (
                <Button type="button" variant="outline" onClick={() => goTo(1)} disabled={submitting}>
                  <ArrowLeftIcon aria-hidden="true" />
                  Back
                </Button>
              ) : (
                <span />
              )}
              {step === 1 ? (
                <Button type="submit">
                  Next
                  <ArrowRightIcon aria-hidden="true" />
                </Button>
              ) : (
                <Button type="submit" disabled={submitting}>
                  {submitting && <Spinner />}
                  {submitting ? "Creating Profile..." : "Complete Profile"}
                </Button>
              )}
            </CardFooter>
          </Card>
        </form>
      </div>
    </div>
  );
}

function StepIndicator({ step }: { step: Step }) {
  return (
    <ol className="mb-6 grid grid-cols-2 gap-3" aria-label="Progress">
      {steps.map((item) => {
        const done = item.step < step;
        const active = item.step === step;
        const Icon = done ? CheckIcon : item.icon;
        return (
          <li key={item.step} aria-current={active ? "step" : undefined} className="space-y-2">
            <div className={cn("h-1.5 rounded-full bg-muted", (done || active) && "bg-primary")} />
            <div
              className={cn(
                // Titles wrap rather than being cut off on a phone.
                "flex items-start gap-2 text-sm",
                active ? "font-medium text-foreground" : "text-muted-foreground",
              )}
            >
              <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span className="min-w-0">{item.title}</span>
              {done && <span className="sr-only">(completed)</span>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
