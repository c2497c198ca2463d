import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { apiResponse } from "@/test/api-response";
import { errorResponse, mockFetch, renderApp, sessionBody } from "@/test/utils";

import { wizardDraftKey } from "../lib/wizard-draft";
import { ownProfile } from "@/test/profiles";

// Whole journeys through four steps: slower than a unit test on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const au = () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false });

/** Puts text into a field at once (typing each key is slow and tested elsewhere). */
async function fill(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}

type Handlers = Parameters<typeof mockFetch>[0];

/** A job seeker without a profile; PUT /api/profile answers with `put` (default: saved). */
function server(extra: Handlers = {}, put?: (body: Record<string, unknown>) => Response) {
  const saved: Array<Record<string, unknown>> = [];
  const fetchMock = mockFetch({
    "/api/geo": au,
    "GET /api/session": () => apiResponse("GET /api/session", sessionBody({ isJobSeeker: true })),
    "GET /api/profile": () => errorResponse(404, "profile_not_found", "Profile Not Found"),
    "PUT /api/profile": (init) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      saved.push(body);
      return put ? put(body) : apiResponse("GET /api/profile", ownProfile({ codename: String(body.codename) }));
    },
    ...extra,
  });
  return { fetchMock, saved };
}

async function openWizard() {
  const view = renderApp("/onboarding-job-seeker");
  await screen.findByRole("heading", { level: 2, name: "Basic Information" });
  return view;
}

/** A saved draft on step 2, its screening fields `screening` (undefined: none at all). */
function draftOf(values: Record<string, unknown>, screening: Record<string, unknown> | { screening: undefined } = {}) {
  const base = {
    headline: "",
    codename: "quiet-falcon",
    location: "",
    city: "",
    state: "",
    country: "",
    jobType: "remote",
    minSalary: 0,
    maxSalary: 0,
    skills: "",
    pitch: "",
    status: "active",
  };
  const withScreening =
    "screening" in screening
      ? base
      : {
          ...base,
          screening: {
            seniority: null,
            availability: null,
            workAuthorization: [],
            languages: [],
            relocation: { open: false, countries: [] },
            ...screening,
          },
        };
  return JSON.stringify({ step: 1, values: { ...withScreening, ...values } });
}

const continueButton = () => screen.getByRole("button", { name: "Continue" });

async function fillStepOne({ headline = "Senior Data Engineer", codename = "quiet-falcon" } = {}) {
  if (headline) await fill(screen.getByLabelText(/Professional Headline/), headline);
  if (codename) await fill(screen.getByLabelText(/^Codename/), codename);
}

async function goToStep(title: string) {
  await userEvent.click(continueButton());
  await screen.findByRole("heading", { level: 2, name: title });
}

async function completeAll({ pitch = "I make data boring again." } = {}) {
  await fillStepOne();
  await goToStep("Job Preferences");
  await userEvent.click(screen.getByRole("radio", { name: /Hybrid/ }));
  await fill(screen.getByLabelText("Minimum salary"), "120000");
  await fill(screen.getByLabelText("Maximum salary"), "150,000");
  await goToStep("Skills & Experience");
  await fill(screen.getByRole("textbox", { name: "Skills" }), "Python, SQL, , Airflow ");
  if (pitch) await fill(screen.getByLabelText("Your Pitch"), pitch);
  await goToStep("Profile Visibility");
}

