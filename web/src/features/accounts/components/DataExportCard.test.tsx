import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { apiResponse } from "@/test/api-response";
import { stubObjectUrls } from "@/test/images";
import { errorResponse, mockFetch, renderApp, sessionBody } from "@/test/utils";

import { WITHDRAWN_MESSAGE, fileSize } from "./DataExportCard";

const au = () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false });
const session = () => apiResponse("GET /api/session", sessionBody({ isJobSeeker: true }));
const REQUESTED = "2026-11-27T06:00:00.000Z";
const preparing = { status: "preparing", requestedAt: REQUESTED } as const;
const ready = {
  status: "ready",
  requestedAt: REQUESTED,
  downloadUrl: "/files/data-exports/0123456789abcdef0123456789abcdef.zip?expires=9&sig=s",
  expiresAt: "2099-11-28T06:00:05.000Z",
  sizeBytes: 12_800,
} as const;

async function card() {
  const heading = await screen.findByRole("heading", { name: "Your data" });
  return heading.closest<HTMLElement>("[data-slot=card]")!;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Download my data", () => {
  it("starts an export, shows it while it is prepared, then its link", async () => {
    let prepared = false;
    const fetchMock = mockFetch({
      "/api/geo": au,
      "/api/session": session,
      "GET /api/account/data-export": () =>
        apiResponse("GET /api/account/data-export", { export: prepared ? ready : null }),
      "POST /api/account/data-export": () => {
        prepared = true;
        return apiResponse("POST /api/account/data-export", preparing, 202);
      },
    });
    renderApp("/user-profile");
    const box = await card();
    await userEvent.click(await within(box).findByRole("button", { name: "Download my data" }));

    expect(await within(box).findByText(/Preparing your data/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/account/data-export", expect.objectContaining({ method: "POST" }));
    // The card asks again by itself while the export is prepared.
    const link = await within(box).findByRole("link", { name: "Download ZIP (13 KB)" }, { timeout: 4000 });
    expect(link).toHaveAttribute("href", ready.downloadUrl);
    expect(within(box).getByText(/Available until Nov 28, 2099/)).toBeInTheDocument();
  });

  it("offers a retry when the export failed", async () => {
    let started = 0;
    mockFetch({
      "/api/geo": au,
      "/api/session": session,
      "GET /api/account/data-export": () =>
        apiResponse("GET /api/account/data-export", { export: { status: "failed", requestedAt: REQUESTED } }),
      "POST /api/account/data-export": () => {
        started += 1;
        return apiResponse("POST /api/account/data-export", preparing, 202);
      },
    });
    renderApp("/user-profile");
    const box = await card();
    expect(await within(box).findByText("We could not prepare your data.")).toBeInTheDocument();
    await userEvent.click(within(box).getByRole("button", { name: "Try again" }));
    expect(await within(box).findByText(/Preparing your data/)).toBeInTheDocument();
    expect(started).toBe(1);
  });

  it("says so when the export cannot be started", async () => {
    mockFetch({
      "/api/geo": au,
      "/api/session": session,
      "GET /api/account/data-export": () => apiResponse("GET /api/account/data-export", { export: null }),
      "POST /api/account/data-export": () =>
        errorResponse(429, "rate_limited", "Too many requests. Please wait a moment and try again."),
    });
    renderApp("/user-profile");
    const box = await card();
    await userEvent.click(await within(box).findByRole("button", { name: "Download my data" }));
    expect(await within(box).findByRole("alert")).toHaveTextContent("Too many requests. Please wait a moment and try again.");
  });

  it("says why a withdrawn export is gone and offers a new one, with no link", async () => {
    mockFetch({
      "/api/geo": au,
      "/api/session": session,
      "GET /api/account/data-export": () =>
        apiResponse("GET /api/account/data-export", { export: { status: "withdrawn", requestedAt: REQUESTED } }),
    });
    renderApp("/user-profile");
    const box = await card();
    expect(await within(box).findByRole("alert")).toHaveTextContent(WITHDRAWN_MESSAGE);
    expect(within(box).getByRole("button", { name: "Request a new export" })).toBeEnabled();
    expect(within(box).queryByRole("link", { name: /Download ZIP/ })).not.toBeInTheDocument();
  });

  it("downloads the ZIP as a file through its link", async () => {
    const urls = stubObjectUrls();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    mockFetch({
      "/api/geo": au,
      "/api/session": session,
      "GET /api/account/data-export": () => apiResponse("GET /api/account/data-export", { export: ready }),
      "GET /files/data-exports/0123456789abcdef0123456789abcdef.zip": () =>
        new Response("PK", { status: 200, headers: { "Content-Type": "application/zip" } }),
    });
    renderApp("/user-profile");
    const box = await card();
    await userEvent.click(await within(box).findByRole("link", { name: "Download ZIP (13 KB)" }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(urls.created).toHaveLength(1);
    const saved = click.mock.contexts[0] as HTMLAnchorElement;
    expect(saved.download).toBe("veil-data.zip");
    expect(saved.href).toBe("blob:preview-1");
    expect(within(box).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the server's words when the export was withdrawn since the page loaded", async () => {
    let withdrawn = false;
    mockFetch({
      "/api/geo": au,
      "/api/session": session,
      "GET /api/account/data-export": () =>
        apiResponse("GET /api/account/data-export", {
          export: withdrawn ? { status: "withdrawn", requestedAt: REQUESTED } : ready,
        }),
      "GET /files/data-exports/0123456789abcdef0123456789abcdef.zip": () => {
        withdrawn = true;
        return errorResponse(410, "export_withdrawn", WITHDRAWN_MESSAGE);
      },
    });
    renderApp("/user-profile");
    const box = await card();
    await userEvent.click(await within(box).findByRole("link", { name: "Download ZIP (13 KB)" }));
    // The card asks again and shows the export as it is now: withdrawn, with no link.
    expect(await within(box).findByRole("button", { name: "Request a new export" })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(within(box).queryByRole("link", { name: /Download ZIP/ })).not.toBeInTheDocument(),
    );
    expect(within(box).getByRole("alert")).toHaveTextContent(WITHDRAWN_MESSAGE);
  });

  it("writes sizes as people read them", () => {
    expect(fileSize(300)).toBe("1 KB");
    expect(fileSize(12_800)).toBe("13 KB");
    expect(fileSize(1_468_006)).toBe("1.4 MB");
  });
});
