import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { recruiterOnboardingDraftKey } from "@/lib/user-storage";
import { apiResponse } from "@/test/api-response";
import { employerProfile } from "@/test/employers";
import { toastRegion } from "@/test/toasts";
import { errorResponse, mockFetch, renderApp, sessionBody } from "@/test/utils";

const DRAFT_KEY = recruiterOnboardingDraftKey("user-1");
const au = () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false });

const employer = employerProfile({ companySize: "", industry: "" });

function setup({ save = () => apiResponse("GET /api/employer", employer), hasEmployerProfile = false } = {}) {
  const fetchMock = mockFetch({
    "/api/geo": au,
    "GET /api/session": () => apiResponse("GET /api/session", sessionBody({ isRecruiter: true, hasEmployerProfile })),
    "PUT /api/employer": save,
    "GET /api/employer": () => apiResponse("GET /api/employer", employer),
    "GET /api/places/autocomplete": () =>
      apiResponse("GET /api/places/autocomplete", { predictions: [{ placeId: "2147714", description: "Sydney, New South Wales, Australia" }] }),
    "GET /api/places/2147714": () =>
      apiResponse("GET /api/places/{place_id}", {
        placeId: "2147714",
        city: "Sydney",
        state: "New South Wales",
        country: "Australia",
        countryCode: "AU",
        formattedAddress: "Sydney, New South Wales, Australia",
        lat: -33.87,
        lng: 151.21,
      }),
  });
  return { ...renderApp("/onboarding-recruiter"), fetchMock };
}

function storedDraft() {
  const raw = localStorage.getItem(DRAFT_KEY);
  return raw === null ? null : JSON.parse(raw);
}

async function fillStepOne() {
  await userEvent.type(await screen.findByRole("textbox", { name: /Company Name/ }), "Acme");
  await userEvent.type(screen.getByRole("textbox", { name: /Company Website/ }), "https://acme.example");
  await goToStepTwo();
}

async function goToStepTwo() {
  await userEvent.click(screen.getByRole("button", { name: "Next" }));
  // Step 2 moves the focus to its title in the next frame; typing before that would
  // lose the keys that came after it.
  const title = await screen.findByRole("heading", { name: "Your Role & Branding" });
  await waitFor(() => expect(title).toHaveFocus());
}

async function fillStepTwo() {
  await userEvent.type(screen.getByRole("textbox", { name: /Your Role/ }), "Head of Talent");
  await userEvent.type(screen.getByRole("combobox", { name: /Location/ }), "Sydn");
  await userEvent.click(await screen.findByRole("option", { name: "Sydney, New South Wales, Australia" }));
  await waitFor(() => expect(storedDraft()?.values.country).toBe("Australia"));
}

describe("/onboarding-recruiter", () => {
  it("asks for the company name and website before step 2", async () => {
    setup();
    await screen.findByRole("heading", { name: "Company Information" });
    await userEvent.click(screen.getByRole("button", { name: "Next" }));

    expect(await toastRegion().findByText("Missing Information", { exact: true })).toBeInTheDocument();
    expect(screen.getByText("Company name is required")).toBeInTheDocument();
    expect(screen.getByText("Company website is required")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Company Information" })).toBeInTheDocument();
  });

  it("keeps the draft on every change and reloads it on open", async () => {
    const first = setup();
    await userEvent.type(await screen.findByRole("textbox", { name: /Company Name/ }), "Acme");
    expect(storedDraft()).toEqual({ step: 1, values: expect.objectContaining({ companyName: "Acme" }) });
    await userEvent.type(screen.getByRole("textbox", { name: /Company Website/ }), "acme.example");
    await goToStepTwo();
    await userEvent.type(screen.getByRole("textbox", { name: /Your Role/ }), "Recruiter");
    expect(storedDraft()).toEqual({
      step: 2,
      values: expect.objectContaining({ companyName: "Acme", website: "acme.example", recruiterRole: "Recruiter" }),
    });
    first.unmount();

    setup();
    expect(await screen.findByRole("heading", { name: "Your Role & Branding" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Your Role/ })).toHaveValue("Recruiter");
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByRole("textbox", { name: /Company Name/ })).toHaveValue("Acme");
  });

  it("ignores a draft it cannot read", async () => {
    localStorage.setItem(DRAFT_KEY, "{not json");
    setup();
    expect(await screen.findByRole("textbox", { name: /Company Name/ })).toHaveValue("");
  });

  it("creates the profile, clears the draft and opens the dashboard", async () => {
    const { fetchMock, router } = setup();
    await fillStepOne();
    await fillStepTwo();
    await userEvent.click(screen.getByRole("button", { name: "Complete Profile" }));

    expect(await toastRegion().findByText("Profile Created", { exact: true })).toBeInTheDocument();
    expect(
      toastRegion().getByText("Your recruiter profile has been created successfully.", { exact: true }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/recruiter-dashboard"));
    expect(storedDraft()).toBeNull();

    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      companyName: "Acme",
      website: "https://acme.example",
      recruiterRole: "Head of Talent",
      location: "Sydney, New South Wales, Australia",
      city: "Sydney",
      state: "New South Wales",
      country: "Australia",
    });
  });

  it("asks for an https logo address", async () => {
    setup();
    await fillStepOne();
    await fillStepTwo();
    await userEvent.type(screen.getByRole("textbox", { name: /Company Logo URL/ }), "http://acme.example/logo.png");
    await userEvent.click(screen.getByRole("button", { name: "Complete Profile" }));
    expect(await screen.findByText("The logo URL must be a valid https:// address")).toBeInTheDocument();
  });

  it("says 'Authentication Error' when the session has ended", async () => {
    setup({ save: () => errorResponse(401, "unauthenticated", "Please sign in to continue.") });
    await fillStepOne();
    await fillStepTwo();
    await userEvent.click(screen.getByRole("button", { name: "Complete Profile" }));
    expect(await toastRegion().findByText("Authentication Error", { exact: true })).toBeInTheDocument();
    expect(
      toastRegion().getByText("You must be logged in to create a recruiter profile.", { exact: true }),
    ).toBeInTheDocument();
  });

  it("says 'Profile Creation Failed' and keeps the draft when saving fails", async () => {
    setup({ save: () => errorResponse(409, "conflict", "Nope") });
    await fillStepOne();
    await fillStepTwo();
    await userEvent.click(screen.getByRole("button", { name: "Complete Profile" }));
    expect(await toastRegion().findByText("Profile Creation Failed", { exact: true })).toBeInTheDocument();
    expect(
      toastRegion().getByText("There was an error creating your profile. Please try again.", { exact: true }),
    ).toBeInTheDocument();
    expect(storedDraft()?.values.companyName).toBe("Acme");
  });

  it("sends a recruiter who already has a company profile to the dashboard", async () => {
    const { router } = setup({ hasEmployerProfile: true });
    await waitFor(() => expect(router.state.location.pathname).toBe("/recruiter-dashboard"));
  });
});
