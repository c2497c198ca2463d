import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { apiResponse } from "@/test/api-response";
import { errorResponse, mockFetch, renderApp, sessionBody } from "@/test/utils";
import { emptyScreening } from "@/api/screening";

const profile = {
  id: "user-1",
  codename: "quiet-fox",
  headline: "Senior frontend engineer",
  location: "Sydney, New South Wales, Australia",
  city: "Sydney",
  state: "New South Wales",
  country: "Australia",
  locationPrecision: "city" as const,
  jobType: "remote",
  minSalary: 120000,
  maxSalary: 160000,
  skills: ["React", "TypeScript"],
  status: "active",
  pitch: "",
  summary: "",
  createdAt: "2025-01-01T00:00:00Z",
  updatedAt: "2025-01-01T00:00:00Z",
  viewCount: 0,
  identity: null,
  screening: emptyScreening,
};

type Body = Record<string, unknown>;

function assistantServer({
  hasProfile = true,
  isJobSeeker = true,
  generate = (body: Body) => apiResponse("POST /api/assistant/generate", { result: `generated ${String(body.type)}` }),
  codenames = () => apiResponse("POST /api/assistant/codenames", { codenames: ["silent-harbor", "amber-lynx"] }),
  patch = (body: Body) => apiResponse("PATCH /api/profile", { profile: { ...profile, ...body }, addedSkills: 0 }),
}: {
  hasProfile?: boolean;
  isJobSeeker?: boolean;
  generate?: (body: Body) => Response;
  codenames?: (body: Body) => Response;
  patch?: (body: Body) => Response;
} = {}) {
  const sent: { generate: Body[]; codenames: Body[]; patch: Body[] } = { generate: [], codenames: [], patch: [] };
  const read = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Body;
  const fetchMock = mockFetch({
    "GET /api/session": () => apiResponse("GET /api/session", sessionBody({ isJobSeeker, hasSeekerProfile: hasProfile })),
    "GET /api/profile": () =>
      hasProfile ? apiResponse("GET /api/profile", profile) : errorResponse(404, "profile_not_found", "No profile yet."),
    "POST /api/assistant/generate": (init) => {
      const body = read(init);
      sent.generate.push(body);
      return generate(body);
    },
    "POST /api/assistant/codenames": (init) => {
      const body = read(init);
      sent.codenames.push(body);
      return codenames(body);
    },
    "PATCH /api/profile": (init) => {
      const body = read(init);
      sent.patch.push(body);
      return patch(body);
    },
    "GET /api/assistant/about": () =>
      apiResponse("GET /api/assistant/about", {
        generator: "model",
        model: "llama3.1:8b",
        sent: "Only the text you type into the assistant.",
      }),
  });
  return { fetchMock, sent };
}

async function openTab(name: string) {
  await userEvent.click(await screen.findByRole("tab", { name }));
  return screen.getByRole("tabpanel", { name });
}

