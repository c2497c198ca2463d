import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";

import { recruiterOnboardingDraftKey, recruiterProfileDraftKey } from "@/lib/user-storage";
import { apiResponse } from "@/test/api-response";
import { stubImageLoading, stubObjectUrls } from "@/test/images";
import { errorResponse, mockFetch, renderApp, sessionBody, signedOut } from "@/test/utils";

const au = () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false });
const OLD_PHOTO = "/files/profile-photos/user-1/avatar.jpg?v=1&expires=9&sig=old";
const NEW_PHOTO = "/files/profile-photos/user-1/avatar.jpg?v=2&expires=9&sig=new";

function navigationAvatarSrc(): string | null | undefined {
  // hidden: an open dialog hides the rest of the page from assistive technology.
  const account = screen.getByRole("link", { name: "Your account", hidden: true });
  return account.querySelector("img")?.getAttribute("src");
}

describe("/user-profile", () => {
  beforeEach(() => stubImageLoading());

  it("greets the person and shows their name, e-mail and LinkedIn connection", async () => {
    mockFetch({
      "/api/geo": au,
      "/api/session": () => apiResponse("GET /api/session", sessionBody({ isJobSeeker: true })),
      "/api/account/end": () =>
        apiResponse("GET /api/account/end", { keptUntil: "2028-12-06T09:30:00.000Z", inactiveDays: 730 }),
    });
    renderApp("/user-profile");

    expect(await screen.findByRole("heading", { level: 1, name: "Welcome Ada" })).toBeInTheDocument();
    expect(screen.getByText("Ada Lovelace")).toBeInTheDocument();
    expect(screen.getByText("ada@example.com")).toBeInTheDocument();
    expect(screen.getByText("Connected with LinkedIn")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Change photo" })).toBeInTheDocument();
    expect(await screen.findByTestId("account-end")).toHaveTextContent("Kept until 6 December 2028 unless you sign in.");
  });

  it("names the development provider instead of LinkedIn", async () => {
    mockFetch({
      "/api/geo": au,
      "/api/session": () => apiResponse("GET /api/session", sessionBody({ provider: "development" })),
    });
    renderApp("/user-profile");

    expect(await screen.findByText("Signed in with the development identity provider")).toBeInTheDocument();
    expect(screen.queryByText("Connected with LinkedIn")).not.toBeInTheDocument();
  });

  it.each([
    [
      "Dual Role Account",
      { isJobSeeker: true, isRecruiter: true },
      [
        ["Edit Job Seeker Profile", "/edit-profile"],
        ["Edit Company Profile", "/edit-recruiter-profile"],
      ],
    ],
    ["Recruiter/Employer", { isRecruiter: true }, [["Edit Company Profile", "/edit-recruiter-profile"]]],
    ["Job Seeker", { isJobSeeker: true }, [["Edit Job Seeker Profile", "/edit-profile"]]],
    ["No role selected", {}, [["Choose your role", "/onboarding-role"]]],
  ])("shows the account type %s", async (name, roles, links) => {
    mockFetch({ "/api/geo": au, "/api/session": () => apiResponse("GET /api/session", sessionBody(roles)) });
    renderApp("/user-profile");

    const heading = await screen.findByRole("heading", { name: "Account Type" });
    const card = heading.closest<HTMLElement>("[data-slot=card]")!;
    expect(within(card).getByText(name, { exact: true })).toBeInTheDocument();
    expect(within(card).getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")])).toEqual(links);
  });

  it("goes home from Back when the visit started here, and back when it did not", async () => {
    mockFetch({ "/api/geo": au, "/api/session": () => apiResponse("GET /api/session", sessionBody({ isJobSeeker: true })) });
    const first = renderApp("/user-profile");
    await userEvent.click(await screen.findByRole("button", { name: "Back" }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe("/"));
    first.unmount();

    const second = renderApp("/about");
    await userEvent.click(await screen.findByRole("link", { name: "Your account" }));
    await userEvent.click(await screen.findByRole("button", { name: "Back" }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe("/about"));
  });

  it("shows 'Could not load profile data.' when the account cannot be read", async () => {
    let calls = 0;
    mockFetch({
      "/api/geo": au,
      "/api/session": () =>
        ++calls === 1
          ? apiResponse("GET /api/session", sessionBody({ isJobSeeker: true }))
          : errorResponse(403, "forbidden", "Not allowed."),
    });
    const { router } = renderApp("/about");
    await screen.findByRole("link", { name: "Your account" });
    await act(() => router.navigate("/user-profile"));

    expect(await screen.findByText("Could not load profile data.", { exact: true })).toBeInTheDocument();
    expect(screen.getByText("Error", { exact: true })).toBeInTheDocument();
    // What was already known stays on the page.
    expect(screen.getByRole("heading", { level: 1, name: "Welcome Ada" })).toBeInTheDocument();
  });
});

describe("the photo upload dialog", () => {
  beforeEach(() => {
    stubImageLoading();
    stubObjectUrls();
  });

  async function openDialog() {
    await userEvent.click(await screen.findByRole("button", { name: "Change photo" }));
    return screen.findByRole("dialog", { name: "Update your photo" });
  }

  const user = () => userEvent.setup({ applyAccept: false });

  it("accepts images only, with the server's words", async () => {
    mockFetch({ "/api/geo": au, "/api/session": () => apiResponse("GET /api/session", sessionBody({ isJobSeeker: true })) });
    renderApp("/user-profile");
    const dialog = await openDialog();
    const input = within(dialog).getByLabelText("Photo file");
    expect(input).toHaveAttribute("accept", "image/*");

    await user().upload(input, new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Please upload an image file (PNG, JPEG, etc.)");
    expect(within(dialog).getByRole("button", { name: "Upload" })).toBeDisabled();

    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "huge.png", { type: "image/png" });
    await user().upload(input, huge);
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Please upload an image smaller than 5MB");
    expect(within(dialog).getByRole("button", { name: "Upload" })).toBeDisabled();

    await user().upload(input, new File(["png"], "me.png", { type: "image/png" }));
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
    expect(within(dialog).getByText("me.png")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Upload" })).toBeEnabled();
  });

  it("uploads the file, says so and shows the new photo in the navigation at once", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockFetch({
      "/api/geo": au,
      "GET /api/session": () => apiResponse("GET /api/session", sessionBody({ isJobSeeker: true, avatarUrl: OLD_PHOTO })),
      "POST /api/uploads/photo": () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp("/user-profile");
    await waitFor(() => expect(navigationAvatarSrc()).toBe(OLD_PHOTO));
    const dialog = await openDialog();

    const photo = new File(["png"], "me.png", { type: "image/png" });
    await user().upload(within(dialog).getByLabelText("Photo file"), photo);
    await userEvent.click(within(dialog).getByRole("button", { name: "Upload" }));

    const uploading = within(dialog).getByRole("button", { name: "Uploading..." });
    expect(uploading).toBeDisabled();
    expect(uploading.querySelector("svg.animate-spin")).not.toBeNull();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === "/api/uploads/photo")!;
    expect(init?.body).toBe(photo);
    expect(new Headers(init?.headers).get("Content-Type")).toBe("image/png");

    answer(apiResponse("POST /api/uploads/photo", { avatarUrl: NEW_PHOTO, blurredAvatarUrl: null }));

    expect(await screen.findByText("Photo Updated!", { exact: true })).toBeInTheDocument();
    expect(screen.getByText("Your photo has been saved.", { exact: true })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(navigationAvatarSrc()).toBe(NEW_PHOTO));
    expect(sessionStorage.getItem("avatar_user-1")).toBe(NEW_PHOTO);
  });

  it("reports the server's reason and goes back to the current photo on failure", async () => {
    mockFetch({
      "/api/geo": au,
      "GET /api/session": () => apiResponse("GET /api/session", sessionBody({ isJobSeeker: true, avatarUrl: OLD_PHOTO })),
      "POST /api/uploads/photo": () =>
        errorResponse(422, "invalid_image", "This image could not be read. Please try another file."),
    });
    renderApp("/user-profile");
    const dialog = await openDialog();

    await user().upload(within(dialog).getByLabelText("Photo file"), new File(["?"], "odd.png", { type: "image/png" }));
    expect(within(dialog).getByText("odd.png")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Upload" }));

    expect(await screen.findByText("Upload Failed", { exact: true })).toBeInTheDocument();
    expect(
      screen.getByText("This image could not be read. Please try another file.", { exact: true }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("No file chosen")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Upload" })).toBeDisabled();
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Choose file" })).toHaveFocus());
    expect(navigationAvatarSrc()).toBe(OLD_PHOTO);
  });
});

describe("account deletion", () => {
  async function openDeletion() {
    await userEvent.click(await screen.findByRole("button", { name: "Delete Account" }));
    return screen.findByRole("alertdialog", { name: "Delete your account?" });
  }

  it("lists what will be deleted, and Cancel keeps everything", async () => {
    const fetchMock = mockFetch({ "/api/geo": au, "/api/session": () => apiResponse("GET /api/session", sessionBody({ isJobSeeker: true })) });
    renderApp("/user-profile");
    const dialog = await openDeletion();

    const items = within(within(dialog).getByRole("list", { name: "What will be deleted" })).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      "Your anonymous job seeker profile",
      "Your company profile",
      "Reveal requests you have sent and received",
      "Profile views",
      "Your search history",
      "Your notifications",
      "Your photo and company logo",
      "Your sign-in sessions",
    ]);
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();

    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
    expect(screen.getByRole("button", { name: "Delete Account" })).toHaveFocus();
  });

  it("deletes the account, says so, forgets the person here and goes home", async () => {
    let deleted = false;
    mockFetch({
      "/api/geo": au,
      "GET /api/session": () => (deleted ? signedOut() : apiResponse("GET /api/session", sessionBody({ isRecruiter: true }))),
      "DELETE /api/account": () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
    });
    localStorage.setItem(recruiterOnboardingDraftKey("user-1"), "{}");
    localStorage.setItem(recruiterProfileDraftKey("user-1"), "{}");
    localStorage.setItem(recruiterProfileDraftKey("someone-else"), "{}");
    sessionStorage.setItem("avatar_user-1", OLD_PHOTO);
    const { router, queryClient } = renderApp("/user-profile");
    const dialog = await openDeletion();

    await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));

    expect(await screen.findByText("Account deleted", { exact: true })).toBeInTheDocument();
    expect(
      screen.getByText("Your account and all associated data have been deleted.", { exact: true }),
    ).toBeInTheDocument();
    const toast = screen.getByText("Account deleted", { exact: true }).closest("li");
    expect(toast).not.toHaveClass("destructive");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(await screen.findByRole("link", { name: "Sign In" })).toBeInTheDocument();
    expect(queryClient.getQueryData(["session"])).toBeNull();
    expect(localStorage.getItem(recruiterOnboardingDraftKey("user-1"))).toBeNull();
    expect(localStorage.getItem(recruiterProfileDraftKey("user-1"))).toBeNull();
    expect(localStorage.getItem(recruiterProfileDraftKey("someone-else"))).toBe("{}");
    expect(sessionStorage.getItem("avatar_user-1")).toBeNull();
  });

  it("asks to sign in again when the session is gone", async () => {
    let gone = false;
    mockFetch({
      "/api/geo": au,
      "GET /api/session": () => (gone ? signedOut() : apiResponse("GET /api/session", sessionBody({ isJobSeeker: true }))),
      "DELETE /api/account": () => {
        gone = true;
        return signedOut();
      },
    });
    const { router } = renderApp("/user-profile");
    const dialog = await openDeletion();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));

    expect(await screen.findByText("No active session found. Please sign in again.", { exact: true })).toBeInTheDocument();
    expect(screen.getByText("Error deleting account", { exact: true })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/signin"));
  });

  it("reports other failures and keeps the account page", async () => {
    mockFetch({
      "/api/geo": au,
      "GET /api/session": () => apiResponse("GET /api/session", sessionBody({ isJobSeeker: true })),
      "DELETE /api/account": () => new Response("oops", { status: 502 }),
    });
    const { router } = renderApp("/user-profile");
    const dialog = await openDeletion();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));

    expect(await screen.findByText("Error deleting account", { exact: true })).toBeInTheDocument();
    expect(
      screen.getByText("There was an error deleting your account. Please try again later.", { exact: true }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/user-profile");
    expect(within(dialog).getByRole("button", { name: "Delete my account" })).toBeEnabled();
  });
});
