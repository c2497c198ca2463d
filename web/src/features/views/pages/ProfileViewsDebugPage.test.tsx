import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { apiResponse } from "@/test/api-response";
import { mockFetch, renderApp, sessionBody } from "@/test/utils";

function setup(canGenerate: boolean) {
  return mockFetch({
    "/api/geo": () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false }),
    "GET /api/session": () => apiResponse("GET /api/session", sessionBody({ isRecruiter: true, isAdmin: canGenerate })),
    "GET /api/profile-views/debug/stats": () =>
      apiResponse("GET /api/profile-views/debug/stats", {
        totalViews: 7,
        testViews: 2,
        uniqueViewers: 3,
        uniqueProfiles: 4,
        last24h: 5,
        scope: canGenerate ? "everyone" : "you",
        canGenerate,
      }),
    "GET /api/profile-views/debug/raw": () =>
      apiResponse("GET /api/profile-views/debug/raw", [{ id: "v1", viewerId: "u-9", viewedProfileId: "p-3", viewedAt: "2026-11-21T10:00:00Z", isTestData: true }]),
    "GET /api/profile-views/debug/duplicates": () => apiResponse("GET /api/profile-views/debug/duplicates", []),
    "POST /api/profile-views/debug/generate": () => new Response(null, { status: 201 }),
  });
}

describe("/profile-views-debug", () => {
  it("disables the generator, with the reason, when it may not generate", async () => {
    setup(false);
    renderApp("/profile-views-debug");
    expect(await screen.findByText("Scope: only your own views", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Insert test view" })).toBeDisabled();
    expect(screen.getByText(/Only the admin can generate test data/)).toBeInTheDocument();
    expect(screen.getByText("u-9")).toBeInTheDocument();
    expect(screen.getByText("No duplicates found.")).toBeInTheDocument();
  });

  it("inserts a test view when allowed", async () => {
    const fetchMock = setup(true);
    renderApp("/profile-views-debug");
    expect(await screen.findByText("Scope: everyone", {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Viewer id"), "u-1");
    await userEvent.type(screen.getByLabelText("Viewed profile id"), "p-2");
    await userEvent.click(screen.getByRole("button", { name: "Insert test view" }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input, init]) => String(input).endsWith("/debug/generate") && init?.method === "POST")).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith("/debug/generate"));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ viewerId: "u-1", viewedProfileId: "p-2" });
  });
});
