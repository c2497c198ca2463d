import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { jsonResponse, mockFetch, renderInRouter } from "@/test/utils";

import { BlockedRecruitersCard } from "./BlockedRecruitersCard";

const block = (id: string, companyName: string) => ({
  id,
  companyName,
  recruiterRole: "Talent Partner",
  blockedAt: "2027-01-10T08:00:00.000Z",
});

describe("BlockedRecruitersCard", () => {
  it("lists the blocked recruiters and unblocks one", async () => {
    let blocks = [block("b1", "Northwind Labs"), block("b2", "Initech")];
    const fetchMock = mockFetch({
      "GET /api/blocks": () => jsonResponse({ blocks }),
      "DELETE /api/blocks/b1": () => {
        blocks = blocks.filter((b) => b.id !== "b1");
        return jsonResponse({ blocks });
      },
    });
    renderInRouter(<BlockedRecruitersCard />);
    const list = await screen.findByRole("list", { name: "Blocked recruiters" });
    expect(within(list).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      expect.stringContaining("Northwind Labs"),
      expect.stringContaining("Initech"),
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Unblock the recruiter at Northwind Labs" }));
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith("/api/blocks/b1", expect.objectContaining({ method: "DELETE" })),
    );
    await vi.waitFor(() => expect(screen.queryByText("Northwind Labs")).not.toBeInTheDocument());
    expect(screen.getByText("Initech")).toBeInTheDocument();
  });

  it("says how to block when nobody is blocked", async () => {
    mockFetch({ "GET /api/blocks": () => jsonResponse({ blocks: [] }) });
    renderInRouter(<BlockedRecruitersCard />);
    expect(await screen.findByText(/You have not blocked anyone/)).toBeInTheDocument();
  });
});
