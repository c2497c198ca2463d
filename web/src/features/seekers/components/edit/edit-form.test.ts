import { describe, expect, it } from "vitest";

import { ownProfile } from "@/test/profiles";
import { isLinkedinUrl, isPhoneNumber, salarySliderScale, toProfileRequest, valuesFromProfile } from "./edit-form";

describe("edit form helpers", () => {
  it("accepts only https LinkedIn addresses, as the server does", () => {
    expect(isLinkedinUrl("https://www.linkedin.com/in/ada")).toBe(true);
    expect(isLinkedinUrl("https://linkedin.com/in/ada")).toBe(true);
    expect(isLinkedinUrl("https://uk.linkedin.com/in/ada")).toBe(true);
    expect(isLinkedinUrl("http://www.linkedin.com/in/ada")).toBe(false);
    expect(isLinkedinUrl("https://linkedin.com.evil.example/in/ada")).toBe(false);
    expect(isLinkedinUrl("linkedin.com/in/ada")).toBe(false);
  });

  it("accepts phone numbers of 4 to 15 digits with common punctuation", () => {
    expect(isPhoneNumber("0412 345 678")).toBe(true);
    expect(isPhoneNumber("(02) 9876-5432")).toBe(true);
    expect(isPhoneNumber("123")).toBe(false);
    expect(isPhoneNumber("+61 412 345 678")).toBe(false);
    expect(isPhoneNumber("call me")).toBe(false);
    expect(isPhoneNumber("1".repeat(16))).toBe(false);
  });

  it("starts an empty salary at 50,000 to 150,000 and keeps a saved one", () => {
    expect(valuesFromProfile(ownProfile({ minSalary: 0, maxSalary: 0 })).salary).toEqual([50000, 150000]);
    expect(valuesFromProfile(ownProfile({ minSalary: 90000, maxSalary: 0 })).salary).toEqual([90000, 150000]);
    expect(valuesFromProfile(ownProfile({ minSalary: 200000, maxSalary: 0 })).salary).toEqual([200000, 200000]);
    expect(valuesFromProfile(ownProfile({ minSalary: 0, maxSalary: 80000 })).salary).toEqual([0, 80000]);
    expect(valuesFromProfile(ownProfile({ minSalary: 120000, maxSalary: 160000 })).salary).toEqual([120000, 160000]);
  });

  it("sends the contact details (empty clears them) and keeps the summary", () => {
    const profile = ownProfile({ summary: "Kept" });
    const request = toProfileRequest({ ...valuesFromProfile(profile), codename: "  New-Name " }, profile);
    expect(request).toMatchObject({ codename: "new-name", summary: "Kept", linkedinUrl: "", phoneNumber: "" });
  });

  it("scales the slider to the saved salary", () => {
    expect(salarySliderScale(150000)).toEqual({ max: 300000, step: 1000 });
    expect(salarySliderScale(400000)).toEqual({ max: 600000, step: 1000 });
    expect(salarySliderScale(8000000)).toEqual({ max: 20000000, step: 100000 });
  });
});
