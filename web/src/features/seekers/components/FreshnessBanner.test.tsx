import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { Toaster } from "@/components/ui/toaster";
import { apiResponse } from "@/test/api-response";
import { createTestQueryClient, errorResponse, mockFetch, TestProviders } from "@/test/utils";

import type { Freshness, FreshnessAnswer } from "../api/freshness";
import { FreshnessBanner } from "./FreshnessBanner";

/** A server that remembers the last answer, as the real one does. */
function setup(initial: Freshness, after: Record<FreshnessAnswer, Freshness> | null = null) {
  let current = initial;
  const fetchMock = mockFetch({
    "GET /api/profile/freshness": () => apiResponse("GET /api/profile/freshness", current),
    "POST /api/profile/freshness": (init) => {
      if (!after) return errorResponse(500, "internal", "Boom");
      const { answer } = JSON.parse(String(init?.body)) as { answer: FreshnessAnswer };
      current = after[answer];
      return apiResponse("POST /api/profile/freshness", current);
    },
  });
  render(
    <TestProviders queryClient={createTestQueryClient()}>
      <FreshnessBanner />
      <Toaster />
    </TestProviders>,
  );
  const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");
  return { posts };
}

const fresh: Freshness = { state: "fresh", pausesOn: null };
const asked: Freshness = { state: "asked", pausesOn: "2027-03-01T03:00:00.000Z" };
const paused: Freshness = { state: "paused", pausesOn: null };

describe("FreshnessBanner", () => {
  it("shows nothing while there is nothing to ask", async () => {
    const { posts } = setup(fresh);
    // Give the query time to answer, then check the banner stayed away.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText("Still open to offers?")).not.toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it("asks, says when the profile pauses, and keeps it visible on 'yes'", async () => {
    const { posts } = setup(asked, { keep_visible: fresh, pause: paused, resume: fresh });
    expect(await screen.findByRole("heading", { name: "Still open to offers?" })).toBeInTheDocument();
    expect(screen.getByText(/without an answer, Veil pauses it on Mar 1, 2027/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Yes, keep me visible" }));
    expect(await screen.findByText("Profile Visible")).toBeInTheDocument();
    expect(JSON.parse(String(posts()[0][1]?.body))).toEqual({ answer: "keep_visible" });
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Still open to offers?" })).not.toBeInTheDocument());
  });

  it("pauses on request, then offers the way back", async () => {
    const { posts } = setup(asked, { keep_visible: fresh, pause: paused, resume: fresh });
    await userEvent.click(await screen.findByRole("button", { name: "Pause my profile" }));
    expect(await screen.findByRole("heading", { name: "Your profile is paused" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Resume my profile" }));
    expect(await screen.findByText("Profile Resumed")).toBeInTheDocument();
    expect(posts().map(([, init]) => JSON.parse(String(init?.body)).answer)).toEqual(["pause", "resume"]);
  });

  it("keeps the question and says so when the answer could not be saved", async () => {
    setup(asked);
    await userEvent.click(await screen.findByRole("button", { name: "Yes, keep me visible" }));
    expect(await screen.findByText("Could not save your answer. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Still open to offers?" })).toBeInTheDocument();
  });
});
