import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { jsonResponse, mockFetch, renderApp, sessionBody, signedOut } from "@/test/utils";

const au = () => jsonResponse({ country: "AU" });

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
        jsonResponse(sessionBody({ isJobSeeker: true, isRecruiter: true, hasEmployerProfile: false })),
      "/api/geo": au,
    });
    renderApp("/about");

    const nav = await screen.findByRole("navigation", { name: "Main" });
    const names = within(nav).getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")]);
    expect(names).toEqual([
      ["Seeker Dashboard", "/job-seeker-dashboard"],
      ["Reveal Requests", "/reveal-requests"],
      ["AI Assistant", "/ai-assistant"],
      ["Recruiter Dashboard", "/recruiter-dashboard"],
      ["Search Talent", "/onboarding-recruiter"],
    ]);
    expect(screen.getByRole("link", { name: "Your account" })).toHaveAttribute("href", "/user-profile");
    expect(screen.getByRole("button", { name: "Sign Out" })).toBeInTheDocument();
  });

  it("shows 'Sign Out Failed' when signing out fails", async () => {
    mockFetch({
      "/api/session": () => jsonResponse(sessionBody({ isJobSeeker: true })),
      "/api/geo": au,
    });
    renderApp("/about");
    await userEvent.click(await screen.findByRole("button", { name: "Sign Out" }));
    expect(await screen.findByText("Sign Out Failed", { exact: true })).toBeInTheDocument();
    expect(screen.getByText("There was an error signing out.", { exact: true })).toBeInTheDocument();
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
