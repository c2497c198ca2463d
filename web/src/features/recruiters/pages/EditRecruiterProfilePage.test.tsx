import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { recruiterProfileDraftKey } from "@/lib/user-storage";
import { apiResponse } from "@/test/api-response";
import { employerProfile } from "@/test/employers";
import { toastRegion } from "@/test/toasts";
import { errorResponse, mockFetch, renderApp, sessionBody } from "@/test/utils";

const DRAFT_KEY = recruiterProfileDraftKey("user-1");
const au = () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false });
const LOGO = "/files/company-logos/user-1/1.png?expires=9&sig=abc";

const employer = employerProfile();

type Setup = { load?: () => Response; save?: () => Response; upload?: () => Response };

function setup({ load = () => apiResponse("GET /api/employer", employer), save = () => apiResponse("GET /api/employer", employer), upload }: Setup = {}) {
  const fetchMock = mockFetch({
    "/api/geo": au,
    "GET /api/session": () => apiResponse("GET /api/session", sessionBody({ isRecruiter: true, hasEmployerProfile: true })),
    "GET /api/employer": load,
    "PUT /api/employer": save,
    "POST /api/uploads/logo": upload ?? (() => apiResponse("POST /api/uploads/logo", { logoUrl: LOGO })),
  });
  return { ...renderApp("/edit-recruiter-profile"), fetchMock };
}

const requestBody = (fetchMock: ReturnType<typeof setup>["fetchMock"], method: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === method)?.[1]?.body));

describe("/edit-recruiter-profile", () => {
  it("fills the form from the company profile", async () => {
    setup();
    expect(await screen.findByRole("textbox", { name: /Company Name/ })).toHaveValue("Acme");
    expect(screen.getByRole("heading", { level: 1, name: "Edit Company Profile" })).toBeInTheDocument();
    expect(screen.getByText("Recruiter")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Company Website/ })).toHaveValue("https://acme.example");
    expect(screen.getByRole("textbox", { name: /Your Role/ })).toHaveValue("Head of Talent");
    expect(screen.getByRole("combobox", { name: /Location/ })).toHaveValue("Sydney, New South Wales, Australia");
    expect(screen.getByRole("combobox", { name: "Company Size" })).toHaveValue("11-50");
    expect(screen.getByRole("textbox", { name: "Industry" })).toHaveValue("Software");
    expect(screen.getByRole("heading", { name: "Profile Tips" })).toBeInTheDocument();
  });

  it("saves, says 'Profile Updated', drops the draft and opens the dashboard", async () => {
    const { fetchMock, router } = setup();
    const industry = await screen.findByRole("textbox", { name: "Industry" });
    await userEvent.clear(industry);
    await userEvent.type(industry, "Fintech");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Company Size" }), "51-200");
    expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await toastRegion().findByText("Profile Updated", { exact: true })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/recruiter-dashboard"));
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(requestBody(fetchMock, "PUT")).toEqual({
      companyName: "Acme",
      website: "https://acme.example",
      recruiterRole: "Head of Talent",
      location: "Sydney, New South Wales, Australia",
      city: "Sydney",
      state: "New South Wales",
      country: "Australia",
      logoUrl: "",
      companySize: "51-200",
      industry: "Fintech",
    });
  });

  it("says 'Update Failed' when saving fails", async () => {
    setup({ save: () => errorResponse(409, "conflict", "Nope") });
    await userEvent.click(await screen.findByRole("button", { name: "Save Changes" }));
    expect(await toastRegion().findByText("Update Failed", { exact: true })).toBeInTheDocument();
    expect(
      toastRegion().getByText("There was an error updating your profile. Please try again.", { exact: true }),
    ).toBeInTheDocument();
  });

  it("requires the company name", async () => {
    const { fetchMock } = setup();
    await userEvent.clear(await screen.findByRole("textbox", { name: /Company Name/ }));
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Company name is required")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);
  });

  it("restores unsaved changes, and discards them on request", async () => {
    const first = setup();
    const role = await screen.findByRole("textbox", { name: /Your Role/ });
    await userEvent.clear(role);
    await userEvent.type(role, "Recruiter");
    first.unmount();

    setup();
    expect(await screen.findByRole("textbox", { name: /Your Role/ })).toHaveValue("Recruiter");
    expect(screen.getByText("We restored changes you had not saved yet.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Discard changes" }));
    expect(screen.getByRole("textbox", { name: /Your Role/ })).toHaveValue("Head of Talent");
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("removes the draft and asks for a company profile when there is none", async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ companyName: "Old" }));
    setup({ load: () => errorResponse(404, "employer_not_found", "Complete Your Recruiter Profile") });
    expect(await screen.findByRole("heading", { name: "Complete Your Recruiter Profile" })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toBeNull());
  });

  it("says 'Error' when the profile cannot be loaded", async () => {
    setup({ load: () => errorResponse(403, "forbidden", "Recruiters only.") });
    expect(
      await toastRegion().findByText("Could not load your profile. Please try again.", { exact: true }),
    ).toBeInTheDocument();
    expect(toastRegion().getByText("Error", { exact: true })).toBeInTheDocument();
  });

  describe("logo upload", () => {
    const png = () => new File([new Uint8Array([137, 80, 78, 71])], "logo.png", { type: "image/png" });

    it("uploads an image and keeps it on save", async () => {
      const { fetchMock } = setup();
      await userEvent.upload(await screen.findByLabelText("Logo file"), png());
      expect(await toastRegion().findByText("Logo Uploaded", { exact: true })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Remove Logo" })).toBeInTheDocument();

      await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
      await waitFor(() => expect(requestBody(fetchMock, "PUT").logoUrl).toBe(LOGO));
    });

    it("refuses a file that is not an image", async () => {
      const { fetchMock } = setup();
      const user = userEvent.setup({ applyAccept: false });
      await user.upload(await screen.findByLabelText("Logo file"), new File(["hi"], "notes.txt", { type: "text/plain" }));
      expect(await toastRegion().findByText("Invalid file type", { exact: true })).toBeInTheDocument();
      expect(
        toastRegion().getByText("Please upload an image file (PNG, JPEG, etc.)", { exact: true }),
      ).toBeInTheDocument();
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes("/uploads/"))).toBe(false);
    });

    it("refuses an image over 5 MB", async () => {
      setup();
      const big = png();
      Object.defineProperty(big, "size", { value: 5 * 1024 * 1024 + 1 });
      await userEvent.upload(await screen.findByLabelText("Logo file"), big);
      expect(await toastRegion().findByText("File too large", { exact: true })).toBeInTheDocument();
      expect(toastRegion().getByText("Please upload an image smaller than 5MB", { exact: true })).toBeInTheDocument();
    });

    it("says 'Upload Failed' when the upload fails", async () => {
      setup({ upload: () => errorResponse(422, "not_an_image", "Please upload an image file (PNG, JPEG, etc.)") });
      await userEvent.upload(await screen.findByLabelText("Logo file"), png());
      expect(await toastRegion().findByText("Upload Failed", { exact: true })).toBeInTheDocument();
      expect(
        toastRegion().getByText("There was an error uploading your logo. Please try again.", { exact: true }),
      ).toBeInTheDocument();
    });
  });
});
