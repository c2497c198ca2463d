import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { apiResponse, type ApiSuccessBody } from "@/test/api-response";
import { errorResponse, mockFetch, renderApp, sessionBody } from "@/test/utils";

type AuditLog = ApiSuccessBody<"GET /api/admin/audit-log">;
type Entry = AuditLog["entries"][number];

function entry(seq: number, action: string, reason = `Reason ${seq}`): Entry {
  return {
    seq,
    adminEmail: "admin@veil.test",
    action,
    target: `report r${seq}, recruiter rec${seq}`,
    reason,
    at: `2025-03-01T09:${String(seq % 60).padStart(2, "0")}:00Z`,
  };
}

const firstPage: AuditLog = {
  entries: [
    entry(60, "recruiter_suspended", "Threatened a candidate"),
    entry(59, "recruiter_warned"),
    entry(58, "report_dismissed"),
    entry(57, "suspension_lifted"),
    entry(56, "warning_template_saved"),
    entry(55, "email_sent"),
    entry(54, "something_new"),
  ],
  nextBefore: 54,
};
const lastPage: AuditLog = { entries: [entry(3, "report_dismissed", "The oldest entry")], nextBefore: null };

function setup(pages: (before: string | null) => Response | Promise<Response>) {
  const fetchMock = mockFetch({
    "/api/geo": () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false }),
    "GET /api/session": () => apiResponse("GET /api/session", sessionBody({ isAdmin: true, email: "admin@veil.test" })),
    // The call being answered is the last one made.
    "GET /api/admin/audit-log": () => {
      const url = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), "http://localhost");
      return pages(url.searchParams.get("before"));
    },
  });
  const view = renderApp("/admin-audit-log");
  return { ...view, fetchMock };
}

function auditCalls(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((url) => url.pathname === "/api/admin/audit-log");
}

const paged = (before: string | null) =>
  apiResponse("GET /api/admin/audit-log", before === null ? firstPage : lastPage);

describe("/admin-audit-log", () => {
  it("lists the admin actions, the latest first, with readable names", async () => {
    setup(paged);
    await screen.findByRole("heading", { level: 1, name: "Audit log" });
    expect(screen.getByText(/append-only/)).toBeInTheDocument();
    expect(screen.getByText(/retention period/)).toBeInTheDocument();

    const table = await screen.findByRole("table", { name: "Audit log" });
    const headers = within(table).getAllByRole("columnheader").map((th) => th.textContent);
    expect(headers).toEqual(["Time", "Admin", "Action", "Target", "Reason"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[2].textContent)).toEqual([
      "Recruiter suspended",
      "Recruiter warned",
      "Report dismissed",
      "Suspension lifted",
      "Warning e-mail edited",
      "E-mail sent",
      "something_new",
    ]);
    const latest = within(rows[0]);
    expect(latest.getByText("admin@veil.test")).toBeInTheDocument();
    expect(latest.getByText("report r60, recruiter rec60")).toBeInTheDocument();
    expect(latest.getByText("Threatened a candidate")).toBeInTheDocument();
    expect(rows[0].querySelector("time")).toHaveAttribute("dateTime", "2025-03-01T09:00:00Z");

    // The same entries as stacked cards for narrow screens.
    const cards = screen.getByRole("list", { name: "Audit log" });
    expect(within(cards).getAllByRole("listitem")).toHaveLength(7);
    expect(within(within(cards).getAllByRole("listitem")[0]).getByText("Recruiter suspended")).toBeInTheDocument();
  });

  it("loads the next 50 with `before` until there are no more", async () => {
    const { fetchMock } = setup(paged);
    const table = await screen.findByRole("table", { name: "Audit log" });
    expect(auditCalls(fetchMock).map((url) => url.searchParams.get("before"))).toEqual([null]);

    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await within(table).findByText("The oldest entry")).toBeInTheDocument();
    expect(auditCalls(fetchMock).map((url) => url.searchParams.get("before"))).toEqual([null, "54"]);
    expect(within(table).getAllByRole("row")).toHaveLength(1 + 8);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument());
  });

  it("says when nothing was done yet", async () => {
    setup(() => apiResponse("GET /api/admin/audit-log", { entries: [], nextBefore: null }));
    expect(await screen.findByText("No admin actions yet")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("offers to try again when the log cannot be loaded", async () => {
    let fail = true;
    setup((before) => (fail ? errorResponse(500, "internal", "Something went wrong on our side.") : paged(before)));
    expect(await screen.findByText("Could not load the audit log.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table", { name: "Audit log" })).toBeInTheDocument();
  });

  it("links to the other admin pages", async () => {
    setup(paged);
    const nav = await screen.findByRole("navigation", { name: "Admin" });
    expect(within(nav).getByRole("link", { name: "Email Center" })).toHaveAttribute("href", "/admin-email");
    expect(within(nav).getByRole("link", { name: "Reports" })).toHaveAttribute("href", "/admin-reports");
    expect(within(nav).getByRole("link", { name: "Audit log" })).toHaveAttribute("aria-current", "page");
  });
});
