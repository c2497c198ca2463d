import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { apiResponse } from "@/test/api-response";
import { errorResponse, mockFetch, renderApp, signedOut } from "@/test/utils";

const au = () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false });

describe("/keep-account", () => {
  it("asks before keeping the account, then says until when it is kept, signed out", async () => {
    const posted: string[] = [];
    mockFetch({
      "/api/geo": au,
      "/api/session": signedOut,
      "GET /api/account/keep": () =>
        apiResponse("GET /api/account/keep", { keptUntil: "2026-12-30T03:00:00.000Z", inactiveDays: 730 }),
      "POST /api/account/keep": (init) => {
        posted.push(String(init?.method));
        return apiResponse("POST /api/account/keep", { keptUntil: "2028-12-06T05:00:00.000Z", inactiveDays: 730 });
      },
    });
    renderApp("/keep-account?token=abc.def");

    expect(await screen.findByText(/will be deleted on 30 December 2026/)).toBeInTheDocument();
    expect(posted).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Keep my account" }));
    expect(await screen.findByRole("status")).toHaveTextContent("It stays until 6 December 2028");
    expect(posted).toEqual(["POST"]);
  });

  it("says so when the link is not valid", async () => {
    mockFetch({
      "/api/geo": au,
      "/api/session": signedOut,
      "GET /api/account/keep": () =>
        errorResponse(404, "keep_link_invalid", "This link is not valid, or its account no longer exists."),
    });
    renderApp("/keep-account?token=forged");
    expect(await screen.findByText("This link is not valid, or its account no longer exists.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Keep my account" })).not.toBeInTheDocument();
  });
});
