import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import type { SearchHistoryEntry } from "@/features/search/api/search-history";
import { apiResponse } from "@/test/api-response";
import { candidateCard, searchResponse } from "@/test/candidates";
import { toastRegion } from "@/test/toasts";
import { errorResponse, mockFetch, renderApp, sessionBody } from "@/test/utils";

const au = () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false });
const recruiter = () => apiResponse("GET /api/session", sessionBody({ isRecruiter: true, hasEmployerProfile: true }));

function historyEntry(id: string, keyword: string, city = ""): SearchHistoryEntry {
  return {
    id,
    keyword,
    createdAt: "2025-04-01T10:00:00Z",
    locationData: city
      ? { city, state: "New South Wales", country: "Australia", postalCode: "", formattedAddress: `${city}, New South Wales, Australia` }
      : null,
  };
}

type Setup = {
  search?: () => Response;
  history?: SearchHistoryEntry[];
};

function setup(entry: string, { search, history = [] }: Setup = {}) {
  const fetchMock = mockFetch({
    "/api/geo": au,
    "GET /api/session": recruiter,
    "GET /api/search": search ?? (() => apiResponse("GET /api/search", searchResponse([candidateCard()]))),
    "GET /api/search/history": () => apiResponse("GET /api/search/history", history),
    "POST /api/search/history": () => new Response(null, { status: 204 }),
    "GET /api/profile-views/recent": () => apiResponse("GET /api/profile-views/recent", []),
  });
  const app = renderApp(entry);
  const calls = (method: string, path: string) =>
    fetchMock.mock.calls
      .filter(([input, init]) => (init?.method ?? "GET") === method && String(input).split("?")[0] === path)
      .map(([input, init]) => ({ url: new URL(String(input), "http://localhost"), body: init?.body }));
  return { ...app, fetchMock, calls };
}

