import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { Toaster } from "@/components/ui/toaster";
import EarlyAccessForm from "@/features/site/components/EarlyAccessForm";
import { apiResponse } from "@/test/api-response";
import { errorResponse, mockFetch, renderApp, signedOut, TestProviders } from "@/test/utils";

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: "/early-access", element: <EarlyAccessForm /> },
      { path: "/early-access/thank-you", element: <h1>Thank you</h1> },
    ],
    { initialEntries: ["/early-access"] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
      <Toaster />
    </TestProviders>,
  );
  return router;
}

describe("EarlyAccessForm", () => {
  it("asks for a valid address before sending anything", async () => {
    const fetchMock = mockFetch({});
    renderForm();
    await userEvent.type(screen.getByLabelText("Email address"), "not-an-email");
    await userEvent.click(screen.getByRole("button", { name: "Get Early Access" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Please enter a valid email address");
    expect(screen.getByLabelText("Email address")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("disables the form while submitting, then thanks and moves on", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockFetch({
      "POST /api/early-access": () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const router = renderForm();

    await userEvent.type(screen.getByLabelText("Email address"), "  ada@example.com ");
    await userEvent.click(screen.getByRole("button", { name: "Get Early Access" }));

    expect(await screen.findByRole("button", { name: "Joining..." })).toBeDisabled();
    expect(screen.getByLabelText("Email address")).toBeDisabled();
    const [, init] = fetchMock.mock.calls[0];
    expect(init?.body).toBe(JSON.stringify({ email: "ada@example.com" }));
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");

    answer(apiResponse("POST /api/early-access", { ok: true }));
    expect(await screen.findByText("Success!", { exact: true })).toBeInTheDocument();
    expect(screen.getByText("You've been added to our early access list.", { exact: true })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/early-access/thank-you");
  });

  it("shows the server's message when it refuses", async () => {
    mockFetch({
      "POST /api/early-access": () => errorResponse(429, "rate_limited", "Too many requests. Please wait a moment and try again."),
    });
    renderForm();
    await userEvent.type(screen.getByLabelText("Email address"), "ada@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Get Early Access" }));

    expect(await screen.findByText("Something went wrong", { exact: true })).toBeInTheDocument();
    expect(
      screen.getByText("Too many requests. Please wait a moment and try again.", { exact: true }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Get Early Access" })).toBeEnabled();
  });

  it("falls back to a generic message when the network fails", async () => {
    mockFetch({ "POST /api/early-access": () => new Response("<html>Bad gateway</html>", { status: 502 }) });
    renderForm();
    await userEvent.type(screen.getByLabelText("Email address"), "ada@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Get Early Access" }));
    expect(await screen.findByText("Something went wrong", { exact: true })).toBeInTheDocument();
    expect(screen.getByText("Failed to submit. Please try again.", { exact: true })).toBeInTheDocument();
  });
});

// The form sits on the content helper's early-access page; make sure it renders in the app.
describe("early-access page", () => {
  it("carries the form", async () => {
    mockFetch({ "/api/session": signedOut, "/api/geo": () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false }) });
    renderApp("/early-access");
    expect(await screen.findByLabelText("Email address")).toBeInTheDocument();
  });
});
