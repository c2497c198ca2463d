import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as React from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";

import { CandidateCard } from "@/features/search/components/CandidateCard";
import { RevealButton } from "@/features/search/components/RevealButton";
import { candidateCard } from "@/test/candidates";
import { createTestQueryClient, renderInRouter, TestProviders } from "@/test/utils";

function renderCard(card = candidateCard(), onRequestReveal?: () => void) {
  renderInRouter(<CandidateCard candidate={card} onRequestReveal={onRequestReveal} />);
  return screen.getByRole("article");
}

const request = (status: "pending" | "approved" | "declined" | "expired", approvedAt: string | null = null) => ({
  id: "request-1",
  status,
  createdAt: "2025-02-01T10:00:00Z",
  approvedAt,
});

describe("CandidateCard", () => {
  it("shows the headline and codename while the search sends no identity", () => {
    // What the API sends for a candidate who has not approved this recruiter: `revealed: null`.
    const card = renderCard();
    expect(within(card).getByRole("heading", { name: "Senior Rust Engineer" })).toBeInTheDocument();
    expect(within(card).getByText("quiet-falcon")).toBeInTheDocument();
    expect(within(card).getByText("Sydney, New South Wales, Australia")).toBeInTheDocument();
    expect(within(card).getByText("Remote")).toBeInTheDocument();
    expect(within(card).getByText("I build fast, reliable backends.")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "View Profile" })).toHaveAttribute("href", "/candidate/profile-1");
  });

  it("falls back to the codename when there is no headline", () => {
    const card = renderCard(candidateCard({ headline: "" }));
    expect(within(card).getByRole("heading", { name: "quiet-falcon" })).toBeInTheDocument();
  });

  it("shows the name and initials once the request is approved", () => {
    const card = renderCard(
      candidateCard({
        revealRequest: request("approved", "2025-02-03T10:00:00Z"),
        revealed: { firstName: "Grace", lastName: "Hopper", avatarUrl: null },
      }),
    );
    expect(within(card).getByRole("heading", { name: "Grace Hopper" })).toBeInTheDocument();
    expect(within(card).getByText("GH")).toBeInTheDocument();
    expect(within(card).getByText("Approved")).toBeInTheDocument();
    // Approved: nothing left to request.
    expect(within(card).queryByRole("button", { name: /Request/ })).not.toBeInTheDocument();
  });

  it("drops the name and initials once a later answer carries no identity (the reveal ended)", () => {
    const approved = candidateCard({
      revealRequest: request("approved", "2025-02-03T10:00:00Z"),
      revealed: { firstName: "Grace", lastName: "Hopper", avatarUrl: null },
    });
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children: React.ReactNode }) => (
      <TestProviders queryClient={queryClient}>
        <MemoryRouter>{children}</MemoryRouter>
      </TestProviders>
    );
    const { rerender } = render(<CandidateCard candidate={approved} />, { wrapper });
    expect(screen.getByRole("heading", { name: "Grace Hopper" })).toBeInTheDocument();

    // The search refetched after the reveal ended: the server no longer sends the name.
    rerender(<CandidateCard candidate={candidateCard({ revealRequest: request("expired"), revealed: null })} />);
    const card = screen.getByRole("article");
    expect(within(card).getByRole("heading", { name: "Senior Rust Engineer" })).toBeInTheDocument();
    expect(card).not.toHaveTextContent("Grace");
    expect(card).not.toHaveTextContent("Hopper");
    expect(within(card).queryByText("GH")).not.toBeInTheDocument();
    expect(within(card).getByText("Expired")).toBeInTheDocument();
  });

  it("says how the candidate usually answers once the server knows, and nothing before", () => {
    const known = renderCard(candidateCard({ usualAnswer: "within_two_days" }));
    expect(within(known).getByText("Usually answers within 2 days")).toBeInTheDocument();
    cleanup();
    const unknown = renderCard(candidateCard({ usualAnswer: null }));
    expect(within(unknown).queryByText(/Usually/)).not.toBeInTheDocument();
  });

  it("says 'No pitch available' without a pitch", () => {
    const card = renderCard(candidateCard({ pitch: "  " }));
    expect(within(card).getByText("No pitch available")).toBeInTheDocument();
  });

  it("shows the first 5 skills and '+N more' for the rest", async () => {
    const skills = ["Rust", "Go", "SQL", "Kafka", "Docker", "Kubernetes", "Terraform"];
    const card = renderCard(candidateCard({ skills }));
    const list = within(card).getByRole("list", { name: "Skills" });
    for (const skill of skills.slice(0, 5)) expect(within(list).getByText(skill)).toBeInTheDocument();
    expect(within(list).queryByText("Kubernetes")).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole("button", { name: "+2 more" }));
    const more = await screen.findByRole("list", { name: "More skills" });
    expect(within(more).getByText("Kubernetes")).toBeInTheDocument();
    expect(within(more).getByText("Terraform")).toBeInTheDocument();
  });

  it("highlights the skills the search matched, first, so they show before '+N more'", () => {
    const skills = ["Rust", "Go", "SQL", "Kafka", "Docker", "Kubernetes", "Terraform"];
    const card = renderCard(candidateCard({ skills, matchedSkills: ["Kubernetes"] }));
    const list = within(card).getByRole("list", { name: "Skills" });
    const items = within(list).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Kubernetes (matches your search)");
    expect(within(items[0]).getByText("Kubernetes").tagName).toBe("MARK");
    expect(within(list).getByText("Rust").tagName).not.toBe("MARK");
    expect(within(list).getByText("+2 more")).toBeInTheDocument();
  });

  it("shows no '+N more' with 5 skills or fewer", () => {
    const card = renderCard(candidateCard({ skills: ["A", "B", "C", "D", "E"] }));
    expect(within(card).queryByRole("button", { name: /more/ })).not.toBeInTheDocument();
  });

  it.each([
    ["pending", "Pending", "Request Pending"],
    ["declined", "Declined", "Request Declined"],
  ] as const)("shows a %s request as a badge and a disabled button", (status, badge, button) => {
    const card = renderCard(candidateCard({ revealRequest: request(status) }));
    expect(within(card).getByText(badge)).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: button })).toBeDisabled();
  });
});

