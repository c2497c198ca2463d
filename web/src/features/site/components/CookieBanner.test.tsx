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
    expect(within(dialog).getByText(/never your IP\s+address/)).toBeVisible();
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

  it("records each choice on the server under the browser's consent id, which the settings show", async () => {
    const recorded: unknown[] = [];
    mockFetch({
      "/api/session": signedOut,
      "/api/geo": country("FR"),
      "POST /api/consent": (init) => {
        const body = JSON.parse(String(init?.body)) as { consentId: string };
        recorded.push(body);
        return apiResponse("POST /api/consent", { consentId: body.consentId, recordedAt: "2026-12-07T05:00:00.000Z" }, 201);
      },
    });
    renderApp("/about");
    const region = await screen.findByRole("region", { name: "Your privacy, your choice" });
    await userEvent.click(within(region).getByRole("button", { name: "Reject All" }));

    expect(JSON.parse(localStorage.getItem("cookie-consent")!)).toEqual({
      essential: true,
      analytics: false,
      advertising: false,
      version: 1,
    });
    const consentId = localStorage.getItem("cookie-consent-id")!;
    expect(consentId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await waitFor(() => expect(recorded).toHaveLength(1));
    expect(recorded[0]).toEqual({ consentId, choice: "reject_all", analytics: false, advertising: false, policyVersion: "1" });

    // The footer's Cookie Settings show the id; a new choice is recorded under the same one.
    await userEvent.click(within(await screen.findByRole("contentinfo")).getByRole("button", { name: "Cookie Settings" }));
    const again = await screen.findByRole("region", { name: "Your privacy, your choice" });
    await userEvent.click(within(again).getByRole("button", { name: "Cookie Settings" }));
    const dialog = await screen.findByRole("dialog", { name: "Cookie Settings" });
    expect(within(dialog).getByText(consentId)).toBeVisible();
    await userEvent.click(within(dialog).getByRole("switch", { name: "Analytics" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Preferences" }));
    await waitFor(() => expect(recorded).toHaveLength(2));
    expect(recorded[1]).toEqual({ consentId, choice: "custom", analytics: true, advertising: false, policyVersion: "1" });
  });
});
