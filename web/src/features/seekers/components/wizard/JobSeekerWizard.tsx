import * as React from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon } from "lucide-react";
import { FormProvider, useForm, type FieldErrors } from "react-hook-form";
import { useNavigate } from "react-router";

import { isApiError } from "@/api/client";
import { Spinner } from "@/components/Spinner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { validateCodename } from "@/lib/codename";
import { paths } from "@/lib/paths";
import { splitSkills } from "@/lib/skills";

import { useSaveProfile } from "@/api/profile";
import { detectIdentityLeaks, type IdentityLeak, type IdentityValues, type LeakField } from "@/lib/identity-leaks";
import { clearWizardDraft, loadWizardDraft, saveWizardDraft } from "../../lib/wizard-draft";
import { IdentityLeakWarning } from "../IdentityLeakWarning";
import type { LocationFieldHandle } from "@/components/places/settle-location";

import { BasicInfoStep } from "./BasicInfoStep";
import { JobPreferencesStep } from "./JobPreferencesStep";
import { SkillsStep } from "./SkillsStep";
import { StepIndicator } from "./StepIndicator";
import { VisibilityStep } from "./VisibilityStep";
import { hideFromCurrentEmployer } from "../shield/hide-from-current-employer";
import { CurrentEmployerField } from "../shield/CurrentEmployerField";
import {
  FIELD_STEP,
  STEPS,
  emptyWizardValues,
  missingHeadline,
  missingSkills,
  toProfileRequest,
  wizardSchema,
  type WizardField,
  type WizardValues,
} from "./wizard-form";

const LAST_STEP = STEPS.length - 1;

type Props = {
  /** Whose draft this is (the key of the saved draft). */
  userId: string;
  /** The person's own details, to warn when the anonymous texts give them away. */
  identity: IdentityValues;
};

/**
 * The four-step onboarding wizard (docs/spec/features.md section 2). Each change is kept as a draft
 * for this tab; Complete Profile checks the required fields, warns about anything that
 * reveals the person, then creates the profile.
 */