describe("RevealButton", () => {
  const candidate = { id: "profile-1", codename: "quiet-falcon", headline: "Senior Rust Engineer" };

  it("offers 'Request Profile Reveal' on a card only once a handler is connected", async () => {
    const onRequest = vi.fn();
    const { rerender } = render(<RevealButton candidate={candidate} revealRequest={null} variant="card" />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();

    rerender(<RevealButton candidate={candidate} revealRequest={null} variant="card" onRequest={onRequest} />);
    await userEvent.click(screen.getByRole("button", { name: "Request Profile Reveal" }));
    expect(onRequest).toHaveBeenCalledWith(candidate);
  });

  it("shows 'Request Identity Reveal' disabled when no request can be sent yet", () => {
    render(<RevealButton candidate={candidate} revealRequest={null} variant="profile" disabled />);
    expect(screen.getByRole("button", { name: "Request Identity Reveal" })).toBeDisabled();
  });

  it("shows an approved request on the profile as 'Identity Revealed' with the date", () => {
    render(
      <RevealButton
        candidate={candidate}
        revealRequest={request("approved", "2025-03-05T12:00:00Z")}
        variant="profile"
      />,
    );
    const button = screen.getByRole("button", { name: /Identity Revealed/ });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent("Mar 5, 2025");
  });

  it("hides an approved request on a card", () => {
    render(<RevealButton candidate={candidate} revealRequest={request("approved")} variant="card" />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("keeps a pending request disabled even with a handler", () => {
    render(<RevealButton candidate={candidate} revealRequest={request("pending")} variant="profile" onRequest={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Request Pending" })).toBeDisabled();
  });
});
