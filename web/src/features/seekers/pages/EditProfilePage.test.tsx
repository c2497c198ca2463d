import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { apiResponse } from "@/test/api-response";
import { errorResponse, jsonResponse, mockFetch, renderApp, sessionBody } from "@/test/utils";

import type { OwnProfile } from "@/api/profile";
import { useTestClock } from "@/test/clock";
import { ownProfile } from "@/test/profiles";
import "../test/resize-observer";
import { emptyScreening } from "@/api/screening";

vi.setConfig({ testTimeout: 30_000 });

type Handlers = Parameters<typeof mockFetch>[0];

const availabilityPath = "/api/profile/codename-availability";

function server(profile: OwnProfile | null = ownProfile(), extra: Handlers = {}) {
  const saved: Array<Record<string, unknown>> = [];
  const fetchMock = mockFetch({
    "/api/geo": () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false }),
    "GET /api/session": () => apiResponse("GET /api/session", sessionBody({ isJobSeeker: true, hasSeekerProfile: !!profile })),
    "GET /api/profile": () =>
      profile ? apiResponse("GET /api/profile", profile) : errorResponse(404, "profile_not_found", "Profile Not Found"),
    "PUT /api/profile": (init) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      saved.push(body);
      return jsonResponse({ ...profile, ...body, updatedAt: "2025-04-01T00:00:00Z" });
    },
    ...extra,
  });
  // Every availability question, in order (the mock ignores the query string).
  const availabilityCalls = () =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), "http://localhost"))
      .filter((url) => url.pathname === availabilityPath)
      .map((url) => url.searchParams.get("codename"));
  return { fetchMock, saved, availabilityCalls };
}

async function fill(element: HTMLElement, text: string, user: Pick<UserEvent, "click" | "paste"> = userEvent) {
  await user.click(element);
  await user.paste(text);
}

async function openForm() {
  const view = renderApp("/edit-profile");
  await screen.findByRole("heading", { level: 1, name: "Edit Profile" });
  return view;
}

const codenameInput = () => screen.getByRole("textbox", { name: "Codename" });
const saveButton = () => screen.getByRole("button", { name: "Save Changes" });

afterEach(() => {
  vi.useRealTimers();
});