export function JobSeekerWizard({ userId, identity }: Props) {
  const navigate = useNavigate();
  const save = useSaveProfile();
  const [initialDraft] = React.useState(() => loadWizardDraft(userId));
  const [step, setStep] = React.useState(initialDraft?.step ?? 0);
  const [leaks, setLeaks] = React.useState<IdentityLeak[]>([]);
  // The field to focus once its step is showing (after a refusal or 'Edit').
  const [focusTarget, setFocusTarget] = React.useState<WizardField | null>(null);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const saved = React.useRef(false);
  const locationField = React.useRef<LocationFieldHandle>(null);

  const form = useForm<WizardValues>({
    resolver: zodResolver(wizardSchema),
    mode: "onChange",
    defaultValues: initialDraft?.values ?? emptyWizardValues,
  });
  const { watch, getValues, setError, setFocus, trigger } = form;
  const codename = watch("codename");
  const codenameBlocked = !codename.trim() || validateCodename(codename) !== null || !!form.formState.errors.codename;

  // Keep the draft: every change, and every step change.
  React.useEffect(() => {
    const subscription = watch(() => {
      if (!saved.current) saveWizardDraft(userId, { step, values: getValues() });
    });
    if (!saved.current) saveWizardDraft(userId, { step, values: getValues() });
    return () => subscription.unsubscribe();
  }, [watch, getValues, userId, step]);

  // A restored draft with a codename shows its problem at once.
  React.useEffect(() => {
    if (initialDraft?.values.codename) void trigger("codename");
  }, [initialDraft, trigger]);

  // On a new step: focus the field asked for, else the step's heading (screen readers
  // hear where they are; keyboard users continue from the top of the step).
  const shownStep = React.useRef(step);
  React.useEffect(() => {
    if (focusTarget && FIELD_STEP[focusTarget] === step) {
      shownStep.current = step;
      setFocus(focusTarget);
      setFocusTarget(null);
      return;
    }
    if (shownStep.current !== step) {
      shownStep.current = step;
      headingRef.current?.focus();
    }
  }, [step, focusTarget, setFocus]);

  function goTo(field: WizardField) {
    const target = FIELD_STEP[field];
    if (target === step) setFocus(field);
    else {
      setFocusTarget(field);
      setStep(target);
    }
  }

  function missing(field: WizardField, message: string) {
    toast({ variant: "destructive", title: "Missing Information", description: message });
    setError(field, { type: "required", message });
    setFocus(field);
  }

  async function next() {
    if (step === 0 && (await locationField.current?.settle()) === "unresolved") {
      locationField.current?.focus();
      return;
    }
    const values = getValues();
    if (step === 0) {
      if (!values.headline.trim()) return missing("headline", missingHeadline);
      if (codenameBlocked) {
        await trigger("codename");
        setFocus("codename");
        return;
      }
    }
    if (step === 2 && splitSkills(values.skills).length === 0) return missing("skills", missingSkills);
    setStep((current) => Math.min(current + 1, LAST_STEP));
  }

  function back() {
    setStep((current) => Math.max(current - 1, 0));
  }

  async function create(values: WizardValues) {
    // The employer first: the profile is never searchable by them, not even for a moment.
    if (!(await hideFromCurrentEmployer(values))) return;
    let warning: string | null | undefined;
    try {
      const saved = await save.mutateAsync(toProfileRequest(values));
      warning = saved.anonymity?.warning;
    } catch (error) {
      if (isApiError(error) && error.status === 409 && error.code === "codename_taken") {
        // Back to the codename; everything else stays as it was.
        setFocusTarget("codename");
        setStep(0);
        setError("codename", { type: "server", message: error.message });
        if (step === 0) setFocus("codename");
        return;
      }
      toast({
        variant: "destructive",
        title: "Profile Creation Failed",
        description: "There was an error creating your profile. Please try again.",
      });
      return;
    }
    saved.current = true;
    clearWizardDraft(userId);
    // Saving runs the re-identification check again: its warning goes with the toast.
    const created = "Your anonymous profile has been created successfully.";
    toast({ title: "Profile Created", description: warning ? `${created} ${warning}` : created });
    void navigate(paths.profileSuccess);
  }

  function onValid(values: WizardValues) {
    const found = detectIdentityLeaks(
      { codename: values.codename, headline: values.headline, pitch: values.pitch },
      identity,
    );
    if (found.length > 0) {
      setLeaks(found);
      return;
    }
    void create(values);
  }

  function onInvalid(errors: FieldErrors<WizardValues>) {
    toast({
      variant: "destructive",
      title: "Missing Information",
      description: "Please fill in all required fields before submitting",
    });
    const order = Object.keys(FIELD_STEP) as WizardField[];
    const first = order.find((field) => errors[field]);
    if (first) goTo(first);
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Enter in a field means Continue until the last step.
    if (step < LAST_STEP) {
      void next();
      return;
    }
    void form.handleSubmit(onValid, onInvalid)(event);
  }

  const current = STEPS[step];

  return (
    <FormProvider {...form}>
      <div className="grid gap-6">
        <StepIndicator steps={STEPS} current={step} />
        <form onSubmit={submit} noValidate aria-labelledby="wizard-step-title">
          <Card>
            <CardHeader>
              <h2
                id="wizard-step-title"
                ref={headingRef}
                tabIndex={-1}
                className="text-xl font-semibold tracking-tight outline-none"
              >
                {current.title}
              </h2>
              <CardDescription>{current.description}</CardDescription>
            </CardHeader>
            <CardContent>
              {step === 0 && <BasicInfoStep locationField={locationField} />}
              {step === 1 && <JobPreferencesStep />}
              {step === 2 && <SkillsStep identity={identity} />}
              {step === 3 && (
                <>
                  <VisibilityStep />
                  <CurrentEmployerField />
                </>
              )}
            </CardContent>
            <CardFooter className="flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:justify-between">
              {step > 0 ? (
                <Button type="button" variant="outline" onClick={back} className="w-full sm:w-auto">
                  <ArrowLeftIcon aria-hidden="true" />
                  Back
                </Button>
              ) : (
                <span className="hidden sm:block" />
              )}
              {step < LAST_STEP ? (
                <Button type="submit" disabled={step === 0 && codenameBlocked} className="w-full sm:w-auto">
                  Continue
                  <ArrowRightIcon aria-hidden="true" />
                </Button>
              ) : (
                <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
                  {save.isPending ? <Spinner /> : <CheckIcon aria-hidden="true" />}
                  Complete Profile
                </Button>
              )}
            </CardFooter>
          </Card>
        </form>
      </div>
      <IdentityLeakWarning
        leaks={leaks}
        onClose={() => setLeaks([])}
        onSaveAnyway={() => void create(getValues())}
        onEdit={(field: LeakField) => goTo(field)}
      />
    </FormProvider>
  );
}
