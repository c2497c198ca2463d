import { QueryClient } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import type * as React from "react";
import { createMemoryRouter, MemoryRouter, RouterProvider, type InitialEntry } from "react-router";
import { expect, vi } from "vitest";

import type { Schemas } from "@/api/client";
import { AppProviders } from "@/app/providers";
import { routes } from "@/app/router";

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

export function errorResponse(status: number, code: string, message: string): Response {
  return jsonResponse({ error: { code, message } }, status);
}

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Replaces fetch with a table of "METHOD /path" (or "/path" for any method) handlers.
 * Unlisted requests answer 404. Returns the mock to inspect calls.
 */
export function mockFetch(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
      "http://localhost",
    );
    const method = (init?.method ?? "GET").toUpperCase();
    const handler = handlers[`${method} ${url.pathname}`] ?? handlers[url.pathname];
    if (handler) return handler(init);
    return errorResponse(404, "not_found", "Not found.");
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

export const signedOut = () => errorResponse(401, "unauthenticated", "Please sign in to continue.");

export function sessionBody(
  overrides: {
    isJobSeeker?: boolean;
    isRecruiter?: boolean;
    isAdmin?: boolean;
    hasEmployerProfile?: boolean;
    hasSeekerProfile?: boolean;
    id?: string;
    email?: string;
    provider?: string;
    firstName?: string;
    lastName?: string;
    avatarUrl?: string | null;
  } = {},
) {
  return {
    user: {
      id: overrides.id ?? "user-1",
      email: overrides.email ?? "ada@example.com",
      firstName: overrides.firstName ?? "Ada",
      lastName: overrides.lastName ?? "Lovelace",
      avatarUrl: overrides.avatarUrl ?? null,
      blurredAvatarUrl: null,
      linkedinUrl: null,
      provider: overrides.provider ?? "linkedin",
    },
    roles: { isJobSeeker: overrides.isJobSeeker ?? false, isRecruiter: overrides.isRecruiter ?? false },
    isAdmin: overrides.isAdmin ?? false,
    hasEmployerProfile: overrides.hasEmployerProfile ?? false,
    hasSeekerProfile: overrides.hasSeekerProfile ?? false,
  } satisfies Schemas["SessionResponse"];
}

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Renders the whole app (layout, guards, route table) at `entry`. */
export function renderApp(entry: InitialEntry) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const queryClient = createTestQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** The app's providers (a test query client unless given) around one component under test. */
export function TestProviders({ children, queryClient }: { children: React.ReactNode; queryClient?: QueryClient }) {
  return <AppProviders queryClient={queryClient ?? createTestQueryClient()}>{children}</AppProviders>;
}

/** Renders one page inside a memory router at `entry`, without the app's layout. */
export function renderInRouter(page: React.ReactElement, entry: InitialEntry = "/") {
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={[entry]}>{page}</MemoryRouter>
    </TestProviders>,
  );
}

/** The page has exactly one level-1 heading, and it names the page. */
export function expectSingleH1(name: string) {
  const headings = screen.getAllByRole("heading", { level: 1 });
  expect(headings).toHaveLength(1);
  expect(headings[0]).toHaveTextContent(name);
}
