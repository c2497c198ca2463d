import { describe, expect, it } from "vitest";

import { emptyOfferDraft, offerFromDraft } from "./offer-form";

describe("offerFromDraft", () => {
  it("sends nothing when nothing was given", () => {
    expect(offerFromDraft(emptyOfferDraft("EUR"))).toEqual({});
  });

  it("turns typed figures into numbers with their currency and period", () => {
    const draft = { ...emptyOfferDraft("EUR"), salaryMin: "70,000", salaryMax: "85000", roleTitle: " SRE " };
    expect(offerFromDraft(draft).offer).toMatchObject({
      roleTitle: "SRE",
      salaryMin: 70_000,
      salaryMax: 85_000,
      salaryCurrency: "EUR",
      salaryPeriod: "year",
    });
  });

  it("refuses a minimum above the maximum in the server's words", () => {
    const draft = { ...emptyOfferDraft("EUR"), salaryMin: "90000", salaryMax: "80000" };
    expect(offerFromDraft(draft).error).toBe("The minimum salary must not be above the maximum");
  });

  it("leaves out the currency when no figure was given", () => {
    expect(offerFromDraft({ ...emptyOfferDraft("EUR"), workMode: "remote" }).offer?.salaryCurrency).toBeNull();
  });
});
