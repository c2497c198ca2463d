import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiResponse } from "@/test/api-response";
import { mockFetch, renderApp, signedOut } from "@/test/utils";

const au = () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false });

describe("/signin after a failed sign-in", () => {
  it.each(["login_failed", "login_cancelled"])("explains error=%s and drops it from the address", async (error) => {
    mockFetch({ "/api/session": signedOut, "/api/geo": au });
    const { router } = renderApp(`/signin?error=${error}`);

    expect(await screen.findByText("LinkedIn Login Failed", { exact: true })).toBeInTheDocument();
    expect(
      screen.getByText("There was an error signing in with LinkedIn. Please try again.", { exact: true }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(router.state.location.pathname).toBe("/signin");
  });

  it("explains error=profile_error", async () => {
    mockFetch({ "/api/session": signedOut, "/api/geo": au });
    const { router } = renderApp("/signin?error=profile_error");

    expect(await screen.findByText("Profile Error", { exact: true })).toBeInTheDocument();
    expect(
      screen.getByText("There was an error saving your profile information.", { exact: true }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("keeps the rest of the address and the remembered page", async () => {
    mockFetch({ "/api/session": signedOut, "/api/geo": au });
    const { router } = renderApp({
      pathname: "/signin",
      search: "?error=login_failed&utm=x",
      state: { from: "/reveal-requests" },
    });

    await screen.findByText("LinkedIn Login Failed", { exact: true });
    await waitFor(() => expect(router.state.location.search).toBe("?utm=x"));
    expect(router.state.location.state).toEqual({ from: "/reveal-requests" });
    expect(screen.getByText("Please sign in to access the requested page")).toBeInTheDocument();
  });

  it("ignores an unknown error value but still tidies the address", async () => {
    mockFetch({ "/api/session": signedOut, "/api/geo": au });
    const { router } = renderApp("/signin?error=whatever");

    await screen.findByRole("heading", { level: 1, name: "Welcome back" });
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(screen.queryByText("LinkedIn Login Failed", { exact: true })).not.toBeInTheDocument();
  });
});
