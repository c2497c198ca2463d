import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { apiResponse } from "@/test/api-response";
import { mockFetch, renderApp, signedOut } from "@/test/utils";

function country(code: string | null, privateNetwork = false) {
  return () => apiResponse("GET /api/geo", { country: code, privateNetwork });
}

const banner = () => screen.queryByRole("region", { name: "Your privacy, your choice" });

describe("cookie banner", () => {
  it("shows for a visitor from a listed country and stores the country", async () => {
    mockFetch({ "/api/session": signedOut, "/api/geo": country("DE") });
    renderApp("/about");
    expect(await screen.findByRole("region", { name: "Your privacy, your choice" })).toBeInTheDocument();
    expect(localStorage.getItem("detected-country")).toBe("DE");
  });

  it("shows when the country is unknown", async () => {
    mockFetch({ "/api/session": signedOut, "/api/geo": country(null) });
    renderApp("/about");
    expect(await screen.findByRole("region", { name: "Your privacy, your choice" })).toBeInTheDocument();
  });

  it("stays hidden for other countries unless the URL forces it", async () => {
    const fetchMock = mockFetch({ "/api/session": signedOut, "/api/geo": country("AU") });
    renderApp("/about");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/api/geo", expect.anything()));
    await screen.findByRole("contentinfo");
    expect(banner()).not.toBeInTheDocument();
  });

  it("stays hidden on loopback or a private network unless the URL forces it", async () => {
    const fetchMock = mockFetch({ "/api/session": signedOut, "/api/geo": country(null, true) });
    const { unmount } = renderApp("/about");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/api/geo", expect.anything()));
    await screen.findByRole("contentinfo");
    expect(banner()).not.toBeInTheDocument();
    unmount();

    renderApp("/about?showCookieBanner=true");
    expect(await screen.findByRole("region", { name: "Your privacy, your choice" })).toBeInTheDocument();
  });

  it("is forced by ?showCookieBanner=true", async () => {
    mockFetch({ "/api/session": signedOut, "/api/geo": country("AU") });
    renderApp("/about?showCookieBanner=true");
    expect(await screen.findByRole("region", { name: "Your privacy, your choice" })).toBeInTheDocument();
  });

  it("Accept All stores full consent and hides the banner", async () => {
    mockFetch({ "/api/session": signedOut, "/api/geo": country("FR") });
    renderApp("/about");
    const region = await screen.findByRole("region", { name: "Your privacy, your choice" });
    await userEvent.click(within(region).getByRole("button", { name: "Accept All" }));
    expect(JSON.parse(localStorage.getItem("cookie-consent")!)).toEqual({
      essential: true,
      analytics: true,
      advertising: true,
      version: 1,
    });
    expect(banner()).not.toBeInTheDocument();
  });

  it("saves chosen preferences from the settings dialog, essential always on", async () => {
    mockFetch({ "/api/session": signedOut, "/api/geo": country("FR") });
    renderApp("/about");
    const region = await screen.findByRole("region", { name: "Your privacy, your choice" });
    await userEvent.click(within(region).getByRole("button", { name: "Cookie Settings" }));

    const dialog = await screen.findByRole("dialog", { name: "Cookie Settings" });
    expect(within(dialog).getByRole("switch", { name: "Essential" })).toBeDisabled();
    expect(within(dialog).getByRole("switch", { name: "Essential" })).toBeChecked();
    await userEvent.click(within(dialog).getByRole("switch", { name: "Analytics" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "More Information" }));
    expect(within(dialog).getByText(/stored in this browser only/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Preferences" }));

    expect(JSON.parse(localStorage.getItem("cookie-consent")!)).toEqual({
      essential: true,
      analytics: true,
      advertising: false,
      version: 1,
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
  });

  it("comes back from the footer's Cookie Settings button", async () => {
    localStorage.setItem(
      "cookie-consent",
      JSON.stringify({ essential: true, analytics: false, advertising: false, version: 1 }),
    );
    mockFetch({ "/api/session": signedOut, "/api/geo": country("FR") });
    renderApp("/about");
    const footer = await screen.findByRole("contentinfo");
    expect(banner()).not.toBeInTheDocument();
    await userEvent.click(within(footer).getByRole("button", { name: "Cookie Settings" }));
    expect(await screen.findByRole("region", { name: "Your privacy, your choice" })).toBeInTheDocument();
  });
});
