import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { apiResponse } from "@/test/api-response";
import { ownProfile } from "@/test/profiles";
import { errorResponse, mockFetch, renderApp, sessionBody } from "@/test/utils";

const au = () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false });
const none = { withSalary: false, atOrAboveMinimum: false, myWorkMode: false, verifiedCompanies: false };

type Handlers = Parameters<typeof mockFetch>[0];

function setup(
  handlers: Handlers = {},
  roles: Parameters<typeof sessionBody>[0] = { isJobSeeker: true, hasSeekerProfile: true },
) {
  const fetchMock = mockFetch({
    "/api/geo": au,
    "/api/session": () => apiResponse("GET /api/session", sessionBody(roles)),
    "GET /api/profile": () => apiResponse("GET /api/profile", ownProfile()),
    "GET /api/profile/request-preferences": () => apiResponse("GET /api/profile/request-preferences", none),
    ...handlers,
  });
  renderApp("/user-profile");
  const puts = () =>
    fetchMock.mock.calls
      .filter(([url, init]) => String(url) === "/api/profile/request-preferences" && init?.method === "PUT")
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { fetchMock, puts };
}

const card = () => screen.findByRole("region", { name: "Request preferences" });
const save = () => screen.getByRole("button", { name: "Save preferences" });

describe("Request preferences", () => {
  it("loads the saved preferences, each switch explained, with the profile's minimum and work mode", async () => {
    setup({
      "GET /api/profile/request-preferences": () =>
        apiResponse("GET /api/profile/request-preferences", { ...none, verifiedCompanies: true }),
    });
    const box = await card();
    const verified = await within(box).findByRole("switch", { name: "Only from verified companies" });
    expect(verified).toBeChecked();
    expect(verified).toHaveAccessibleDescription(/company must be verified/);
    expect(within(box).getByRole("switch", { name: "Only with a salary" })).not.toBeChecked();
    expect(within(box).getByRole("switch", { name: "Only at or above my minimum salary" })).toHaveAccessibleDescription(
      /your minimum of A\$120,000 a year/,
    );
    expect(within(box).getByRole("switch", { name: "Only for my work mode" })).toHaveAccessibleDescription(
      "The job must be remote, as on your profile.",
    );
    expect(box).toHaveTextContent("cannot be sent");
    expect(box).toHaveTextContent("Requests you already have stay.");
  });

  it("saves the switches as set, all four in one PUT, and says so", async () => {
    const { puts } = setup({
      "PUT /api/profile/request-preferences": (init) =>
        apiResponse("PUT /api/profile/request-preferences", JSON.parse(String(init?.body))),
    });
    const box = await card();
    await userEvent.click(await within(box).findByRole("switch", { name: "Only from verified companies" }));
    await userEvent.click(within(box).getByRole("switch", { name: "Only with a salary" }));
    expect(puts()).toEqual([]);

    await userEvent.click(save());
    expect(await within(box).findByText("Saved. They apply to new requests.")).toBeInTheDocument();
    expect(puts()).toEqual([{ withSalary: true, atOrAboveMinimum: false, myWorkMode: false, verifiedCompanies: true }]);
    expect(within(box).getByRole("switch", { name: "Only from verified companies" })).toBeChecked();
  });

  it("waits for the save with the button busy, and says plainly when it fails", async () => {
    let answer: (response: Response) => void = () => {};
    setup({ "PUT /api/profile/request-preferences": () => new Promise<Response>((resolve) => (answer = resolve)) });
    const box = await card();
    await userEvent.click(await within(box).findByRole("switch", { name: "Only for my work mode" }));
    await userEvent.click(save());
    expect(save()).toBeDisabled();
    expect(within(box).getByRole("switch", { name: "Only for my work mode" })).toBeDisabled();

    answer(errorResponse(500, "internal", "Something went wrong on our side. Please try again."));
    expect(await within(box).findByRole("alert")).toHaveTextContent("Something went wrong on our side. Please try again.");
    expect(save()).toBeEnabled();
    // Kept as set, for another try.
    expect(within(box).getByRole("switch", { name: "Only for my work mode" })).toBeChecked();
    expect(within(box).queryByText("Saved. They apply to new requests.")).not.toBeInTheDocument();
  });

  it("says when the profile has no minimum salary, so that switch stops nothing", async () => {
    setup({ "GET /api/profile": () => apiResponse("GET /api/profile", ownProfile({ minSalary: 0 })) });
    const box = await card();
    expect(await within(box).findByRole("switch", { name: "Only at or above my minimum salary" })).toHaveAccessibleDescription(
      /no minimum salary, so this stops nothing yet/,
    );
    expect(within(box).getByRole("link", { name: "Add one to your profile" })).toHaveAttribute("href", "/edit-profile");
  });

  it("without a profile, asks the job seeker to create one first, and asks the server nothing", async () => {
    const { fetchMock } = setup({}, { isJobSeeker: true, hasSeekerProfile: false });
    const box = await card();
    expect(await within(box).findByText(/Create your profile first/)).toBeInTheDocument();
    expect(within(box).getByRole("link", { name: "Create your profile" })).toHaveAttribute("href", "/onboarding-job-seeker");
    expect(within(box).queryByRole("switch")).not.toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.filter((url) => url.startsWith("/api/profile"))).toEqual([]);
    expect(asked).toContain("/api/session?optional=true");
  });

  it("with a profile deleted since the session was read, asks to create one first", async () => {
    setup({
      "GET /api/profile": () => errorResponse(404, "profile_not_found", "Create your profile first."),
      "GET /api/profile/request-preferences": () => errorResponse(404, "profile_not_found", "Create your profile first."),
    });
    const box = await card();
    expect(await within(box).findByText(/Create your profile first/)).toBeInTheDocument();
    expect(within(box).queryByRole("switch")).not.toBeInTheDocument();
  });

  it("offers a retry when they cannot be loaded", async () => {
    setup({ "GET /api/profile/request-preferences": () => errorResponse(403, "forbidden", "Job seekers only.") });
    const box = await card();
    expect(await within(box).findByRole("alert")).toHaveTextContent("Could not load your request preferences.");
    expect(within(box).getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });

  it("is not shown to a recruiter", async () => {
    setup({}, { isRecruiter: true });
    expect(await screen.findByRole("heading", { name: "Account Type" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Request preferences" })).not.toBeInTheDocument();
  });
});
