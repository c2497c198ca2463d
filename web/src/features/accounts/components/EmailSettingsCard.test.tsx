import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { apiResponse } from "@/test/api-response";
import { mockFetch, renderApp, sessionBody } from "@/test/utils";

const au = () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false });
const defaults = {
  revealRequests: true,
  reminders: true,
  weeklyDigest: "weekly",
  decisions: true,
  savedSearchAlerts: true,
  dataExports: true,
  messages: true,
  discreet: true,
} as const;

async function card() {
  const heading = await screen.findByRole("heading", { name: "E-mail notifications" });
  return heading.closest<HTMLElement>("[data-slot=card]")!;
}

describe("E-mail notifications", () => {
  it("shows a recruiter their kinds and the data download notice, and saves a change", async () => {
    const fetchMock = mockFetch({
      "/api/geo": au,
      "/api/session": () => apiResponse("GET /api/session", sessionBody({ isRecruiter: true })),
      "GET /api/account/email-settings": () => apiResponse("GET /api/account/email-settings", defaults),
      "PATCH /api/account/email-settings": () =>
        apiResponse("PATCH /api/account/email-settings", { ...defaults, savedSearchAlerts: false }),
    });
    renderApp("/user-profile");
    const box = await card();
    const alerts = await within(box).findByRole("switch", { name: "Saved search alerts" });
    expect(alerts).toBeChecked();
    expect(within(box).getByRole("switch", { name: "Answers to your requests" })).toBeChecked();
    expect(within(box).getByRole("switch", { name: "Your data download" })).toBeChecked();
    expect(within(box).queryByRole("switch", { name: "New reveal requests" })).not.toBeInTheDocument();
    expect(within(box).queryByLabelText("Weekly digest")).not.toBeInTheDocument();

    await userEvent.click(alerts);
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/account/email-settings",
      expect.objectContaining({ method: "PATCH", body: JSON.stringify({ savedSearchAlerts: false }) }),
    );
    expect(await within(box).findByRole("switch", { name: "Saved search alerts" })).not.toBeChecked();
  });

  it("shows a job seeker their kinds and the digest, without the recruiter's", async () => {
    mockFetch({
      "/api/geo": au,
      "/api/session": () => apiResponse("GET /api/session", sessionBody({ isJobSeeker: true })),
      "GET /api/account/email-settings": () => apiResponse("GET /api/account/email-settings", defaults),
    });
    renderApp("/user-profile");
    const box = await card();
    expect(await within(box).findByRole("switch", { name: "New reveal requests" })).toBeChecked();
    expect(within(box).getByRole("switch", { name: "Reminders" })).toBeChecked();
    expect(within(box).getByRole("switch", { name: "Your data download" })).toBeChecked();
    expect(within(box).getByLabelText("Weekly digest")).toHaveValue("weekly");
    expect(within(box).queryByRole("switch", { name: "Saved search alerts" })).not.toBeInTheDocument();
  });

  it("offers discreet e-mails, on by default, and new messages to both roles", async () => {
    const fetchMock = mockFetch({
      "/api/geo": au,
      "/api/session": () => apiResponse("GET /api/session", sessionBody({ isJobSeeker: true })),
      "GET /api/account/email-settings": () => apiResponse("GET /api/account/email-settings", defaults),
      "PATCH /api/account/email-settings": () =>
        apiResponse("PATCH /api/account/email-settings", { ...defaults, discreet: false }),
    });
    renderApp("/user-profile");
    const box = await card();
    const discreet = await within(box).findByRole("switch", { name: "Discreet e-mails" });
    expect(discreet).toBeChecked();
    expect(within(box).getByRole("switch", { name: "New messages" })).toBeChecked();
    await userEvent.click(discreet);
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/account/email-settings",
      expect.objectContaining({ method: "PATCH", body: JSON.stringify({ discreet: false }) }),
    );
    expect(await within(box).findByRole("switch", { name: "Discreet e-mails" })).not.toBeChecked();
  });
});
