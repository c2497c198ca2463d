/**
 * The onboarding wizard's form: its values, the zod schema that checks them before the
 * profile is created, and the request it turns into.
 */
import { validateCodename, normalizeCodename } from "@/lib/codename";
import { splitSkills } from "@/lib/skills";
import { z } from "@/lib/zod";

import type { ProfileRequest } from "@/api/profile";
import { emptyScreening, type Screening } from "@/api/screening";
import {
  HEADLINE_MAX_LENGTH,
  JOB_TYPES,
  PITCH_MAX_LENGTH,
  PROFILE_STATUSES,
  jobTypeOrDefault,
  statusOrDefault,
} from "../../lib/profile-options";
import { LOCATION_PRECISIONS } from "../../lib/location-precision";
import { invalidDomain, isWebDomain } from "../../lib/hidden-from";

export const STEPS = [
  { title: "Basic Information", description: "Your headline, codename and where you are." },
  { title: "Job Preferences", description: "How you want to work and what you expect to earn." },
  { title: "Skills & Experience", description: "What you are good at, in your own words." },
  { title: "Profile Visibility", description: "Who can find your anonymous profile." },
] as const;

export const missingHeadline = "Please enter your professional headline";
export const missingSkills = "Please add at least one skill to your profile";

export const wizardSchema = z.object({
  headline: z.string().check(z.trim(), z.minLength(1, missingHeadline), z.maxLength(HEADLINE_MAX_LENGTH)),
  codename: z.string().check(
    z.superRefine((value, ctx) => {
      const problem = validateCodename(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  ),
  location: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  locationPrecision: z.enum(LOCATION_PRECISIONS),
  jobType: z.enum(JOB_TYPES),
  minSalary: z.int().check(z.minimum(0)),
  maxSalary: z.int().check(z.minimum(0)),
  // Optional, on the Job Preferences step; the server checks each value against its list.
  screening: z.custom<Screening>(),
  skills: z.string().check(z.refine((text) => splitSkills(text).length > 0, missingSkills)),
  pitch: z.string().check(z.maxLength(PITCH_MAX_LENGTH)),
  status: z.enum(PROFILE_STATUSES),
  // The current employer (optional): the profile is hidden from them from the moment it exists.
  currentEmployer: z.string().check(z.maxLength(150)),
  currentEmployerDomain: z.string().check(z.refine((text) => !text.trim() || isWebDomain(text), invalidDomain)),
});

export type WizardValues = z.infer<typeof wizardSchema>;
export type WizardField = keyof WizardValues;

export const emptyWizardValues: WizardValues = {
  headline: "",
  codename: "",
  location: "",
  city: "",
  state: "",
  country: "",
  locationPrecision: "city",
  jobType: "remote",
  minSalary: 0,
  maxSalary: 0,
  screening: emptyScreening,
  skills: "",
  pitch: "",
  status: "active",
  currentEmployer: "",
  currentEmployerDomain: "",
};

/** The step (0-based) on which each field is asked. */
export const FIELD_STEP: Record<WizardField, number> = {
  headline: 0,
  codename: 0,
  location: 0,
  city: 0,
  state: 0,
  country: 0,
  locationPrecision: 0,
  jobType: 1,
  minSalary: 1,
  maxSalary: 1,
  screening: 1,
  skills: 2,
  pitch: 2,
  status: 3,
  currentEmployer: 3,
  currentEmployerDomain: 3,
};

/** The fields the final check requires, in the order the person meets them. */
export const REQUIRED_FIELDS = ["headline", "codename", "skills"] as const satisfies readonly WizardField[];

/** What PUT /api/profile receives. Contact details are left out (absent = unchanged). */
export function toProfileRequest(values: WizardValues): ProfileRequest {
  return {
    codename: normalizeCodename(values.codename),
    headline: values.headline.trim(),
    location: values.location.trim(),
    city: values.city,
    state: values.state,
    country: values.country,
    locationPrecision: values.locationPrecision,
    jobType: jobTypeOrDefault(values.jobType),
    minSalary: values.minSalary,
    maxSalary: values.maxSalary,
    screening: values.screening,
    skills: splitSkills(values.skills),
    status: statusOrDefault(values.status),
    pitch: values.pitch.trim(),
  };
}
