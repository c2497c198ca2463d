import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { apiResponse } from "@/test/api-response";
import { mockFetch, renderApp, sessionBody } from "@/test/utils";
import { ownProfile } from "@/test/profiles";
import "../../test/resize-observer";
import { emptyScreening } from "@/api/screening";

vi.setConfig({ testTimeout: 30_000 });

const WARNING =
  "Fewer than 5 other profiles share your city, title and top skills. Someone who knows you could recognise this profile.";

function server() {
  const checks: Array<Record<string, unknown>> = [];
  mockFetch({
    "/api/geo": () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false }),
    "GET /api/session": () => apiResponse("GET /api/session", sessionBody({ isJobSeeker: true, hasSeekerProfile: true })),
    "GET /api/profile": () => apiResponse("GET /api/profile", ownProfile()),
    "POST /api/profile/anonymity-check": (init) => {
      const draft = JSON.parse(String(init?.body)) as Record<string, unknown>;
      checks.push(draft);
      if (draft.locationPrecision === "country") {
        return apiResponse("POST /api/profile/anonymity-check", { bucket: "5 to 20", warning: null, fixes: [] });
      }
      return apiResponse("POST /api/profile/anonymity-check", {
        bucket: "fewer than 5",
        warning: WARNING,
        fixes: [
          { kind: "region", headline: null, bucket: "fewer than 5" },
          { kind: "country", headline: null, bucket: "5 to 20" },
          { kind: "headline", headline: "Data Engineer", bucket: "fewer than 5" },
        ],
      });
    },
  });
  return { checks };
}

describe("the re-identification guard in the edit form", () => {
  it("warns about a rare profile and shows only the country in one click", async () => {
    const { checks } = server();
    renderApp("/edit-profile");
    expect(await screen.findByText(WARNING, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(checks[0]).toEqual({
      headline: "Senior Data Engineer",
      city: "Sydney",
      state: "New South Wales",
      country: "Australia",
      locationPrecision: "city",
      skills: ["Python", "SQL", "Airflow"],
      screening: emptyScreening,
    });

    await userEvent.click(screen.getByRole("button", { name: /^Show only my country/ }));
    expect(screen.getByRole("combobox", { name: "Place shown to recruiters" })).toHaveValue("country");
    expect(screen.getByText(/Recruiters see: Australia\./)).toBeInTheDocument();
    expect(
      await screen.findByText("5 to 20 other profiles share your country, title and top skills.", {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(WARNING)).not.toBeInTheDocument());
  });

  it("generalises the headline in one click", async () => {
    server();
    renderApp("/edit-profile");
    await screen.findByText(WARNING, {}, { timeout: 5_000 });
    await userEvent.click(screen.getByRole("button", { name: /^Use the headline "Data Engineer"/ }));
    expect(screen.getByRole("textbox", { name: /Professional Headline/ })).toHaveValue("Data Engineer");
  });
});
