import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { apiResponse } from "@/test/api-response";
import { candidateView } from "@/test/candidates";
import { toastRegion } from "@/test/toasts";
import { errorResponse, mockFetch, renderApp, sessionBody } from "@/test/utils";

const au = () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false });
const { profile } = candidateView();
const stats = () => apiResponse("GET /api/search/stats", { num_documents: 12, database_profiles: 12, sample_documents: [profile] });

function setup(entry: string, handlers: Record<string, () => Response | Promise<Response>> = {}) {
  const fetchMock = mockFetch({
    "/api/geo": au,
    "GET /api/session": () => apiResponse("GET /api/session", sessionBody({ isJobSeeker: true })),
    "GET /api/search/stats": stats,
    ...handlers,
  });
  return { ...renderApp(entry), fetchMock };
}

describe("/typesense-sync", () => {
  it("rebuilds the index and shows the result", async () => {
    setup("/typesense-sync", {
      "POST /api/search/reindex": () => apiResponse("POST /api/search/reindex", { message: "Indexed 12 profiles in 8 ms.", numDocuments: 12 }),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Sync Typesense" }));
    expect(await screen.findByText("Indexed 12 profiles in 8 ms.")).toBeInTheDocument();
  });

  it.each([
    ["Typesense Sync Error", () => errorResponse(403, "forbidden", "Only the admin can rebuild the search index.")],
    ["Typesense Sync Failed", () => errorResponse(500, "internal", "The index could not be written.")],
    [
      "Typesense Sync Exception",
      () => {
        throw new TypeError("Failed to fetch");
      },
    ],
  ])("says '%s'", async (title, answer) => {
    setup("/typesense-sync", { "POST /api/search/reindex": answer });
    await userEvent.click(await screen.findByRole("button", { name: "Sync Typesense" }));
    expect(await toastRegion().findByText(title, { exact: true })).toBeInTheDocument();
  });

  it("shows when the index was last checked against the database and what was repaired", async () => {
    const check = { checkedAt: new Date().toISOString(), databaseProfiles: 12, indexDocuments: 13, bucketsDiffering: 2 };
    setup("/typesense-sync", {
      "GET /api/search/stats": () =>
        apiResponse("GET /api/search/stats", {
          num_documents: 12,
          database_profiles: 12,
          sample_documents: [profile],
          last_check: { ...check, added: 0, removed: 0, refreshed: 0 },
          last_repair: { ...check, added: 1, removed: 2, refreshed: 0 },
        }),
    });
    expect(await screen.findByText(/Last checked against the database .*: 13 documents, 12 profiles\./)).toBeInTheDocument();
    expect(screen.getByText(/Last repair .*: 1 added, 2 removed, 0 refreshed\./)).toBeInTheDocument();
  });

  it("lists the common causes of a failed sync", async () => {
    setup("/typesense-sync");
    const causes = (await screen.findByRole("heading", { name: "Common causes of a failed sync" })).closest<HTMLElement>(
      "[data-slot=card]",
    )!;
    expect(within(causes).getAllByRole("listitem")).toHaveLength(3);
  });
});

describe("/search-debug", () => {
  it("runs a search, logs the request and answer, and shows the stats", async () => {
    const { fetchMock } = setup("/search-debug", {
      "GET /api/search/debug": () =>
        apiResponse("GET /api/search/debug", {
          hits: [profile],
          pagination: { currentPage: 1, perPage: 5, totalPages: 3, totalResults: 12 },
          widened: "none",
          parsed: "SearchRequest { keyword: \"rust\" }",
          tookMs: 3,
        }),
    });
    expect(await screen.findByText("num_documents")).toBeInTheDocument();

    await userEvent.type(screen.getByRole("textbox", { name: "Search term" }), "rust");
    await userEvent.type(screen.getByRole("textbox", { name: "filter_by" }), "job_type:=remote");
    await userEvent.click(screen.getByRole("button", { name: "Run Search" }));

    expect(await screen.findByText("Page 1 of 3 (12 total results)")).toBeInTheDocument();
    const log = screen.getByRole("list", { name: "Log entries" });
    expect(within(log).getByText(/GET \/api\/search\/debug\?q=rust&filterBy=job_type%3A%3Dremote&page=1/)).toBeInTheDocument();
    expect(within(log).getByText(/200 in 3 ms: 1 hits on page 1 of 3/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    const urls = fetchMock.mock.calls.map(([input]) => String(input)).filter((u) => u.startsWith("/api/search/debug"));
    expect(urls.at(-1)).toBe("/api/search/debug?q=rust&filterBy=job_type%3A%3Dremote&page=2");
  });
});
