import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { apiResponse } from "@/test/api-response";
import { searchResponse } from "@/test/candidates";
import { toastRegion } from "@/test/toasts";
import { errorResponse, mockFetch, renderApp, sessionBody } from "@/test/utils";

import type { ViewedProfile } from "../api/types";

const viewed: ViewedProfile[] = [
  { profileId: "p-1", viewedAt: "2026-11-21T10:00:00Z", codename: "quiet-falcon", headline: "Data Engineer", revealed: null },
  {
    profileId: "p-2",
    viewedAt: "2026-11-21T09:00:00Z",
    codename: "bold-otter",
    headline: "Designer",
    revealed: { firstName: "Grace", lastName: "Hopper", avatarUrl: null },
  },
];

function setup(clear: () => Response, recent: () => Response = () => apiResponse("GET /api/profile-views/recent", viewed)) {
  let cleared = false;
  mockFetch({
    "/api/geo": () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false }),
    "GET /api/session": () => apiResponse("GET /api/session", sessionBody({ isRecruiter: true, hasEmployerProfile: true })),
    "GET /api/search": () => apiResponse("GET /api/search", searchResponse([])),
    "GET /api/search/history": () => apiResponse("GET /api/search/history", []),
    "GET /api/profile-views/recent": () => (cleared ? apiResponse("GET /api/profile-views/recent", []) : recent()),
    "DELETE /api/profile-views/recent": () => {
      const answer = clear();
      cleared = answer.ok;
      return answer;
    },
  });
  return renderApp("/search-candidates");
}

describe("Recently Viewed on /search-candidates", () => {
  it("links each avatar to the candidate, initials unless revealed", async () => {
    setup(() => new Response(null, { status: 204 }));
    const list = await screen.findByRole("list", { name: "Recently viewed profiles" }, { timeout: 5000 });
    const first = within(list).getByRole("link", { name: "quiet-falcon, Data Engineer" });
    expect(first).toHaveAttribute("href", "/candidate/p-1");
    expect(first).toHaveTextContent("QF");
    expect(within(list).getByRole("link", { name: "Grace Hopper, Designer" })).toHaveTextContent("GH");
  });

  it("clears the list with a success toast", async () => {
    setup(() => new Response(null, { status: 204 }));
    await screen.findByRole("list", { name: "Recently viewed profiles" }, { timeout: 5000 });
    await userEvent.click(screen.getByRole("button", { name: "Clear recently viewed profiles" }));
    expect(await toastRegion().findByText("Recently viewed profiles cleared")).toBeInTheDocument();
    expect(toastRegion().getByText("Success")).toBeInTheDocument();
    expect(await screen.findByText("No recently viewed profiles.")).toBeInTheDocument();
  });

  it("says when clearing fails", async () => {
    setup(() => errorResponse(500, "internal", "Boom"));
    await screen.findByRole("list", { name: "Recently viewed profiles" }, { timeout: 5000 });
    await userEvent.click(screen.getByRole("button", { name: "Clear recently viewed profiles" }));
    expect(await toastRegion().findByText("Could not clear recently viewed profiles")).toBeInTheDocument();
  });

  it("says when the list cannot load", async () => {
    setup(
      () => new Response(null, { status: 204 }),
      () => errorResponse(500, "internal", "Boom"),
    );
    expect(await toastRegion().findByText("Could not load recently viewed profiles", {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
