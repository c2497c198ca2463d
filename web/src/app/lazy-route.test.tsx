import * as React from "react";
import { QueryClient } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";

import { FIRST_DATA_WAIT_MS, lazyRoute, startPage } from "@/app/lazy-route";

/** A page module that is in at once, and its route's data answered when the test says. */
function pageWithData(path: string, text: string) {
  let answer: () => void = () => undefined;
  const data = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
  const route = lazyRoute(path, () => Promise.resolve({ default: () => <p>{text}</p> }), data);
  return { route, data, answer: () => answer() };
}

function show(element: React.ReactNode) {
  render(
    <MemoryRouter>
      <React.Suspense fallback={<p>loading</p>}>{element}</React.Suspense>
    </MemoryRouter>,
  );
}

describe("startPage", () => {
  it("shows the page the app opens on once its data is in, not before", async () => {
    const page = pageWithData("/gated/:id", "the page");
    startPage(new QueryClient(), "/gated/7", "?q=a");
    expect(page.data).toHaveBeenCalledWith(expect.any(QueryClient), {
      params: { id: "7" },
      search: new URLSearchParams("?q=a"),
    });

    show(page.route.element);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText("loading")).toBeInTheDocument();

    page.answer();
    expect(await screen.findByText("the page")).toBeInTheDocument();
  });

  it("shows it without its data once the wait is over", async () => {
    vi.useFakeTimers();
    try {
      const page = pageWithData("/slow", "the slow page");
      startPage(new QueryClient(), "/slow", "");
      show(page.route.element);
      await act(() => vi.advanceTimersByTimeAsync(FIRST_DATA_WAIT_MS - 100));
      expect(screen.queryByText("the slow page")).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(screen.getByText("the slow page")).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("does not hold a page the app did not open on", async () => {
    const opened = pageWithData("/opened", "opened");
    const other = pageWithData("/other", "the other page");
    startPage(new QueryClient(), "/opened", "");
    expect(opened.data).toHaveBeenCalledTimes(1);
    expect(other.data).not.toHaveBeenCalled();

    show(other.route.element);
    expect(await screen.findByText("the other page")).toBeInTheDocument();
  });
});

describe("a lazily loaded page", () => {
  it("fetches the pages it links to once it has shown, not while the app waits for it", async () => {
    const idle = vi.fn(() => 1);
    vi.stubGlobal("requestIdleCallback", idle);
    vi.stubGlobal("cancelIdleCallback", vi.fn());
    const page = pageWithData("/linking", "the linking page");
    startPage(new QueryClient(), "/linking", "");

    show(page.route.element);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText("loading")).toBeInTheDocument();
    expect(idle).not.toHaveBeenCalled();

    page.answer();
    expect(await screen.findByText("the linking page")).toBeInTheDocument();
    expect(idle).toHaveBeenCalledTimes(1);
  });
});
