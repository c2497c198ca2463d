/**
 * The edit form's values, the zod schema that checks them, and the PUT request they
 * become (docs/spec/features.md section 2, "Edit job seeker profile").
 */
import { normalizeCodename, validateCodename } from "@/lib/codename";
import { emptyScreening, type Screening } from "@/api/screening";
import { splitSkills } from "@/lib/skills";
import { z } from "@/lib/zod";

import type { OwnProfile, ProfileRequest } from "@/api/profile";
import {
  HEADLINE_MAX_LENGTH,
  JOB_TYPES,
  PITCH_MAX_LENGTH,
  PROFILE_STATUSES,
  SALARY_MAX,
  jobTypeOrDefault,
  statusOrDefault,
} from "../../lib/profile-options";
import { LOCATION_PRECISIONS, precisionOrDefault } from "../../lib/location-precision";

/** The salary range a profile without one starts from (docs/spec/features.md section 9). */
export const DEFAULT_SALARY_RANGE: [number, number] = [50_000, 150_000];

export const messages = {
  headline: "Please enter your professional headline",
  location: "Please enter your location",
  skills: "Please add at least one skill to your profile",
  linkedinUrl: "Please enter a valid LinkedIn URL (https://www.linkedin.com/in/...)",
  phoneNumber: "Please enter a valid phone number",
} as const;

/** As the server checks it: https, on linkedin.com or one of its subdomains. */
export function isLinkedinUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    const host = url.hostname.toLowerCase();
    return url.protocol === "https:" && (host === "linkedin.com" || host.endsWith(".linkedin.com"));
  } catch {
    return false;
  }
}

/** As the server checks it: digits, spaces, dots, dashes and brackets, 4 to 15 digits. */
export function isPhoneNumber(text: string): boolean {
  const number = text.trim();
  const digits = number.replace(/\D/g, "").length;
  return /^[\d\s().-]+$/.test(number) && digits >= 4 && digits <= 15;
}

const salaryBound = z.int().check(z.minimum(0), z.maximum(SALARY_MAX));

export const editProfileSchema = z.object({
  codename: z.string().check(
    z.superRefine((value, ctx) => {
      const problem = validateCodename(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  ),
  headline: z.string().check(z.trim(), z.minLength(1, messages.headline), z.maxLength(HEADLINE_MAX_LENGTH)),
  location: z.string().check(z.trim(), z.minLength(1, messages.location), z.maxLength(200)),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  locationPrecision: z.enum(LOCATION_PRECISIONS),
  jobType: z.enum(JOB_TYPES),
  salary: z.tuple([salaryBound, salaryBound]),
  skills: z.string().check(z.refine((text) => splitSkills(text).length > 0, messages.skills)),
  linkedinUrl: z
    .string()
    .check(
      z.trim(),
      z.maxLength(300),
      z.refine((text) => text === "" || isLinkedinUrl(text), messages.linkedinUrl),
    ),
  phoneCountryCode: z.string(),
  phoneNumber: z
    .string()
    .check(
      z.trim(),
      z.refine((text) => text === "" || isPhoneNumber(text), messages.phoneNumber),
    ),
  status: z.enum(PROFILE_STATUSES),
  pitch: z.string().check(z.maxLength(PITCH_MAX_LENGTH)),
  screening: z.custom<Screening>(),
});

export type EditProfileValues = z.infer<typeof editProfileSchema>;

/** The form as it opens: the saved profile, with the spec's defaults where it has none. */
export function valuesFromProfile(profile: OwnProfile): EditProfileValues {
  const noSalary = profile.minSalary <= 0 && profile.maxSalary <= 0;
  const min = Math.max(0, profile.minSalary);
  const max = profile.maxSalary > 0 ? profile.maxSalary : Math.max(min, DEFAULT_SALARY_RANGE[1]);
  return {
    codename: profile.codename,
    headline: profile.headline,
    location: profile.location,
    city: profile.city,
    state: profile.state,
    country: profile.country,
    locationPrecision: precisionOrDefault(profile.locationPrecision),
    jobType: jobTypeOrDefault(profile.jobType),
    salary: noSalary ? [...DEFAULT_SALARY_RANGE] : [Math.min(min, max), Math.max(min, max)],
    skills: profile.skills.join(", "),
    linkedinUrl: profile.identity?.linkedinUrl ?? "",
    phoneCountryCode: profile.identity?.phoneCountryCode ?? "",
    phoneNumber: profile.identity?.phoneNumber ?? "",
    status: statusOrDefault(profile.status),
    pitch: profile.pitch,
    screening: profile.screening ?? emptyScreening,
  };
}

/**
 * What PUT /api/profile receives: every field of the form, the summary kept as it is (PUT
 * replaces the whole profile), and the contact details ("" clears them).
 */
export function toProfileRequest(values: EditProfileValues, profile: OwnProfile): ProfileRequest {
  const [minSalary, maxSalary] = values.salary;
  return {
    codename: normalizeCodename(values.codename),
    headline: values.headline.trim(),
    location: values.location.trim(),
    city: values.city,
    state: values.state,
    country: values.country,
    locationPrecision: values.locationPrecision,
    jobType: jobTypeOrDefault(values.jobType),
    minSalary,
    maxSalary,
    skills: splitSkills(values.skills),
    status: statusOrDefault(values.status),
    pitch: values.pitch.trim(),
    summary: profile.summary,
    linkedinUrl: values.linkedinUrl.trim(),
    phoneNumber: values.phoneNumber.trim(),
    phoneCountryCode: values.phoneCountryCode,
    screening: values.screening,
  };
}

/** The slider's scale: up to at least 300,000 (or 1.5 times the saved maximum), in even steps. */
export function salarySliderScale(highest: number): { max: number; step: number } {
  const target = Math.max(300_000, highest * 1.5);
  const magnitude = 10 ** Math.floor(Math.log10(target));
  const max = Math.min(SALARY_MAX, Math.ceil(target / magnitude) * magnitude);
  const step = Math.max(1_000, 10 ** Math.floor(Math.log10(max / 200)));
  return { max, step };
}
