import { describe, expect, it } from "vitest";

import {
  companyProfileSchema,
  emptyOnboarding,
  LOGO_URL_MESSAGE,
  onboardingRequest,
  onboardingSchema,
} from "@/features/recruiters/lib/employer-form";
import { websiteHref } from "@/lib/website";

const filled = {
  ...emptyOnboarding,
  companyName: " Acme ",
  website: "acme.example",
  recruiterRole: "Recruiter",
  location: "Perth, Western Australia, Australia",
};

describe("recruiter form rules", () => {
  it("requires company name, website, role and location", () => {
    const result = onboardingSchema.safeParse(emptyOnboarding);
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      "Company name is required",
      "Company website is required",
      "Your role is required",
      "Location is required",
    ]);
  });

  it("does not check the website's format", () => {
    expect(onboardingSchema.safeParse({ ...filled, website: "not a url" }).success).toBe(true);
  });

  it("takes an empty logo, an https address or an uploaded logo's address", () => {
    const logo = (logoUrl: string) => companyProfileSchema.safeParse({ ...filled, companySize: "", industry: "", logoUrl });
    expect(logo("").success).toBe(true);
    expect(logo("https://cdn.example/logo.png").success).toBe(true);
    expect(logo("/files/company-logos/u/1.png?sig=x").success).toBe(true);
    expect(logo("http://cdn.example/logo.png").error?.issues[0].message).toBe(LOGO_URL_MESSAGE);
    expect(logo("javascript:alert(1)").success).toBe(false);
  });

  it("sends a trimmed onboarding request without an empty logo", () => {
    expect(onboardingRequest(filled)).toEqual({
      companyName: "Acme",
      website: "acme.example",
      recruiterRole: "Recruiter",
      location: "Perth, Western Australia, Australia",
      city: "",
      state: "",
      country: "",
    });
    expect(onboardingRequest({ ...filled, logoUrl: "https://cdn.example/l.png" }).logoUrl).toBe(
      "https://cdn.example/l.png",
    );
  });
});

describe("websiteHref", () => {
  it("links web addresses, adding https:// when missing", () => {
    expect(websiteHref("acme.example")).toBe("https://acme.example/");
    expect(websiteHref("http://acme.example/jobs")).toBe("http://acme.example/jobs");
  });

  it("links nothing else", () => {
    expect(websiteHref("")).toBeNull();
    expect(websiteHref("javascript:alert(1)")).toBeNull();
  });
});