describe("/edit-profile", () => {
  it("shows 'Loading your profile...' first", async () => {
    server();
    renderApp("/edit-profile");
    expect(await screen.findByText("Loading your profile...")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Edit Profile" })).toBeInTheDocument();
  });

  it("sends someone without a profile to the onboarding wizard", async () => {
    server(null);
    const { router } = renderApp("/edit-profile");
    expect(await screen.findByRole("heading", { level: 2, name: "Basic Information" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/onboarding-job-seeker");
  });

  it("says when the profile cannot be loaded", async () => {
    server(ownProfile(), { "GET /api/profile": () => errorResponse(500, "internal", "Boom") });
    renderApp("/edit-profile");
    expect(await screen.findByText("Error loading profile data.")).toBeInTheDocument();
    expect(screen.getByText("Could not load your profile. Please try again.")).toBeInTheDocument();
  });

  it("fills every field from the profile, with tips, the house promotion and a way back", async () => {
    server(
      ownProfile({
        jobType: "hybrid",
        status: "passive",
        identity: {
          firstName: "Ada",
          lastName: "Lovelace",
          email: "ada@example.com",
          linkedinUrl: "https://www.linkedin.com/in/someone",
          phoneNumber: "0412 345 678",
          phoneCountryCode: "+61",
          avatarUrl: null,
        },
      }),
    );
    await openForm();
    expect(codenameInput()).toHaveValue("quiet-falcon");
    expect(screen.getByRole("textbox", { name: "Professional Headline" })).toHaveValue("Senior Data Engineer");
    expect(screen.getByRole("combobox", { name: "Location" })).toHaveValue("Sydney, New South Wales, Australia");
    expect(screen.getByRole("combobox", { name: "Job Type" })).toHaveValue("hybrid");
    expect(screen.getByRole("textbox", { name: "Skills" })).toHaveValue("Python, SQL, Airflow");
    expect(screen.getByRole("textbox", { name: "LinkedIn Profile URL" })).toHaveValue(
      "https://www.linkedin.com/in/someone",
    );
    expect(screen.getByRole("combobox", { name: "Country code" })).toHaveValue("+61");
    expect(screen.getByRole("textbox", { name: "Phone Number" })).toHaveValue("0412 345 678");
    expect(screen.getByRole("combobox", { name: "Profile Visibility" })).toHaveValue("passive");
    expect(screen.getByRole("textbox", { name: "Your Pitch" })).toHaveValue(
      "I build pipelines that never wake anyone at 3am.",
    );
    // The salary in the profile's currency (Australia: A$).
    expect(screen.getByText("A$120,000 - A$160,000")).toBeInTheDocument();
    expect(screen.getByRole("slider", { name: "Minimum salary" })).toHaveAttribute("aria-valuenow", "120000");
    expect(screen.getByRole("slider", { name: "Maximum salary" })).toHaveAttribute("aria-valuenow", "160000");
    expect(screen.getByRole("heading", { name: "Privacy tips" })).toBeInTheDocument();
    const promo = screen.getByRole("complementary", { name: "From Veil" });
    expect(within(promo).getByRole("link")).toHaveAttribute("href", "/ai-assistant");
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/job-seeker-dashboard");
  });

  it("starts the salary range at 50,000 to 150,000 when the profile has none", async () => {
    server(ownProfile({ minSalary: 0, maxSalary: 0, country: "United States" }));
    await openForm();
    expect(screen.getByText("$50,000 - $150,000")).toBeInTheDocument();
    const max = screen.getByRole("slider", { name: "Maximum salary" });
    max.focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(max).toHaveAttribute("aria-valuenow", "151000");
  });

  it("saves every field and goes back to the dashboard", async () => {
    const profile = ownProfile({ summary: "Kept as it is." });
    const { saved } = server(profile);
    const { router } = await openForm();
    const headline = screen.getByRole("textbox", { name: "Professional Headline" });
    await userEvent.clear(headline);
    await fill(headline, "Staff Data Engineer");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Profile Visibility" }), "hidden");
    await fill(screen.getByRole("textbox", { name: "LinkedIn Profile URL" }), "https://www.linkedin.com/in/qf");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Country code" }), "United Kingdom (+44)");
    await fill(screen.getByRole("textbox", { name: "Phone Number" }), "020 7946 0958");
    await userEvent.click(saveButton());

    expect(await screen.findByText("Profile Updated", { exact: true })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/job-seeker-dashboard"));
    expect(saved).toEqual([
      {
        codename: "quiet-falcon",
        headline: "Staff Data Engineer",
        location: "Sydney, New South Wales, Australia",
        city: "Sydney",
        state: "New South Wales",
        country: "Australia",
        locationPrecision: "city",
        jobType: "remote",
        minSalary: 120000,
        maxSalary: 160000,
        skills: ["Python", "SQL", "Airflow"],
        status: "hidden",
        pitch: "I build pipelines that never wake anyone at 3am.",
        summary: "Kept as it is.",
        linkedinUrl: "https://www.linkedin.com/in/qf",
        phoneNumber: "020 7946 0958",
        phoneCountryCode: "+44",
        screening: emptyScreening,
      },
    ]);
  });

  it("requires the headline, location and skills", async () => {
    const { saved } = server();
    await openForm();
    await userEvent.clear(screen.getByRole("textbox", { name: "Professional Headline" }));
    await userEvent.clear(screen.getByRole("combobox", { name: "Location" }));
    await userEvent.clear(screen.getByRole("textbox", { name: "Skills" }));
    await userEvent.click(saveButton());

    expect(await screen.findByText("Please enter your professional headline")).toBeInTheDocument();
    expect(screen.getByText("Please enter your location")).toBeInTheDocument();
    expect(screen.getByText("Please add at least one skill to your profile")).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it("checks the LinkedIn address and phone number as the server does", async () => {
    const { saved } = server();
    await openForm();
    await fill(screen.getByRole("textbox", { name: "LinkedIn Profile URL" }), "http://example.com/me");
    await fill(screen.getByRole("textbox", { name: "Phone Number" }), "call me");
    await userEvent.click(saveButton());
    expect(
      await screen.findByText("Please enter a valid LinkedIn URL (https://www.linkedin.com/in/...)"),
    ).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid phone number")).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it("says when saving fails", async () => {
    server(ownProfile(), { "PUT /api/profile": () => errorResponse(500, "internal", "Boom") });
    const { router } = await openForm();
    await userEvent.click(saveButton());
    expect(await screen.findByText("Update Failed", { exact: true })).toBeInTheDocument();
    expect(screen.getByText("There was an error updating your profile. Please try again.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/edit-profile");
  });

  describe("live codename check", () => {
    it("checks 500 ms after typing stops: checking, then available", async () => {
      const user = useTestClock();
      const { availabilityCalls } = server(ownProfile(), {
        [`GET ${availabilityPath}`]: () => apiResponse("GET /api/profile/codename-availability", { available: true, message: null }),
      });
      await openForm();
      // The saved codename is the person's own: available without asking.
      expect(screen.getByText("This codename is available")).toBeInTheDocument();

      await user.clear(codenameInput());
      await fill(codenameInput(), "Night-Owl", user);
      expect(codenameInput()).toHaveValue("night-owl");
      expect(screen.getByText("Checking availability...")).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(400));
      expect(availabilityCalls()).toEqual([]);

      await act(() => vi.advanceTimersByTimeAsync(150));
      expect(await screen.findByText("This codename is available")).toBeInTheDocument();
      expect(availabilityCalls()).toEqual(["night-owl"]);
    });

    it("shows a broken rule at once, without asking the server", async () => {
      const { availabilityCalls, saved } = server();
      await openForm();
      await userEvent.clear(codenameInput());
      await fill(codenameInput(), "no");
      expect(screen.getByText("Codename must be at least 3 characters")).toBeInTheDocument();
      expect(codenameInput()).toHaveAttribute("aria-invalid", "true");

      await userEvent.click(saveButton());
      expect(await screen.findByText("Invalid Codename", { exact: true })).toBeInTheDocument();
      expect(saved).toEqual([]);
      expect(availabilityCalls()).toEqual([]);
    });

    it("blocks saving a taken codename with 'Invalid Codename'", async () => {
      const user = useTestClock();
      const taken = "This codename is already taken. Please choose another.";
      const { saved } = server(ownProfile(), {
        [`GET ${availabilityPath}`]: () => apiResponse("GET /api/profile/codename-availability", { available: false, message: taken }),
      });
      await openForm();
      await user.clear(codenameInput());
      await fill(codenameInput(), "taken-name", user);
      await act(() => vi.advanceTimersByTimeAsync(600));
      expect(await screen.findByText(taken)).toBeInTheDocument();

      await user.click(saveButton());
      expect(await screen.findByText("Invalid Codename", { exact: true })).toBeInTheDocument();
      expect(screen.getAllByText(taken).length).toBeGreaterThanOrEqual(2);
      expect(saved).toEqual([]);
      expect(codenameInput()).toHaveFocus();
    });

    it("asks at once when saved before the check answered", async () => {
      const taken = "This codename is already taken. Please choose another.";
      const { saved } = server(ownProfile(), {
        [`GET ${availabilityPath}`]: () => apiResponse("GET /api/profile/codename-availability", { available: false, message: taken }),
      });
      await openForm();
      await userEvent.clear(codenameInput());
      await fill(codenameInput(), "taken-name");
      await userEvent.click(saveButton());
      expect(await screen.findByText("Invalid Codename", { exact: true })).toBeInTheDocument();
      expect(saved).toEqual([]);
    });

    it("shows the server's refusal when the codename was taken meanwhile", async () => {
      const taken = "This codename is already taken. Please choose another.";
      server(ownProfile(), {
        [`GET ${availabilityPath}`]: () => apiResponse("GET /api/profile/codename-availability", { available: true, message: null }),
        "PUT /api/profile": () => errorResponse(409, "codename_taken", taken),
      });
      const user = useTestClock();
      await openForm();
      await user.clear(codenameInput());
      await fill(codenameInput(), "raced-name", user);
      await act(() => vi.advanceTimersByTimeAsync(600));
      await screen.findByText("This codename is available");
      await user.click(saveButton());

      expect(await screen.findByText("Invalid Codename", { exact: true })).toBeInTheDocument();
      expect(screen.getAllByText(taken).length).toBeGreaterThanOrEqual(2);
      expect(codenameInput()).toHaveAttribute("aria-invalid", "true");
    });
  });

  it("warns before saving a pitch with the person's e-mail; Edit returns to the pitch", async () => {
    const { saved } = server();
    await openForm();
    const pitch = screen.getByRole("textbox", { name: "Your Pitch" });
    await fill(pitch, " Mail ada@example.com");
    await userEvent.click(saveButton());

    const dialog = await screen.findByRole("alertdialog", { name: "This may reveal who you are" });
    expect(within(dialog).getByText("Your e-mail address in your pitch")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Edit" }));
    await waitFor(() => expect(pitch).toHaveFocus());
    expect(saved).toEqual([]);

    await userEvent.click(saveButton());
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Save anyway" }),
    );
    expect(await screen.findByText("Profile Updated", { exact: true })).toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });

  it("only hints at a company named by its domain, and saves without asking", async () => {
    const { saved } = server();
    await openForm();
    await fill(screen.getByRole("textbox", { name: "Your Pitch" }), " Five years at Booking.com.");
    expect(
      await screen.findByText("Your pitch mentions Booking.com — fine unless it points to you"),
    ).toBeInTheDocument();
    await userEvent.click(saveButton());

    expect(await screen.findByText("Profile Updated", { exact: true })).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });
});
