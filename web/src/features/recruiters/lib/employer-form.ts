/**
 * The company profile forms (docs/spec/features.md section 5, 'Recruiter forms'): company name,
 * website, role and location are required; the logo is optional; the website's format is
 * not checked. The same schemas check what the mutation sends.
 */
import { isApiError, type Schemas } from "@/api/client";
import type { EmployerProfile } from "@/api/employer";
import { formatShortDate } from "@/lib/dates";
import { z } from "@/lib/zod";

type EmployerRequest = Schemas["EmployerRequest"];

export const LOGO_URL_MESSAGE = "The logo URL must be a valid https:// address";

/** Uploaded logos come back as addresses under this path; sending one back keeps the logo. */
const UPLOADED_LOGO_PREFIX = "/files/company-logos/";

function isAcceptableLogoUrl(value: string): boolean {
  if (value === "" || value.startsWith(UPLOADED_LOGO_PREFIX)) return true;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/** Required text, trimmed, of at most `max` characters. */
const required = (message: string, max: number, tooLong: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong));

export const companyInformationSchema = z.object({
  companyName: required("Company name is required", 150, "Company name must be 150 characters or fewer"),
  website: required("Company website is required", 300, "Company website must be 300 characters or fewer"),
});

export const roleAndBrandingSchema = z.object({
  recruiterRole: required("Your role is required", 150, "Your role must be 150 characters or fewer"),
  location: required("Location is required", 200, "Location must be 200 characters or fewer"),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  logoUrl: z.string().check(z.trim(), z.refine(isAcceptableLogoUrl, LOGO_URL_MESSAGE)),
});

export const onboardingSchema = z.extend(companyInformationSchema, roleAndBrandingSchema.shape);
export type OnboardingValues = z.infer<typeof onboardingSchema>;

export const companyProfileSchema = z.extend(onboardingSchema, {
  companySize: z.string(),
  industry: z.string().check(z.trim(), z.maxLength(100, "Industry must be 100 characters or fewer")),
});
export type CompanyProfileValues = z.infer<typeof companyProfileSchema>;

export const emptyOnboarding: OnboardingValues = {
  companyName: "",
  website: "",
  recruiterRole: "",
  location: "",
  city: "",
  state: "",
  country: "",
  logoUrl: "",
};

export function companyProfileValues(employer: EmployerProfile): CompanyProfileValues {
  return {
    companyName: employer.companyName,
    website: employer.website,
    recruiterRole: employer.recruiterRole,
    location: employer.location,
    city: employer.city,
    state: employer.state,
    country: employer.country,
    logoUrl: employer.logoUrl ?? "",
    companySize: employer.companySize,
    industry: employer.industry,
  };
}

/** The onboarding request: no logo field at all when none was given. */
export function onboardingRequest(values: OnboardingValues): EmployerRequest {
  const { logoUrl, ...rest } = onboardingSchema.parse(values);
  return logoUrl ? { ...rest, logoUrl } : rest;
}

/** The edit request: an empty logo removes it, the uploaded logo's address keeps it. */
export function companyProfileRequest(values: CompanyProfileValues): EmployerRequest {
  return companyProfileSchema.parse(values);
}

/** Company sizes offered on the edit form. */
export const COMPANY_SIZES = ["1-10", "11-50", "51-200", "201-500", "501-1000", "1001-5000", "5001+"] as const;

/** Which field a validation answer from the server is about, by its code. */
const fieldByCode: Record<string, keyof CompanyProfileValues> = {
  missing_company_name: "companyName",
  missing_website: "website",
  missing_role: "recruiterRole",
  missing_location: "location",
  invalid_location: "location",
  invalid_logo_url: "logoUrl",
  invalid_company_size: "companySize",
  invalid_industry: "industry",
};

/** The field and message of a 422 from PUT /api/employer, to show beside that field. */
export function serverFieldError(error: unknown): { field: keyof CompanyProfileValues; message: string } | null {
  if (!isApiError(error) || !error.fromServer) return null;
  // A rename within 30 days of the last: the message says when it is allowed again.
  if (error.status === 429 && error.code === "company_change_too_soon") return { field: "companyName", message: error.message };
  if (error.status !== 422) return null;
  const field = fieldByCode[error.code];
  return field ? { field, message: error.message } : null;
}

/**
 * The company name and website change at most once per 30 days (so nobody can rename a
 * company to learn which employer a profile hides from): until when they are fixed.
 */
export function lockedUntilText(until: string): string {
  return `Your company name or website changed recently. You can change them again on ${formatShortDate(until)}.`;
}