describe("/search-candidates", () => {
  it("runs the search in the URL, so a shared link shows the same results", async () => {
    const { calls } = setup(
      "/search-candidates?q=rust&jobType=remote&city=Sydney&state=New+South+Wales&country=Australia&page=2",
      {
        search: () =>
          apiResponse("GET /api/search", searchResponse([candidateCard()], { currentPage: 2, totalPages: 3, totalResults: 25 })),
      },
    );

    expect(await screen.findByText("Showing page 2 of 3 (25 total results)")).toBeInTheDocument();
    const [request] = calls("GET", "/api/search");
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      q: "rust",
      jobType: "remote",
      city: "Sydney",
      state: "New South Wales",
      country: "Australia",
      page: "2",
      // Every search asks for each filter choice's count.
      facets: "true",
    });
    expect(screen.getByRole("combobox", { name: "Keywords" })).toHaveValue("rust");
    expect(screen.getByRole("combobox", { name: "Location" })).toHaveValue("Sydney, New South Wales, Australia");
    expect(screen.getByRole("checkbox", { name: /^Remote/ })).toBeChecked();
    expect(screen.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Page 3" })).toHaveAttribute(
      "href",
      "/search-candidates?q=rust&jobType=remote&city=Sydney&state=New+South+Wales&country=Australia&page=3",
    );
  });

  it("lists the newest candidates when nothing is filtered, and says so when there are none", async () => {
    const { calls } = setup("/search-candidates", { search: () => apiResponse("GET /api/search", searchResponse([])) });
    expect(await screen.findByText("No candidates found in the system.")).toBeInTheDocument();
    expect(calls("GET", "/api/search")[0].url.search).toBe("?facets=true");
  });

  it("keeps the headings in order: the page, then the results, then each card", async () => {
    setup("/search-candidates");
    await screen.findByRole("article", { name: "Senior Rust Engineer" });

    const levels = [...document.querySelectorAll("main h1, main h2, main h3")].map((heading) => ({
      level: Number(heading.tagName[1]),
      text: heading.textContent,
    }));
    expect(levels.slice(0, 3)).toEqual([
      { level: 1, text: "Search Candidates" },
      { level: 2, text: "Results" },
      { level: 3, text: "Senior Rust Engineer" },
    ]);
    levels.reduce((previous, heading) => {
      expect(heading.level, `"${heading.text}" after an h${previous}`).toBeLessThanOrEqual(previous + 1);
      return heading.level;
    }, 0);
    const results = screen.getByRole("region", { name: "Results" });
    expect(within(results).getByRole("heading", { level: 3, name: "Senior Rust Engineer" })).toBeInTheDocument();
  });

  it("says nothing matched when a filter is set", async () => {
    setup("/search-candidates?q=cobol", { search: () => apiResponse("GET /api/search", searchResponse([])) });
    expect(await screen.findByText("No candidates found matching your search criteria.")).toBeInTheDocument();
  });

  it("searches as you type after a pause, and saves only explicit searches", async () => {
    const { router, calls } = setup("/search-candidates?page=3");
    await screen.findByText("Showing page 1 of 1 (1 total results)");

    await userEvent.type(screen.getByRole("combobox", { name: "Keywords" }), "golang");
    await waitFor(() => expect(router.state.location.search).toBe("?q=golang"));
    expect(calls("POST", "/api/search/history")).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(calls("POST", "/api/search/history")).toHaveLength(1));
    expect(JSON.parse(String(calls("POST", "/api/search/history")[0].body))).toEqual({
      keyword: "golang",
      locationData: null,
    });
  });

  it("searches on Enter", async () => {
    const { router, calls } = setup("/search-candidates");
    await screen.findByText("Showing page 1 of 1 (1 total results)");
    await userEvent.type(screen.getByRole("combobox", { name: "Keywords" }), "devops{Enter}");
    expect(router.state.location.search).toBe("?q=devops");
    await waitFor(() => expect(calls("POST", "/api/search/history")).toHaveLength(1));
  });

  it("goes back to page 1 when a filter changes", async () => {
    const { router } = setup("/search-candidates?q=rust&page=4");
    await screen.findByRole("article");
    await userEvent.click(screen.getByRole("checkbox", { name: /^Hybrid/ }));
    expect(router.state.location.search).toBe("?q=rust&jobType=hybrid");
  });

  it("keeps several job types at once, and All clears them", async () => {
    const { router } = setup("/search-candidates?q=rust&jobType=hybrid");
    await screen.findByRole("article");
    await userEvent.click(screen.getByRole("checkbox", { name: /^Remote/ }));
    expect(router.state.location.search).toBe("?q=rust&jobTypes=remote%2Chybrid");
    expect(screen.getByRole("checkbox", { name: /^Hybrid/ })).toBeChecked();
    // The third is the same search as all of them.
    await userEvent.click(screen.getByRole("checkbox", { name: /^Onsite/ }));
    expect(router.state.location.search).toBe("?q=rust");
    expect(screen.getByRole("checkbox", { name: "All" })).toBeChecked();
    await userEvent.click(screen.getByRole("checkbox", { name: /^Onsite/ }));
    await userEvent.click(screen.getByRole("checkbox", { name: "All" }));
    expect(router.state.location.search).toBe("?q=rust");
  });

  it("shows the last searches under the keyword box and reruns the one chosen", async () => {
    const history = [historyEntry("h1", "rust", "Sydney"), historyEntry("h2", "react")];
    const { router, calls } = setup("/search-candidates", { history });
    await screen.findByRole("article");

    await userEvent.click(screen.getByRole("combobox", { name: "Keywords" }));
    const list = await screen.findByRole("listbox", { name: "Recent searches" });
    await userEvent.click(within(list).getAllByRole("option")[0]);

    expect(router.state.location.search).toBe("?q=rust&city=Sydney&state=New+South+Wales&country=Australia");
    expect(screen.getByRole("combobox", { name: "Keywords" })).toHaveValue("rust");
    expect(screen.getByRole("combobox", { name: "Location" })).toHaveValue("Sydney, New South Wales, Australia");
    await waitFor(() => expect(calls("POST", "/api/search/history")).toHaveLength(1));
  });

  it("lists the last 5 searches, and reruns one on click", async () => {
    const history = Array.from({ length: 7 }, (_, i) => historyEntry(`h${i}`, `keyword ${i}`));
    const { router } = setup("/search-candidates", { history });
    const panel = (await screen.findByRole("heading", { name: "Recent Searches" })).closest<HTMLElement>(
      "[data-slot=card]",
    )!;
    await within(panel).findByText("keyword 0");
    expect(within(panel).getAllByRole("button")).toHaveLength(5);

    await userEvent.click(within(panel).getByRole("button", { name: /keyword 3/ }));
    expect(router.state.location.search).toBe("?q=keyword+3");
  });

  it("says 'No recent searches.' before the first search", async () => {
    setup("/search-candidates");
    expect(await screen.findByText("No recent searches.")).toBeInTheDocument();
  });

  it("clears the location filter", async () => {
    const { router } = setup("/search-candidates?q=rust&city=Perth&country=Australia");
    await screen.findByRole("article");
    await userEvent.click(screen.getByRole("button", { name: "Clear location" }));
    expect(router.state.location.search).toBe("?q=rust");
    expect(screen.getByRole("combobox", { name: "Location" })).toHaveValue("");
  });

  it("says when the location had to widen", async () => {
    setup("/search-candidates?city=Dubbo&state=New+South+Wales&country=Australia", {
      search: () => apiResponse("GET /api/search", searchResponse([candidateCard()], {}, "state")),
    });
    expect(await screen.findByText("No candidates in Dubbo; showing candidates in New South Wales.")).toBeInTheDocument();
  });

  it("says when the results match most of the words rather than all", async () => {
    setup("/search-candidates?q=rust+cobol", {
      search: () => apiResponse("GET /api/search", searchResponse([candidateCard()], {}, "none", true)),
    });
    expect(
      await screen.findByText("No profile matches all of your words; showing profiles that match most of them"),
    ).toBeInTheDocument();
  });

  it("says nothing about matching when every word matched", async () => {
    setup("/search-candidates?q=rust");
    expect(await screen.findByRole("article")).toBeInTheDocument();
    expect(screen.queryByText(/No profile matches all of your words/)).not.toBeInTheDocument();
  });

  it("shows 'Search Error' with the server's message", async () => {
    setup("/search-candidates?q=x", {
      search: () => errorResponse(422, "keyword_too_long", "Please use a shorter search"),
    });
    expect(await toastRegion().findByText("Search Error", { exact: true })).toBeInTheDocument();
    expect(toastRegion().getByText("Please use a shorter search", { exact: true })).toBeInTheDocument();
  });

  it("saves the search with a name, and shows a name already used under the field", async () => {
    let taken = false;
    const fetchMock = mockFetch({
      "/api/geo": au,
      "GET /api/session": recruiter,
      "GET /api/search": () => apiResponse("GET /api/search", searchResponse([candidateCard()])),
      "GET /api/search/history": () => apiResponse("GET /api/search/history", []),
      "GET /api/profile-views/recent": () => apiResponse("GET /api/profile-views/recent", []),
      "POST /api/saved-searches": (init) => {
        if (taken) {
          return errorResponse(409, "saved_search_name_taken", "You already have a saved search called “Rust”.");
        }
        taken = true;
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return apiResponse(
          "POST /api/saved-searches",
          {
            id: "0190a1b2-c3d4-7e5f-8a6b-0c1d2e3f4a5b",
            name: String(body.name),
            keyword: "rust",
            jobType: "remote",
            city: "Sydney",
            state: "New South Wales",
            country: "Australia",
            flexible: false,
            alerts: true,
            newCount: 0,
            openedAt: "2026-11-27T06:00:00.000Z",
            checkedAt: "2026-11-27T06:00:00.000Z",
            createdAt: "2026-11-27T06:00:00.000Z",
      filters: {},
          },
          201,
        );
      },
    });
    renderApp("/search-candidates?q=rust&jobType=remote&city=Sydney&state=New+South+Wales&country=Australia&flexible=false");
    const user = userEvent.setup();
    expect(await screen.findByRole("checkbox", { name: /Widen to the region or country/ })).not.toBeChecked();

    await user.click(screen.getByRole("button", { name: "Save this search" }));
    const dialog = await screen.findByRole("dialog", { name: "Save this search" });
    // The form's code arrives when the dialog first opens.
    const name = await within(dialog).findByRole("textbox", { name: "Name" });
    expect(name).toHaveValue("rust in Sydney");
    await user.clear(name);
    await user.click(within(dialog).getByRole("button", { name: "Save search" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Please give this search a name.");

    await user.type(name, "Rust");
    await user.click(within(dialog).getByRole("checkbox", { name: "Alert me about new matches" }));
    await user.click(within(dialog).getByRole("button", { name: "Save search" }));
    expect(await toastRegion().findByText("Search saved", { exact: true })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === "POST" && i.body && String(i.body).includes("Rust"))!;
    expect(JSON.parse(String(init!.body))).toEqual({
      keyword: "rust",
      jobType: "remote",
      city: "Sydney",
      state: "New South Wales",
      country: "Australia",
      flexible: false,
      filters: {},
      name: "Rust",
      alerts: true,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "Save this search" }));
    const again = await screen.findByRole("dialog", { name: "Save this search" });
    await user.clear(within(again).getByRole("textbox", { name: "Name" }));
    await user.type(within(again).getByRole("textbox", { name: "Name" }), "Rust");
    await user.click(within(again).getByRole("button", { name: "Save search" }));
    expect(await within(again).findByRole("alert")).toHaveTextContent("You already have a saved search called “Rust”.");
  });
});
