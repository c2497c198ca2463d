import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { RequestStatsCard } from "./RequestStatsCard";

const stats = { total: 4, pending: 1, approved: 1, declined: 1, expired: 1, withdrawn: 0 };

describe("RequestStatsCard", () => {
  it("shows the spec's five counts, and Withdrawn only when a request was withdrawn", () => {
    const { rerender } = render(<RequestStatsCard stats={stats} loading={false} />);
    const labels = () => screen.getAllByRole("term").map((term) => term.textContent);
    expect(labels()).toEqual(["Total Requests", "Pending", "Approved", "Declined", "Expired"]);
    rerender(<RequestStatsCard stats={{ ...stats, total: 5, withdrawn: 1 }} loading={false} />);
    expect(labels()).toEqual(["Total Requests", "Pending", "Approved", "Declined", "Expired", "Withdrawn"]);
  });
});
