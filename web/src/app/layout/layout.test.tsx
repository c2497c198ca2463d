import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { recruiterOnboardingDraftKey, recruiterProfileDraftKey } from "@/lib/user-storage";
import { apiResponse } from "@/test/api-response";
import { stubImageLoading } from "@/test/images";
import { mockFetch, renderApp, sessionBody, signedOut } from "@/test/utils";

const au = () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false });

describe("navigation bar", () => {
  it("offers Sign In when signed out", async () => {
    mockFetch({ "/api/session": signedOut, "/api/geo": au });
    renderApp("/about");
    const signIn = await screen.findByRole("link", { name: "Sign In" });
    expect(signIn).toHaveAttribute("href", "/signin");
    expect(screen.getByRole("link", { name: "Veil" })).toHaveAttribute("href", "/");
  });

  it("shows both link sets, the account avatar and Sign Out to a dual-role user", async () => {
    mockFetch({
      "/api/session": () =>
        apiResponse("GET /api/session", sessionBody({ isJobSeeker: true, isRecruiter: true, hasEmployerProfile: false })),
      "/api/geo": au,
    });
    renderApp("/about");

    const nav = await screen.findByRole("navigation", { name: "Main" });
    const names = within(nav).getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")]);
    expect(names).toEqual([
      ["Seeker Dashboard", "/job-seeker-dashboard"],
      ["Reveal Requests", "/reveal-requests"],
      ["AI Assistant", "/ai-assistant"],
      ["Privacy activity", "/privacy-activity"],
      ["Recruiter Dashboard", "/recruiter-dashboard"],
      ["Search Talent", "/onboarding-recruiter"],
    ]);
    // The signed-in controls are a lazy chunk.
    expect(await screen.findByRole("link", { name: "Your account" })).toHaveAttribute("href", "/user-profile");
    expect(screen.getByRole("button", { name: "Sign Out" })).toBeInTheDocument();
  });

  it("shows 'Sign Out Failed' when signing out fails", async () => {
    mockFetch({
      "/api/session": () => apiResponse("GET /api/session", sessionBody({ isJobSeeker: true })),
      "/api/geo": au,
    });
    renderApp("/about");
    await userEvent.click(await screen.findByRole("button", { name: "Sign Out" }));
    expect(await screen.findByText("Sign Out Failed", { exact: true })).toBeInTheDocument();
    expect(screen.getByText("There was an error signing out.", { exact: true })).toBeInTheDocument();
  });

  it("signs out: forgets the person's drafts and data here, then shows / signed out", async () => {
    let signedIn = true;
    const fetchMock = mockFetch({
      "GET /api/session": () => (signedIn ? apiResponse("GET /api/session", sessionBody({ isRecruiter: true })) : signedOut()),
      "POST /api/auth/logout": () => {
        signedIn = false;
        return new Response(null, { status: 204 });
      },
      "/api/geo": au,
    });
    localStorage.setItem(recruiterOnboardingDraftKey("user-1"), '{"companyName":"Acme"}');
    localStorage.setItem(recruiterProfileDraftKey("user-1"), "{}");
    localStorage.setItem(recruiterOnboardingDraftKey("user-2"), "{}");
    localStorage.setItem("theme", "dark");
    sessionStorage.setItem("avatar_user-1", "/files/profile-photos/user-1/avatar.jpg?sig=x");
    const { router, queryClient } = renderApp("/recruiter-dashboard");
    queryClient.setQueryData(["recruiter", "dashboard"], { private: true });

    await userEvent.click(await screen.findByRole("button", { name: "Sign Out" }));

    expect(await screen.findByRole("link", { name: "Sign In" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    expect(fetchMock.mock.calls.some(([url, init]) => url === "/api/auth/logout" && init?.method === "POST")).toBe(true);
    expect(localStorage.getItem(recruiterOnboardingDraftKey("user-1"))).toBeNull();
    expect(localStorage.getItem(recruiterProfileDraftKey("user-1"))).toBeNull();
    expect(localStorage.getItem(recruiterOnboardingDraftKey("user-2"))).toBe("{}");
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(sessionStorage.getItem("avatar_user-1")).toBeNull();
    expect(queryClient.getQueryData(["session"])).toBeNull();
    expect(queryClient.getQueryData(["recruiter", "dashboard"])).toBeUndefined();
    // Not sent to /signin on the way, so nothing is remembered for the next sign-in.
    expect(sessionStorage.getItem("veil.returnTo")).toBeNull();
  });

  it("leads Search Talent to the search once an employer profile exists", async () => {
    mockFetch({
      "/api/session": () => apiResponse("GET /api/session", sessionBody({ isRecruiter: true, hasEmployerProfile: true })),
      "/api/geo": au,
    });
    renderApp("/about");
    expect(await screen.findByRole("link", { name: "Search Talent" })).toHaveAttribute("href", "/search-candidates");
  });

  it("only says 'Loading' when Search Talent is pressed while the profile check runs", async () => {
    let answer: (response: Response) => void = () => {};
    let calls = 0;
    mockFetch({
      "/api/session": () =>
        ++calls === 1
          ? apiResponse("GET /api/session", sessionBody({ isRecruiter: true }))
          : new Promise<Response>((resolve) => (answer = resolve)),
      "/api/geo": au,
    });
    const { router, queryClient } = renderApp("/about");
    const searchTalent = await screen.findByRole("link", { name: "Search Talent" });
    void queryClient.invalidateQueries({ queryKey: ["session"] });
    await waitFor(() => expect(queryClient.isFetching({ queryKey: ["session"] })).toBe(1));

    await userEvent.click(searchTalent);

    expect(await screen.findByText("Loading", { exact: true })).toBeInTheDocument();
    expect(screen.getByText("Please wait while we check your profile...", { exact: true })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/about");
    answer(apiResponse("GET /api/session", sessionBody({ isRecruiter: true })));
  });

  it("shows the photo in the navigation, the initials when it fails, a user icon without one", async () => {
    stubImageLoading((src) => src.includes("broken"));
    mockFetch({
      "/api/session": () => apiResponse("GET /api/session", sessionBody({ isJobSeeker: true, avatarUrl: "/files/profile-photos/user-1/a.jpg" })),
      "/api/geo": au,
    });
    const first = renderApp("/about");
    const account = await screen.findByRole("link", { name: "Your account" });
    await waitFor(() => expect(account.querySelector("img")).toHaveAttribute("src", "/files/profile-photos/user-1/a.jpg"));
    first.unmount();

    mockFetch({
      "/api/session": () => apiResponse("GET /api/session", sessionBody({ isJobSeeker: true, avatarUrl: "/broken.jpg" })),
      "/api/geo": au,
    });
    const second = renderApp("/about");
    expect(await within(await screen.findByRole("link", { name: "Your account" })).findByText("AL")).toBeInTheDocument();
    second.unmount();

    mockFetch({ "/api/session": () => apiResponse("GET /api/session", sessionBody({ isJobSeeker: true })), "/api/geo": au });
    renderApp("/about");
    const plain = await screen.findByRole("link", { name: "Your account" });
    expect(plain.querySelector("img")).toBeNull();
    expect(plain.querySelector("svg")).not.toBeNull();
    expect(plain).not.toHaveTextContent("AL");
  });

  it("re-signs an expired photo address, shows the photo again and shares the new address", async () => {
    const expired = "/files/profile-photos/user-1/avatar.jpg?v=1&expires=1&sig=expired";
    const fresh = "/files/profile-photos/user-1/avatar.jpg?v=1&expires=9&sig=fresh";
    stubImageLoading((src) => src === expired);
    const fetchMock = mockFetch({
      "/api/session": () => apiResponse("GET /api/session", sessionBody({ isJobSeeker: true, avatarUrl: expired })),
      "/api/account/avatar-url": () => apiResponse("GET /api/account/avatar-url", { avatarUrl: fresh, blurredAvatarUrl: null }),
      "/api/geo": au,
    });
    const { queryClient } = renderApp("/about");

    const account = await screen.findByRole("link", { name: "Your account" });
    await waitFor(() => expect(account.querySelector("img")).toHaveAttribute("src", fresh));
    expect(sessionStorage.getItem("avatar_user-1")).toBe(fresh);
    expect(queryClient.getQueryData<{ user: { avatarUrl: string } }>(["session"])?.user.avatarUrl).toBe(fresh);
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/account/avatar-url")).toHaveLength(1);
  });

  it("keeps the initials when a re-signed address is the same or there is no token", async () => {
    stubImageLoading(() => true);
    const same = "/files/profile-photos/user-1/avatar.jpg?v=1&expires=1&sig=same";
    const fetchMock = mockFetch({
      "/api/session": () => apiResponse("GET /api/session", sessionBody({ isJobSeeker: true, avatarUrl: same })),
      "/api/account/avatar-url": () => apiResponse("GET /api/account/avatar-url", { avatarUrl: same, blurredAvatarUrl: null }),
      "/api/geo": au,
    });
    const first = renderApp("/about");
    expect(await within(await screen.findByRole("link", { name: "Your account" })).findByText("AL")).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === "/api/account/avatar-url")).toHaveLength(1));
    first.unmount();

    const unsigned = mockFetch({
      "/api/session": () => apiResponse("GET /api/session", sessionBody({ isJobSeeker: true, avatarUrl: "https://example.com/me.jpg" })),
      "/api/geo": au,
    });
    renderApp("/about");
    expect(await within(await screen.findByRole("link", { name: "Your account" })).findByText("AL")).toBeInTheDocument();
    expect(unsigned.mock.calls.some(([url]) => url === "/api/account/avatar-url")).toBe(false);
  });

  it("opens the side panel from the menu button", async () => {
    mockFetch({ "/api/session": signedOut, "/api/geo": au });
    renderApp("/about");
    await userEvent.click(await screen.findByRole("button", { name: "Open menu" }));
    const panel = await screen.findByRole("dialog");
    expect(within(panel).getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/signin");
  });

  it("hides the header and footer on /signin", async () => {
    mockFetch({ "/api/session": signedOut, "/api/geo": au });
    renderApp("/signin");
    await screen.findByRole("heading", { level: 1, name: "Welcome back" });
    expect(screen.queryByRole("button", { name: "Open menu" })).not.toBeInTheDocument();
    expect(screen.queryByRole("contentinfo")).not.toBeInTheDocument();
  });

  it("has the footer links and copyright elsewhere", async () => {
    mockFetch({ "/api/session": signedOut, "/api/geo": au });
    renderApp("/about");
    const footer = await screen.findByRole("contentinfo");
    for (const [name, href] of [
      ["About us", "/about"],
      ["Contact Us", "/contact"],
      ["Privacy Policy", "/privacy-policy"],
      ["Terms of Service", "/terms"],
    ]) {
      expect(within(footer).getByRole("link", { name })).toHaveAttribute("href", href);
    }
    expect(within(footer).getByText("© 2025 Veil. All rights reserved.")).toBeInTheDocument();
  });
});

describe("theme", () => {
  it("switches to dark and remembers it", async () => {
    mockFetch({ "/api/session": signedOut, "/api/geo": au });
    renderApp("/about");
    await userEvent.click(await screen.findByRole("button", { name: "Switch to dark theme" }));
    expect(document.documentElement).toHaveClass("dark");
    expect(localStorage.getItem("theme")).toBe("dark");
    await userEvent.click(screen.getByRole("button", { name: "Switch to light theme" }));
    expect(document.documentElement).not.toHaveClass("dark");
    expect(localStorage.getItem("theme")).toBe("light");
  });
});