describe("/ai-assistant", () => {
  it("offers four tabs, the headline first, and the How It Works steps", async () => {
    assistantServer();
    renderApp("/ai-assistant");

    expect(await screen.findByRole("heading", { level: 1, name: "AI Profile Assistant" })).toBeInTheDocument();
    const tabs = await screen.findAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      "Professional Headline",
      "Skills",
      "Personal Pitch",
      "Codename",
    ]);
    expect(screen.getByRole("tab", { name: "Professional Headline" })).toHaveAttribute("aria-selected", "true");

    const howItWorks = screen.getByRole("heading", { name: "How It Works" }).closest("[data-slot=card]") as HTMLElement;
    const steps = within(howItWorks).getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(steps).toEqual(["Generate", "Customize", "Save"]);
  });

  it("sends someone without the job seeker role home", async () => {
    assistantServer({ isJobSeeker: false });
    const { router } = renderApp("/ai-assistant");

    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("asks for input before generating, in the spec's words", async () => {
    const { sent } = assistantServer();
    renderApp("/ai-assistant");

    const headline = await openTab("Professional Headline");
    await userEvent.click(within(headline).getByRole("button", { name: "Generate Headline" }));
    expect(within(headline).getByRole("alert")).toHaveTextContent("Please enter job title or keywords");

    const skills = await openTab("Skills");
    await userEvent.clear(within(skills).getByLabelText("Your headline"));
    await userEvent.click(within(skills).getByRole("button", { name: "Suggest Skills" }));
    expect(within(skills).getByRole("alert")).toHaveTextContent("Please enter job title or keywords");

    const pitch = await openTab("Personal Pitch");
    await userEvent.click(within(pitch).getByRole("button", { name: "Generate Pitch" }));
    expect(within(pitch).getByRole("alert")).toHaveTextContent("Please enter your strengths");

    const codename = await openTab("Codename");
    await userEvent.clear(within(codename).getByLabelText("Job title or keywords"));
    await userEvent.click(within(codename).getByRole("button", { name: "Generate Codenames" }));
    expect(within(codename).getByRole("alert")).toHaveTextContent("Please enter a job title or keywords");

    expect(sent.generate).toEqual([]);
    expect(sent.codenames).toEqual([]);
  });

  it("generates a headline, lets it be edited and saves it", async () => {
    const { sent } = assistantServer({
      generate: () => apiResponse("POST /api/assistant/generate", { result: "Frontend engineer who ships calm, fast interfaces" }),
    });
    renderApp("/ai-assistant");

    const tab = await openTab("Professional Headline");
    await userEvent.type(within(tab).getByLabelText("Job title or keywords"), "frontend engineer");
    await userEvent.click(within(tab).getByRole("button", { name: "Generate Headline" }));

    const result = await within(tab).findByLabelText("Your headline");
    expect(result).toHaveValue("Frontend engineer who ships calm, fast interfaces");
    expect(within(tab).getByText("Suggested by AI")).toBeVisible();
    expect(await screen.findByTestId("ai-disclosure")).toHaveTextContent(
      "Text from the assistant is machine-generated by the llama3.1:8b model, through the AI service this Veil is configured with. Only the text you type into the assistant.",
    );
    await userEvent.type(result, "!");
    await userEvent.click(within(tab).getByRole("button", { name: "Save Headline" }));

    expect(await screen.findByText("Headline Saved")).toBeInTheDocument();
    expect(sent.generate).toEqual([{ type: "headline", input: "frontend engineer" }]);
    expect(sent.patch).toEqual([{ headline: "Frontend engineer who ships calm, fast interfaces!" }]);
  });

  it("says 'No headline to save' when the result was emptied", async () => {
    const { sent } = assistantServer();
    renderApp("/ai-assistant");

    const tab = await openTab("Professional Headline");
    await userEvent.type(within(tab).getByLabelText("Job title or keywords"), "designer");
    await userEvent.click(within(tab).getByRole("button", { name: "Generate Headline" }));
    await userEvent.clear(await within(tab).findByLabelText("Your headline"));
    await userEvent.click(within(tab).getByRole("button", { name: "Save Headline" }));

    expect(await screen.findByText("No headline to save")).toBeInTheDocument();
    expect(sent.patch).toEqual([]);
  });

  it("shows a failed headline as a toast and an inline error box", async () => {
    assistantServer({
      generate: () => errorResponse(502, "assistant_invalid_response", "The assistant answered nonsense."),
    });
    renderApp("/ai-assistant");

    const tab = await openTab("Professional Headline");
    await userEvent.type(within(tab).getByLabelText("Job title or keywords"), "designer");
    await userEvent.click(within(tab).getByRole("button", { name: "Generate Headline" }));

    expect(await screen.findByText("Error generating headline")).toBeInTheDocument();
    expect(within(tab).getByRole("alert")).toHaveTextContent(
      "Failed to generate headline: Received an invalid response from the AI assistant",
    );
  });

  it("suggests skills from the profile's headline and adds the chosen ones", async () => {
    const { sent } = assistantServer({
      generate: () => apiResponse("POST /api/assistant/generate", { result: "React, GraphQL, , Accessibility ,Testing" }),
      patch: (body) => apiResponse("PATCH /api/profile", { profile, addedSkills: (body.addSkills as string[]).length - 1 }),
    });
    renderApp("/ai-assistant");

    const tab = await openTab("Skills");
    expect(within(tab).getByLabelText("Your headline")).toHaveValue("Senior frontend engineer");
    await userEvent.click(within(tab).getByRole("button", { name: "Suggest Skills" }));

    const chips = await within(tab).findAllByRole("button", { pressed: true });
    expect(chips.map((chip) => chip.textContent)).toEqual([
      "React (already in your profile)",
      "GraphQL",
      "Accessibility",
      "Testing",
    ]);
    await userEvent.click(within(tab).getByRole("button", { name: "Testing" }));
    expect(within(tab).getByRole("button", { name: "Testing" })).toHaveAttribute("aria-pressed", "false");

    await userEvent.click(within(tab).getByRole("button", { name: "Add Selected Skills" }));

    expect(await screen.findByText("Skills Added")).toBeInTheDocument();
    expect(screen.getByText("Added 2 skills to your profile")).toBeInTheDocument();
    expect(sent.generate).toEqual([{ type: "skills", input: "Senior frontend engineer" }]);
    expect(sent.patch).toEqual([{ addSkills: ["React", "GraphQL", "Accessibility"] }]);
  });

  it("shows a failed skills save as 'Error updating profile' and an inline error box", async () => {
    assistantServer({
      generate: () => apiResponse("POST /api/assistant/generate", { result: "Go, Rust" }),
      patch: () => errorResponse(422, "invalid_skills", "Each skill must be at most 50 characters"),
    });
    renderApp("/ai-assistant");

    const tab = await openTab("Skills");
    await userEvent.click(within(tab).getByRole("button", { name: "Suggest Skills" }));
    await userEvent.click(await within(tab).findByRole("button", { name: "Add Selected Skills" }));

    expect(await screen.findByText("Error updating profile")).toBeInTheDocument();
    expect(within(tab).getByRole("alert")).toHaveTextContent("Each skill must be at most 50 characters");
  });

  it("asks to sign in again when the session ended before saving a headline", async () => {
    assistantServer({ patch: () => errorResponse(401, "unauthenticated", "Please sign in to continue.") });
    renderApp("/ai-assistant");

    const tab = await openTab("Professional Headline");
    await userEvent.type(within(tab).getByLabelText("Job title or keywords"), "designer");
    await userEvent.click(within(tab).getByRole("button", { name: "Generate Headline" }));
    await userEvent.click(await within(tab).findByRole("button", { name: "Save Headline" }));

    expect(await screen.findByText("Authentication required")).toBeInTheDocument();
    expect(screen.getAllByText("You must be logged in to save a headline").length).toBeGreaterThan(0);
  });

  it("says 'No skills to add' when none is chosen", async () => {
    const { sent } = assistantServer({ generate: () => apiResponse("POST /api/assistant/generate", { result: "Go" }) });
    renderApp("/ai-assistant");

    const tab = await openTab("Skills");
    await userEvent.click(within(tab).getByRole("button", { name: "Suggest Skills" }));
    await userEvent.click(await within(tab).findByRole("button", { name: "Go" }));
    await userEvent.click(within(tab).getByRole("button", { name: "Add Selected Skills" }));

    expect(await screen.findByText("No skills to add")).toBeInTheDocument();
    expect(sent.patch).toEqual([]);
  });

  it("generates a pitch from strengths and the profile's skills", async () => {
    const { sent } = assistantServer({ generate: () => apiResponse("POST /api/assistant/generate", { result: "I build things." }) });
    renderApp("/ai-assistant");

    const tab = await openTab("Personal Pitch");
    await userEvent.type(within(tab).getByLabelText("Your strengths"), "calm under pressure");
    await userEvent.click(within(tab).getByRole("button", { name: "Generate Pitch" }));
    expect(await within(tab).findByLabelText("Your pitch")).toHaveValue("I build things.");
    await userEvent.click(within(tab).getByRole("button", { name: "Save Pitch" }));

    expect(await screen.findByText("Pitch Saved")).toBeInTheDocument();
    expect(sent.generate).toEqual([
      { type: "pitch", input: "calm under pressure", existingSkills: "React, TypeScript" },
    ]);
    expect(sent.patch).toEqual([{ pitch: "I build things." }]);
  });

  it("shows 'Error generating pitch' with 'Please try again later' when the server says nothing useful", async () => {
    assistantServer({ generate: () => new Response("", { status: 502 }) });
    renderApp("/ai-assistant");

    const tab = await openTab("Personal Pitch");
    await userEvent.type(within(tab).getByLabelText("Your strengths"), "calm");
    await userEvent.click(within(tab).getByRole("button", { name: "Generate Pitch" }));

    expect(await screen.findByText("Error generating pitch")).toBeInTheDocument();
    expect(screen.getByText("Please try again later")).toBeInTheDocument();
  });

  it("offers codenames to pick, checks an edited one live, and reports a taken one", async () => {
    const { sent } = assistantServer({
      patch: () => errorResponse(409, "codename_taken", "This codename is already taken"),
    });
    renderApp("/ai-assistant");

    const tab = await openTab("Codename");
    expect(within(tab).getByLabelText("Job title or keywords")).toHaveValue("Senior frontend engineer");
    await userEvent.click(within(tab).getByRole("button", { name: "Generate Codenames" }));

    const amber = await within(tab).findByRole("radio", { name: "amber-lynx" });
    expect(within(tab).getByRole("radio", { name: "silent-harbor" })).toBeChecked();
    await userEvent.click(amber);
    const field = within(tab).getByLabelText("Your codename");
    expect(field).toHaveValue("amber-lynx");

    await userEvent.type(field, "_");
    expect(within(tab).getByRole("alert")).toHaveTextContent(
      "Only lowercase letters, numbers, and hyphens are allowed",
    );
    await userEvent.click(within(tab).getByRole("button", { name: "Save Codename" }));
    expect(sent.patch).toEqual([]);

    await userEvent.type(field, "{Backspace}");
    await userEvent.click(within(tab).getByRole("button", { name: "Save Codename" }));

    expect(await screen.findByText("Save Failed")).toBeInTheDocument();
    expect(screen.getByText("This codename is already taken")).toBeInTheDocument();
    expect(sent.codenames).toEqual([{ jobTitle: "Senior frontend engineer" }]);
    expect(sent.patch).toEqual([{ codename: "amber-lynx" }]);
  });

  it("shows 'Generation Failed' with the server's message for codenames", async () => {
    assistantServer({
      codenames: () =>
        errorResponse(
          422,
          "no_unique_codenames",
          "No unique codenames were generated, please try again with different keywords",
        ),
    });
    renderApp("/ai-assistant");

    const tab = await openTab("Codename");
    await userEvent.click(within(tab).getByRole("button", { name: "Generate Codenames" }));

    expect(await screen.findByText("Generation Failed")).toBeInTheDocument();
    expect(
      screen.getByText("No unique codenames were generated, please try again with different keywords"),
    ).toBeInTheDocument();
  });

  it("without a profile, says so and links to onboarding instead of saving", async () => {
    assistantServer({ hasProfile: false });
    renderApp("/ai-assistant");

    expect(await screen.findByText("Profile Not Found")).toBeInTheDocument();
    const tab = await openTab("Professional Headline");
    await userEvent.type(within(tab).getByLabelText("Job title or keywords"), "designer");
    await userEvent.click(within(tab).getByRole("button", { name: "Generate Headline" }));
    await within(tab).findByLabelText("Your headline");

    expect(within(tab).queryByRole("button", { name: "Save Headline" })).not.toBeInTheDocument();
    expect(within(tab).getByRole("link", { name: "Create Profile" })).toHaveAttribute(
      "href",
      "/onboarding-job-seeker",
    );
  });
});
