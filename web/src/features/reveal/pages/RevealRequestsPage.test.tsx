import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { apiResponse } from "@/test/api-response";
import { ownProfile } from "@/test/profiles";
import { toastRegion } from "@/test/toasts";
import { errorResponse, mockFetch, renderApp, sessionBody } from "@/test/utils";

import type { ReceivedRequest, ReceivedRequests } from "../api/received-requests";

function request(overrides: Partial<ReceivedRequest> = {}): ReceivedRequest {
  return {
    id: "r1",
    status: "pending",
    message: "Your Rust experience fits our platform team.",
    createdAt: "2025-03-01T10:00:00Z",
    approvedAt: null,
    company: {
      name: "Acme Robotics",
      website: "acme.example",
      logoUrl: null,
      location: "Sydney, New South Wales, Australia",
      recruiterRole: "Head of Talent",
      verified: true,
    },
    recruiterRecord: { requestsLast30Days: 1, approved: 0 },
    recruiter: {
      firstName: "Rita",
      lastName: "Recruiter",
      linkedinUrl: "https://www.linkedin.com/in/rita",
      avatarUrl: null,
    },
    ...overrides,
  };
}

function list(requests: ReceivedRequest[]): ReceivedRequests {
  const count = (status: string) => requests.filter((r) => r.status === status).length;
  return {
    requests,
    stats: { total: requests.length, pending: count("pending"), approved: count("approved"), declined: count("declined"), expired: count("expired"), withdrawn: count("withdrawn") },
  };
}

type Handlers = Parameters<typeof mockFetch>[0];

function setup(received: () => Response | Promise<Response>, handlers: Handlers = {}) {
  const fetchMock = mockFetch({
    "/api/geo": () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false }),
    "GET /api/session": () => apiResponse("GET /api/session", sessionBody({ isJobSeeker: true, hasSeekerProfile: true })),
    "GET /api/notifications": () => apiResponse("GET /api/notifications", { notifications: [], unreadCount: 0 }),
    "GET /api/reveal-requests/received": received,
    ...handlers,
  });
  const app = renderApp("/reveal-requests");
  const patches = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "PATCH");
  return { ...app, fetchMock, patches };
}

/** A server that keeps the requests and applies answers to them. */
function statefulServer(requests: ReceivedRequest[]) {
  const stored = [...requests];
  const handlers: Handlers = {};
  for (const r of stored) {
    handlers[`PATCH /api/reveal-requests/${r.id}`] = (init) => {
      const { status } = JSON.parse(String(init?.body)) as { status: ReceivedRequest["status"] };
      const index = stored.findIndex((x) => x.id === r.id);
      stored[index] = {
        ...stored[index],
        status,
        approvedAt: status === "approved" ? "2025-03-06T09:00:00Z" : null,
      };
      return apiResponse("PATCH /api/reveal-requests/{id}", stored[index]);
    };
  }
  return { received: () => apiResponse("GET /api/reveal-requests/received", list(stored)), handlers };
}

const card = async (company = "Acme Robotics") => screen.findByRole("article", { name: company });
const stat = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling;
const toastText = (text: string) => toastRegion().findByText(text, { exact: true });

/** Confirms the decline dialog, optionally with a reason and a note. */
async function confirmDecline(company = "Acme Robotics", reason?: string, note?: string) {
  const dialog = await screen.findByRole("alertdialog", { name: `Decline the request from ${company}?` });
  if (reason) await userEvent.click(within(dialog).getByRole("radio", { name: reason }));
  if (note) await userEvent.type(within(dialog).getByLabelText("Note to the recruiter (optional)"), note);
  await userEvent.click(within(dialog).getByRole("button", { name: "Decline Request" }));
}

