import * as React from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeftIcon, CheckCircle2Icon, HistoryIcon } from "lucide-react";
import { Controller, useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";

import { isApiError } from "@/api/client";
import { useEmployer, useSaveEmployer, type EmployerProfile } from "@/api/employer";
import { useSession } from "@/api/session";
import { CenteredStatus } from "@/components/CenteredStatus";
import { PageContainer } from "@/components/PageContainer";
import { Spinner } from "@/components/Spinner";
import LocationField from "@/components/places/LocationField";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/use-toast";
import { type LocationFieldHandle, submitAfterLocation } from "@/components/places/settle-location";
import { CompleteProfilePrompt } from "@/features/recruiters/components/CompleteProfilePrompt";
import { LoadFailure } from "@/features/recruiters/components/LoadFailure";
import { LogoUpload } from "@/features/recruiters/components/LogoUpload";
import { TextField } from "@/features/recruiters/components/TextField";
import { VerificationCard } from "@/features/recruiters/components/VerificationCard";
import { clearDraft, loadCompanyProfileDraft, saveDraft } from "@/features/recruiters/lib/drafts";
import { paths } from "@/lib/paths";
import { recruiterProfileDraftKey } from "@/lib/user-storage";
import {
  COMPANY_SIZES,
  companyProfileRequest,
  companyProfileSchema,
  companyProfileValues,
  lockedUntilText,
  serverFieldError,
  type CompanyProfileValues,
} from "@/features/recruiters/lib/employer-form";
import { useDocumentTitle } from "@/lib/use-document-title";

/**
 * /edit-recruiter-profile (docs/spec/features.md section 2, 'Edit company profile'): logo, company
 * details, role and location. Unsaved changes are kept as a local draft; the draft is
 * removed on a successful save, or when there is no company profile to edit.
 */
export default function EditRecruiterProfilePage() {
  useDocumentTitle("Edit Company Profile");
  const { data: session } = useSession();
  const employer = useEmployer();
  const userId = session?.user.id ?? "";

  const { isError, errorUpdatedAt, data } = employer;
  React.useEffect(() => {
    if (isError) {
      toast({ variant: "destructive", title: "Error", description: "Could not load your profile. Please try again." });
    }
  }, [isError, errorUpdatedAt]);

  React.useEffect(() => {
    if (data === null && userId) clearDraft(recruiterProfileDraftKey(userId));
  }, [data, userId]);

  if (employer.isPending || !userId) return <CenteredStatus text="Loading your company profile..." />;
  if (employer.isError) {
    return (
      <PageContainer title="Edit Company Profile">
        <LoadFailure
          message="Could not load your profile. Please try again."
          onRetry={() => void employer.refetch()}
          retrying={employer.isFetching}
        />
      </PageContainer>
    );
  }
  if (!employer.data) {
    return (
      <PageContainer title="Edit Company Profile">
        <CompleteProfilePrompt />
      </PageContainer>
    );
  }
  return <CompanyProfileForm employer={employer.data} userId={userId} />;
}

function sameValues(a: CompanyProfileValues, b: CompanyProfileValues): boolean {
  return (Object.keys(a) as (keyof CompanyProfileValues)[]).every((key) => a[key] === b[key]);
}

function CompanyProfileForm({ employer, userId }: { employer: EmployerProfile; userId: string }) {
  const navigate = useNavigate();
  const save = useSaveEmployer();
  const draftKey = recruiterProfileDraftKey(userId);
  const saved = React.useMemo(() => companyProfileValues(employer), [employer]);

  // A draft of unsaved changes wins over the stored profile. The logo is not part of it:
  // uploads are stored at once, so the profile's own logo is always the current one.
  const [initial] = React.useState(() => {
    const draft = loadCompanyProfileDraft(draftKey);
    const values = draft ? { ...draft, logoUrl: saved.logoUrl } : saved;
    return { values, restored: Boolean(draft) && !sameValues(values, saved) };
  });
  const [restored, setRestored] = React.useState(initial.restored);

  const form = useForm<CompanyProfileValues>({
    resolver: zodResolver(companyProfileSchema),
    defaultValues: initial.values,
  });
  const { register, control, handleSubmit, setValue, setError, reset, watch, formState } = form;
  const { errors } = formState;
  const locationField = React.useRef<LocationFieldHandle>(null);

  // Only real changes are kept: opening the page writes nothing.
  React.useEffect(() => {
    const subscription = watch((values) => saveDraft(draftKey, values));
    return () => subscription.unsubscribe();
  }, [watch, draftKey]);

  const discardDraft = () => {
    reset(saved);
    // After the reset, whose change notice would otherwise write the draft again.
    clearDraft(draftKey);
    setRestored(false);
  };

  const onValid = (values: CompanyProfileValues) =>
    save.mutateAsync(companyProfileRequest(values)).then(
      () => {
        clearDraft(draftKey);
        toast({ title: "Profile Updated" });
        void navigate(paths.recruiterDashboard);
      },
      (error: unknown) => {
        const fieldError = serverFieldError(error);
        if (fieldError) setError(fieldError.field, { message: fieldError.message }, { shouldFocus: true });
        const tooSoon = isApiError(error) && error.code === "company_change_too_soon";
        toast({
          variant: "destructive",
          title: "Update Failed",
          description: tooSoon ? error.message : "There was an error updating your profile. Please try again.",
        });
      },
    );

  const onInvalid = () =>
    toast({ variant: "destructive", title: "Missing Information", description: "Please fill in all required fields." });

  const submitting = save.isPending;
  const logoUrl = watch("logoUrl");
  const companySize = watch("companySize");
  const sizes: readonly string[] =
    companySize && !COMPANY_SIZES.includes(companySize as (typeof COMPANY_SIZES)[number])
      ? [...COMPANY_SIZES, companySize]
      : COMPANY_SIZES;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 md:py-12">
      <Button asChild variant="ghost" className="-ml-3 mb-4">
        <Link to={paths.recruiterDashboard}>
          <ArrowLeftIcon aria-hidden="true" />
          Back to Dashboard
        </Link>
      </Button>
      <header className="mb-8 space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Edit Company Profile</h1>
          <Badge variant="secondary">Recruiter</Badge>
        </div>
        <p className="text-muted-foreground">
          Candidates see these details with every reveal request you send.
        </p>
      </header>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <form noValidate onSubmit={submitAfterLocation(locationField, handleSubmit(onValid, onInvalid))} className="lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">
                <h2>Company Details</h2>
              </CardTitle>
              <CardDescription>Fields marked * are required.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-5">
              {restored && (
                <div
                  role="status"
                  className="flex flex-col gap-3 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 sm:flex-row sm:items-center dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200"
                >
                  <HistoryIcon className="size-4 shrink-0" aria-hidden="true" />
                  <p className="flex-1">We restored changes you had not saved yet.</p>
                  <Button type="button" variant="outline" size="sm" onClick={discardDraft}>
                    Discard changes
                  </Button>
                </div>
              )}

              <LogoUpload
                logoUrl={logoUrl}
                disabled={submitting}
                onUploaded={(url) => setValue("logoUrl", url, { shouldDirty: true })}
                onRemove={() => setValue("logoUrl", "", { shouldDirty: true })}
              />
              <FieldError>{errors.logoUrl?.message}</FieldError>

              <div className="grid gap-5 sm:grid-cols-2">
                <TextField
                  id="company-name"
                  label="Company Name"
                  required
                  autoComplete="organization"
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
                {employer.detailsLockedUntil && (
                  <p id="company-details-locked" className="text-sm text-muted-foreground sm:col-span-2">
                    {lockedUntilText(employer.detailsLockedUntil)}
                  </p>
                )}
                <div className="sm:col-span-2">
                  <TextField
                    id="recruiter-role"
                    label="Your Role"
                    required
                    autoComplete="organization-title"
                    error={errors.recruiterRole?.message}
                    {...register("recruiterRole")}
                  />
                </div>
                <div className="sm:col-span-2">
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
                </div>
                <div className="grid gap-2">
                  <Label htmlFor="company-size">Company Size</Label>
                  <NativeSelect id="company-size" {...register("companySize")}>
                    <option value="">Select company size</option>
                    {sizes.map((size) => (
                      <option key={size} value={size}>
                        {size} employees
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                <TextField
                  id="industry"
                  label="Industry"
                  placeholder="e.g. Software, Healthcare, Finance"
                  error={errors.industry?.message}
                  {...register("industry")}
                />
              </div>
            </CardContent>
            <CardFooter className="flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:justify-end">
              <Button asChild type="button" variant="outline" className="w-full sm:w-auto">
                <Link to={paths.recruiterDashboard}>Cancel</Link>
              </Button>
              <Button type="submit" disabled={submitting} className="w-full sm:w-auto">
                {submitting && <Spinner />}
                {submitting ? "Saving Changes..." : "Save Changes"}
              </Button>
            </CardFooter>
          </Card>
        </form>

        <aside className="grid content-start gap-6">
          <VerificationCard employer={employer} />
          <ProfileTips />
        </aside>
      </div>
    </div>
  );
}

const profileTips = [
  "Use your company's real, full name so candidates recognise it straight away.",
  "A clear square logo helps your requests stand out, and builds trust.",
  "Give your actual job title: candidates want to know who they would talk to.",
  "Keep the location current; many candidates filter by where they could work.",
];

function ProfileTips() {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="text-lg">
          <h2>Profile Tips</h2>
        </CardTitle>
        <CardDescription>A complete company profile gets more requests approved.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3">
          {profileTips.map((tip) => (
            <li key={tip} className="flex gap-2 text-sm text-muted-foreground">
              <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
              <span>{tip}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