describe("/onboarding-job-seeker", () => {
  it("shows the four steps and starts on Basic Information without Back", async () => {
    server();
    await openWizard();
    const progress = screen.getByRole("navigation", { name: "Progress" });
    for (const title of ["Basic Information", "Job Preferences", "Skills & Experience", "Profile Visibility"]) {
      expect(within(progress).getByText(title)).toBeInTheDocument();
    }
    expect(within(progress).getByText("Step 1 of 4")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();
  });

  it("blocks Continue while the codename is empty or breaks a rule", async () => {
    server();
    await openWizard();
    expect(continueButton()).toBeDisabled();

    const codename = screen.getByLabelText(/^Codename/);
    await userEvent.type(codename, "ab");
    expect(await screen.findByText("Codename must be at least 3 characters")).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();

    await userEvent.type(codename, " c");
    expect(await screen.findByText("Only lowercase letters, numbers, and hyphens are allowed")).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();

    await userEvent.clear(codename);
    await userEvent.type(codename, "Quiet-Fox");
    // Typed capitals become lowercase, as the codename is saved.
    expect(codename).toHaveValue("quiet-fox");
    await waitFor(() => expect(continueButton()).toBeEnabled());
  });

  it("asks for the headline with a 'Missing Information' toast", async () => {
    server();
    await openWizard();
    await fillStepOne({ headline: "" });
    await userEvent.click(continueButton());

    expect(await screen.findByText("Missing Information", { exact: true })).toBeInTheDocument();
    expect(screen.getAllByText("Please enter your professional headline").length).toBeGreaterThan(0);
    expect(screen.getByRole("heading", { level: 2, name: "Basic Information" })).toBeInTheDocument();
    expect(screen.getByLabelText(/Professional Headline/)).toHaveFocus();
  });

  it("asks for at least one skill on step 3, and Back keeps what was typed", async () => {
    server();
    await openWizard();
    await fillStepOne();
    await goToStep("Job Preferences");
    await goToStep("Skills & Experience");
    await fill(screen.getByRole("textbox", { name: "Skills" }), " , ");
    await userEvent.click(continueButton());

    expect(await screen.findByText("Missing Information", { exact: true })).toBeInTheDocument();
    expect(screen.getAllByText("Please add at least one skill to your profile").length).toBeGreaterThan(0);
    expect(screen.getByRole("heading", { level: 2, name: "Skills & Experience" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByLabelText(/Professional Headline/)).toHaveValue("Senior Data Engineer");
    expect(screen.getByLabelText(/^Codename/)).toHaveValue("quiet-falcon");
  });

  it("shows salaries with separators, creates the profile and goes to /profile-success", async () => {
    const { saved } = server();
    const { router } = await openWizard();
    await fillStepOne();
    await goToStep("Job Preferences");
    const min = screen.getByLabelText("Minimum salary");
    await userEvent.type(min, "12a0000");
    expect(min).toHaveValue("120,000");
    await userEvent.click(screen.getByRole("radio", { name: /Onsite/ }));
    // The optional screening fields, folded away until opened.
    expect(screen.queryByLabelText("Seniority")).not.toBeVisible();
    await userEvent.click(screen.getByText("Screening details (optional)"));
    await userEvent.selectOptions(screen.getByLabelText("Seniority"), "senior");
    await goToStep("Skills & Experience");
    await fill(screen.getByRole("textbox", { name: "Skills" }), "Python, SQL, , Airflow ");
    await goToStep("Profile Visibility");

    expect(screen.getByRole("radio", { name: /Active/ })).toBeChecked();
    expect(screen.getByText("open to opportunities")).toBeInTheDocument();
    expect(screen.getByText("casually looking")).toBeInTheDocument();
    expect(screen.getByText("invisible to recruiters")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: /Passive/ }));
    await userEvent.click(screen.getByRole("button", { name: "Complete Profile" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Your anonymous profile is live!" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/profile-success");
    expect(screen.getByText("Profile Created", { exact: true })).toBeInTheDocument();
    expect(screen.getByText("Your anonymous profile has been created successfully.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Go to Dashboard/ })).toHaveAttribute("href", "/job-seeker-dashboard");
    expect(screen.getByRole("link", { name: /Edit Profile/ })).toHaveAttribute("href", "/edit-profile");
    expect(saved).toEqual([
      {
        codename: "quiet-falcon",
        headline: "Senior Data Engineer",
        location: "",
        city: "",
        state: "",
        country: "",
        locationPrecision: "city",
        jobType: "onsite",
        minSalary: 120000,
        maxSalary: 0,
        screening: {
          seniority: "senior",
          availability: null,
          workAuthorization: [],
          languages: [],
          relocation: { open: false, countries: [] },
        },
        skills: ["Python", "SQL", "Airflow"],
        status: "passive",
        pitch: "",
      },
    ]);
    expect(sessionStorage.getItem(wizardDraftKey("user-1"))).toBeNull();
  });

  it("returns to step 1 with the server's message when the codename is taken, keeping everything", async () => {
    const taken = "This codename is already taken. Please choose another.";
    const { saved } = server({}, (body) =>
      body.codename === "quiet-falcon"
        ? errorResponse(409, "codename_taken", taken)
        : apiResponse("GET /api/profile", ownProfile({ codename: String(body.codename) })),
    );
    const { router } = await openWizard();
    await completeAll();
    await userEvent.click(screen.getByRole("button", { name: "Complete Profile" }));

    expect(await screen.findByRole("heading", { level: 2, name: "Basic Information" })).toBeInTheDocument();
    expect(await screen.findByText(taken)).toBeInTheDocument();
    const codename = screen.getByLabelText(/^Codename/);
    expect(codename).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(codename).toHaveFocus());
    expect(screen.getByLabelText(/Professional Headline/)).toHaveValue("Senior Data Engineer");
    expect(continueButton()).toBeDisabled();
    expect(screen.queryByText("Profile Creation Failed")).not.toBeInTheDocument();

    await userEvent.clear(codename);
    await fill(codename, "quiet-falcon-2");
    expect(screen.queryByText(taken)).not.toBeInTheDocument();
    await goToStep("Job Preferences");
    expect(screen.getByLabelText("Minimum salary")).toHaveValue("120,000");
    expect(screen.getByRole("radio", { name: /Hybrid/ })).toBeChecked();
    await goToStep("Skills & Experience");
    expect(screen.getByRole("textbox", { name: "Skills" })).toHaveValue("Python, SQL, , Airflow ");
    expect(screen.getByLabelText("Your Pitch")).toHaveValue("I make data boring again.");
    await goToStep("Profile Visibility");
    await userEvent.click(screen.getByRole("button", { name: "Complete Profile" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/profile-success"));
    expect(saved.map((body) => body.codename)).toEqual(["quiet-falcon", "quiet-falcon-2"]);
    expect(saved[1]).toMatchObject({ jobType: "hybrid", minSalary: 120000, maxSalary: 150000 });
  });

  it("says so when the profile cannot be created", async () => {
    server({}, () => errorResponse(500, "internal", "Something went wrong."));
    const { router } = await openWizard();
    await completeAll();
    await userEvent.click(screen.getByRole("button", { name: "Complete Profile" }));

    expect(await screen.findByText("Profile Creation Failed", { exact: true })).toBeInTheDocument();
    expect(screen.getByText("There was an error creating your profile. Please try again.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/onboarding-job-seeker");
  });

  it("keeps a draft in this tab and restores it after a reload", async () => {
    server();
    const first = await openWizard();
    await fillStepOne();
    await goToStep("Job Preferences");
    first.unmount();

    const draft = JSON.parse(sessionStorage.getItem(wizardDraftKey("user-1")) ?? "null") as {
      step: number;
      values: { headline: string };
    };
    expect(draft).toMatchObject({ step: 1, values: { headline: "Senior Data Engineer", codename: "quiet-falcon" } });

    renderApp("/onboarding-job-seeker");
    expect(await screen.findByRole("heading", { level: 2, name: "Job Preferences" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByLabelText(/Professional Headline/)).toHaveValue("Senior Data Engineer");
  });

  it("restores a draft kept before the screening fields existed, and one with them opens them", async () => {
    server();
    sessionStorage.setItem(wizardDraftKey("user-1"), draftOf({ headline: "Kept Before" }, { screening: undefined }));
    const first = renderApp("/onboarding-job-seeker");
    expect(await screen.findByRole("heading", { level: 2, name: "Job Preferences" })).toBeInTheDocument();
    expect(screen.getByLabelText("Seniority")).not.toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByLabelText(/Professional Headline/)).toHaveValue("Kept Before");
    first.unmount();

    const languages = [{ language: "de", level: "native" }];
    sessionStorage.setItem(wizardDraftKey("user-1"), draftOf({ headline: "Kept After" }, { languages }));
    renderApp("/onboarding-job-seeker");
    await screen.findByRole("heading", { level: 2, name: "Job Preferences" });
    expect(screen.getByLabelText("Seniority")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByLabelText(/Professional Headline/)).toHaveValue("Kept After");
  });

  describe("codename generator", () => {
    it("needs a headline first", async () => {
      server();
      await openWizard();
      await userEvent.click(screen.getByRole("button", { name: "Generate codenames" }));
      expect(await screen.findByText("Please enter a headline first to generate codenames")).toBeInTheDocument();
    });

    it("offers valid codenames to pick from", async () => {
      const asked: unknown[] = [];
      server({
        "POST /api/assistant/codenames": (init) => {
          asked.push(JSON.parse(String(init?.body)));
          return apiResponse("POST /api/assistant/codenames", { codenames: ["data-owl", "Not Valid!", "pipeline-fox"] });
        },
      });
      await openWizard();
      await fillStepOne({ codename: "" });
      await userEvent.click(screen.getByRole("button", { name: "Generate codenames" }));

      const group = await screen.findByRole("group", { name: "Pick a codename" });
      expect(within(group).getAllByRole("button").map((b) => b.textContent)).toEqual(["data-owl", "pipeline-fox"]);
      await userEvent.click(within(group).getByRole("button", { name: "pipeline-fox" }));
      expect(screen.getByLabelText(/^Codename/)).toHaveValue("pipeline-fox");
      expect(within(group).getByRole("button", { name: "pipeline-fox" })).toHaveAttribute("aria-pressed", "true");
      expect(continueButton()).toBeEnabled();
      expect(asked).toEqual([{ jobTitle: "Senior Data Engineer" }]);
    });

    it("says when none are valid, and when generation fails", async () => {
      let answer = () => apiResponse("POST /api/assistant/codenames", { codenames: ["NOPE NOPE"] });
      server({ "POST /api/assistant/codenames": () => answer() });
      await openWizard();
      await fillStepOne({ codename: "" });
      await userEvent.click(screen.getByRole("button", { name: "Generate codenames" }));
      expect(await screen.findByText("No valid codenames", { exact: true })).toBeInTheDocument();
      expect(screen.getByText("Try adjusting your headline or entering a codename manually")).toBeInTheDocument();

      answer = () =>
        errorResponse(
          422,
          "no_unique_codenames",
          "No unique codenames were generated, please try again with different keywords",
        );
      await userEvent.click(screen.getByRole("button", { name: "Generate codenames" }));
      expect(await screen.findByText("Generation Failed", { exact: true })).toBeInTheDocument();
      expect(
        screen.getByText("No unique codenames were generated, please try again with different keywords"),
      ).toBeInTheDocument();
    });
  });

  describe("skill suggestions and pitch", () => {
    it("adds only the chosen suggestions that are not there yet", async () => {
      const asked: unknown[] = [];
      server({
        "POST /api/assistant/generate": (init) => {
          asked.push(JSON.parse(String(init?.body)));
          return apiResponse("POST /api/assistant/generate", { result: "python, Spark, dbt, Kafka" });
        },
      });
      await openWizard();
      await fillStepOne();
      await goToStep("Job Preferences");
      await goToStep("Skills & Experience");
      const skills = screen.getByRole("textbox", { name: "Skills" });
      await fill(skills, "Python, SQL");
      await userEvent.click(screen.getByRole("button", { name: "Suggest skills" }));

      expect(await screen.findByText("Skills Generated", { exact: true })).toBeInTheDocument();
      expect(screen.getByText("Select skills to add to your profile")).toBeInTheDocument();
      const group = screen.getByRole("group", { name: "Suggested skills" });
      // "python" is already there (case-insensitive), so it is not offered.
      expect(within(group).queryByRole("button", { name: "python" })).not.toBeInTheDocument();
      await userEvent.click(within(group).getByRole("button", { name: "Spark" }));
      await userEvent.click(within(group).getByRole("button", { name: "Kafka" }));
      await userEvent.click(within(group).getByRole("button", { name: "Add selected skills" }));

      expect(skills).toHaveValue("Python, SQL, Spark, Kafka");
      expect(await screen.findByText("Added 2 skills to your profile")).toBeInTheDocument();
      expect(asked).toEqual([{ type: "skills", input: "Senior Data Engineer" }]);
    });

    it("needs skills for a pitch, then writes one", async () => {
      server({ "POST /api/assistant/generate": () => apiResponse("POST /api/assistant/generate", { result: "I am a dependable data engineer." }) });
      await openWizard();
      await fillStepOne();
      await goToStep("Job Preferences");
      await goToStep("Skills & Experience");
      await userEvent.click(screen.getByRole("button", { name: "Generate pitch" }));
      expect(await screen.findByText("Please add skills first to generate a professional pitch")).toBeInTheDocument();

      await fill(screen.getByRole("textbox", { name: "Skills" }), "Python");
      await userEvent.click(screen.getByRole("button", { name: "Generate pitch" }));
      expect(await screen.findByText("Pitch Generated", { exact: true })).toBeInTheDocument();
      expect(screen.getByLabelText("Your Pitch")).toHaveValue("I am a dependable data engineer.");
    });

    it("reports a failed pitch", async () => {
      server({
        "POST /api/assistant/generate": () =>
          errorResponse(502, "assistant_unavailable", "The assistant is not available right now."),
      });
      await openWizard();
      await fillStepOne();
      await goToStep("Job Preferences");
      await goToStep("Skills & Experience");
      await fill(screen.getByRole("textbox", { name: "Skills" }), "Python");
      await userEvent.click(screen.getByRole("button", { name: "Generate pitch" }));
      expect(await screen.findByText("Error Generating Pitch", { exact: true })).toBeInTheDocument();
    });
  });

  describe("identity warning", () => {
    it("warns before saving a pitch with the person's e-mail; Edit goes back to the pitch", async () => {
      const { saved } = server();
      await openWizard();
      await completeAll({ pitch: "Write to ada@example.com" });
      await userEvent.click(screen.getByRole("button", { name: "Complete Profile" }));

      const dialog = await screen.findByRole("alertdialog", { name: "This may reveal who you are" });
      expect(within(dialog).getByText("Your e-mail address in your pitch")).toBeInTheDocument();
      expect(within(dialog).getByRole("button", { name: "Edit" })).toHaveFocus();
      await userEvent.click(within(dialog).getByRole("button", { name: "Edit" }));

      expect(await screen.findByRole("heading", { level: 2, name: "Skills & Experience" })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByLabelText("Your Pitch")).toHaveFocus());
      expect(saved).toEqual([]);
    });

    it("'Save anyway' creates the profile as it is", async () => {
      const { saved } = server();
      const { router } = await openWizard();
      await completeAll({ pitch: "Ada here" });
      await userEvent.click(screen.getByRole("button", { name: "Complete Profile" }));
      const dialog = await screen.findByRole("alertdialog", { name: "This may reveal who you are" });
      expect(within(dialog).getByText('Your first name "Ada" in your pitch')).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole("button", { name: "Save anyway" }));

      await waitFor(() => expect(router.state.location.pathname).toBe("/profile-success"));
      expect(saved[0]).toMatchObject({ pitch: "Ada here" });
    });
  });
});