describe("/reveal-requests", () => {
  it("shows the title, a loading placeholder, then the history, stats and tips", async () => {
    let answer: (response: Response) => void = () => {};
    setup(() => new Promise<Response>((resolve) => (answer = resolve)));

    expect(await screen.findByRole("heading", { level: 1, name: "Reveal Requests" })).toBeInTheDocument();
    expect(screen.getByText(/Manage requests from recruiters who want to see your full profile/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Request History" })).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Loading reveal requests" })).toBeInTheDocument();

    answer(
      apiResponse(
        "GET /api/reveal-requests/received",
        list([
          request(),
          request({ id: "r2", status: "approved", approvedAt: "2025-03-05T12:00:00Z", company: { verified: false, name: "Globex" } }),
          request({ id: "r3", status: "declined", company: { verified: false, name: null } }),
        ]),
      ),
    );
    expect(await card()).toBeInTheDocument();
    expect(stat("Total Requests")).toHaveTextContent("3");
    expect(stat("Pending")).toHaveTextContent("1");
    expect(stat("Approved")).toHaveTextContent("1");
    expect(stat("Declined")).toHaveTextContent("1");

    expect(screen.getByRole("button", { name: "Tips & Guidelines" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Review company details")).toBeInTheDocument();
    expect(screen.getByText("Check recruiter verification")).toBeInTheDocument();
    expect(screen.getByText("Read messages carefully")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Tips & Guidelines" }));
    await waitFor(() => expect(screen.queryByText("Read messages carefully")).not.toBeInTheDocument());
  });

  it("shows each request's company, message, recruiter and the answers that apply", async () => {
    setup(() =>
      apiResponse(
        "GET /api/reveal-requests/received",
        list([
          request(),
          request({ id: "r2", status: "approved", approvedAt: "2025-03-05T12:00:00Z", company: { verified: false, name: "Globex" } }),
          request({ id: "r3", status: "declined", company: { verified: false, name: null } }),
        ]),
      ),
    );

    const pending = await card();
    expect(within(pending).getByText("Sydney, New South Wales, Australia")).toBeInTheDocument();
    const website = within(pending).getByRole("link", { name: "Company Website" });
    expect(website).toHaveAttribute("href", "https://acme.example/");
    expect(website).toHaveAttribute("target", "_blank");
    expect(website).toHaveAttribute("rel", "noopener noreferrer");
    expect(within(pending).getByText("Pending")).toBeInTheDocument();
    expect(within(pending).getByText("Your Rust experience fits our platform team.")).toBeInTheDocument();
    expect(within(pending).getByText("RR")).toBeInTheDocument();
    expect(within(pending).getByText("Rita Recruiter")).toBeInTheDocument();
    expect(within(pending).getByText("Head of Talent")).toBeInTheDocument();
    expect(within(pending).getByRole("link", { name: "View LinkedIn Profile" })).toHaveAttribute(
      "href",
      "https://www.linkedin.com/in/rita",
    );
    expect(within(pending).getByRole("button", { name: "Approve Request" })).toBeEnabled();
    expect(within(pending).getByRole("button", { name: "Decline Request" })).toBeEnabled();

    const approved = await card("Globex");
    expect(within(approved).getByText("Approved")).toBeInTheDocument();
    expect(within(approved).getByText("Approved on Mar 5, 2025")).toBeInTheDocument();
    expect(within(approved).getByRole("button", { name: "Switch to Declined" })).toBeEnabled();
    expect(within(approved).queryByRole("button", { name: "Approve Request" })).not.toBeInTheDocument();
    expect(within(approved).queryByRole("link", { name: "Company Website" })).not.toBeInTheDocument();

    const declined = await card("Unknown Company");
    expect(within(declined).getByText("Declined")).toBeInTheDocument();
    expect(within(declined).getByRole("button", { name: "Switch to Approve" })).toBeEnabled();
  });

  it("says when there are no requests", async () => {
    setup(() => apiResponse("GET /api/reveal-requests/received", list([])));
    expect(await screen.findByText("No reveal requests at the moment")).toBeInTheDocument();
    expect(stat("Total Requests")).toHaveTextContent("0");
  });

  it("says when the requests cannot be loaded, and retries", async () => {
    let fail = true;
    // (A 4xx answer: 5xx ones are retried first.)
    setup(() => (fail ? errorResponse(403, "forbidden", "Nope") : apiResponse("GET /api/reveal-requests/received", list([request()]))));

    expect(await screen.findByText("Error loading requests")).toBeInTheDocument();
    expect(await toastText("Failed to load reveal requests")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await card()).toBeInTheDocument();
  });

  it("approves after a confirmation naming the company", async () => {
    const server = statefulServer([request()]);
    const { patches } = setup(server.received, server.handlers);
    await userEvent.click(within(await card()).getByRole("button", { name: "Approve Request" }));

    const confirm = await screen.findByRole("alertdialog", { name: "Reveal your identity to Acme Robotics?" });
    expect(confirm).toHaveTextContent("name, e-mail address, LinkedIn profile and photo");
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(patches()).toHaveLength(0);

    await userEvent.click(within(await card()).getByRole("button", { name: "Approve Request" }));
    await userEvent.click(await screen.findByRole("button", { name: "Approve and Reveal" }));

    expect(await toastText("Request Approved")).toBeInTheDocument();
    expect(toastRegion().getByText("The recruiter can now see your identity", { exact: true })).toBeInTheDocument();
    expect(JSON.parse(String(patches()[0][1]?.body))).toEqual({ status: "approved", duration: "days_90" });
    expect(await within(await card()).findByRole("button", { name: "Switch to Declined" })).toBeInTheDocument();
    expect(stat("Approved")).toHaveTextContent("1");
    expect(stat("Pending")).toHaveTextContent("0");
  });

  it("declines after offering an optional reason", async () => {
    const server = statefulServer([request()]);
    const { patches } = setup(server.received, server.handlers);
    await userEvent.click(within(await card()).getByRole("button", { name: "Decline Request" }));
    await confirmDecline();
    expect(await toastText("Request Declined")).toBeInTheDocument();
    expect(toastRegion().getByText("The recruiter will not be able to see your identity", { exact: true })).toBeInTheDocument();
    expect(JSON.parse(String(patches()[0][1]?.body))).toEqual({ status: "declined" });
    expect(await within(await card()).findByRole("button", { name: "Switch to Approve" })).toBeInTheDocument();
  });

  it("switches a declined request to approved, and an approved one to declined", async () => {
    const server = statefulServer([
      request({ status: "declined" }),
      request({ id: "r2", status: "approved", approvedAt: "2025-03-05T12:00:00Z", company: { verified: false, name: "Globex" } }),
    ]);
    const { patches } = setup(server.received, server.handlers);
    await userEvent.click(within(await card()).getByRole("button", { name: "Switch to Approve" }));
    await userEvent.click(await screen.findByRole("button", { name: "Approve and Reveal" }));
    expect(await toastText("Request Approved")).toBeInTheDocument();

    await userEvent.click(within(await card("Globex")).getByRole("button", { name: "Switch to Declined" }));
    await confirmDecline("Globex");
    expect(await toastText("Request Declined")).toBeInTheDocument();
    expect(patches().map(([url, init]) => [String(url), JSON.parse(String(init?.body)).status])).toEqual([
      ["/api/reveal-requests/r1", "approved"],
      ["/api/reveal-requests/r2", "declined"],
    ]);
  });

  it.each([
    [() => errorResponse(500, "internal", "Boom"), "Could not process your request. Please try again."],
    [
      () => errorResponse(403, "forbidden", "You do not have permission to update this request"),
      "You do not have permission to update this request",
    ],
    [() => errorResponse(404, "request_not_found", "Request not found"), "Request not found"],
  ])("says when an answer fails (%#)", async (answer, description) => {
    setup(() => apiResponse("GET /api/reveal-requests/received", list([request()])), { "PATCH /api/reveal-requests/r1": answer });
    await userEvent.click(within(await card()).getByRole("button", { name: "Decline Request" }));
    await confirmDecline();
    expect(await toastText("Action Failed")).toBeInTheDocument();
    expect(toastRegion().getByText(description, { exact: true })).toBeInTheDocument();
    expect(within(await card()).getByRole("button", { name: "Decline Request" })).toBeEnabled();
  });

  it("waits for one answer before taking another", async () => {
    let answer: (response: Response) => void = () => {};
    const { patches } = setup(() => apiResponse("GET /api/reveal-requests/received", list([request(), request({ id: "r2", company: { verified: false, name: "Globex" } })])), {
      "PATCH /api/reveal-requests/r1": () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await userEvent.click(within(await card()).getByRole("button", { name: "Decline Request" }));
    await confirmDecline();
    await waitFor(() => expect(within(screen.getByRole("article", { name: "Globex" })).getByRole("button", { name: "Decline Request" })).toBeDisabled());
    expect(patches()).toHaveLength(1);
    answer(apiResponse("PATCH /api/reveal-requests/{id}", request({ status: "declined" })));
    expect(await toastText("Request Declined")).toBeInTheDocument();
  });

  it("sends a decline's reason and note, and shows the reason on the card", async () => {
    const server = statefulServer([request()]);
    const { patches } = setup(server.received, server.handlers);
    await userEvent.click(within(await card()).getByRole("button", { name: "Decline Request" }));
    await confirmDecline("Acme Robotics", "Salary too low", "Looking for more");
    expect(await toastText("Request Declined")).toBeInTheDocument();
    expect(JSON.parse(String(patches()[0][1]?.body))).toEqual({
      status: "declined",
      reason: "salary_too_low",
      note: "Looking for more",
    });
  });

  it("approves for the duration chosen", async () => {
    const server = statefulServer([request()]);
    const { patches } = setup(server.received, server.handlers);
    await userEvent.click(within(await card()).getByRole("button", { name: "Approve Request" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Reveal your identity to Acme Robotics?" });
    expect(within(confirm).getByRole("radio", { name: "90 days" })).toBeChecked();
    await userEvent.click(within(confirm).getByRole("radio", { name: "30 days" }));
    await userEvent.click(within(confirm).getByRole("button", { name: "Approve and Reveal" }));
    expect(await toastText("Request Approved")).toBeInTheDocument();
    expect(JSON.parse(String(patches()[0][1]?.body))).toEqual({ status: "approved", duration: "days_30" });
  });

  it("shows the job details, marks a salary below the minimum, and the end of an approval", async () => {
    setup(
      () =>
        apiResponse(
          "GET /api/reveal-requests/received",
          list([
            request({
              answerBy: "2025-03-15T10:00:00Z",
              offer: { roleTitle: "SRE Lead", salaryMin: 120000, salaryMax: 140000, salaryCurrency: "AUD", salaryPeriod: "year", workMode: "remote" },
            }),
            request({
              id: "r2",
              status: "approved",
              approvedAt: "2025-03-05T12:00:00Z",
              revealDuration: "days_30",
              visibleUntil: "2025-04-04T12:00:00Z",
              company: { verified: false, name: "Globex" },
            }),
            request({ id: "r3", status: "expired", expiredAt: "2025-03-31T10:00:00Z", company: { verified: false, name: "Initech" } }),
          ]),
        ),
      { "GET /api/profile": () => apiResponse("GET /api/profile", ownProfile({ minSalary: 150000, country: "Australia" })) },
    );
    const pending = await card();
    expect(within(pending).getByText("SRE Lead")).toBeInTheDocument();
    expect(within(pending).getByText("AUD 120,000 – 140,000 a year")).toBeInTheDocument();
    expect(await within(pending).findByText("Below your minimum salary")).toBeInTheDocument();
    expect(within(pending).getByText("Answer by Mar 15, 2025")).toBeInTheDocument();

    const approved = await card("Globex");
    expect(within(approved).getByText("Visible until Apr 4, 2025")).toBeInTheDocument();
    expect(within(approved).getByLabelText("Show my identity for")).toHaveValue("days_30");

    const expired = await card("Initech");
    expect(within(expired).getByText("Expired")).toBeInTheDocument();
    expect(within(expired).getByText("Expired on Mar 31, 2025")).toBeInTheDocument();
    expect(within(expired).getByRole("button", { name: "Approve Again" })).toBeEnabled();
    expect(stat("Expired")).toHaveTextContent("1");
  });

  it("changes how long an approval lasts from the card", async () => {
    const server = statefulServer([
      request({ status: "approved", approvedAt: "2025-03-05T12:00:00Z", revealDuration: "days_90", visibleUntil: "2025-06-03T12:00:00Z" }),
    ]);
    const { patches } = setup(server.received, server.handlers);
    await userEvent.selectOptions(within(await card()).getByLabelText("Show my identity for"), "until_revoked");
    expect(await toastText("Reveal Updated")).toBeInTheDocument();
    expect(JSON.parse(String(patches()[0][1]?.body))).toEqual({ status: "approved", duration: "until_revoked" });
  });
});
