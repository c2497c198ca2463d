import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { apiResponse, type ApiSuccessBody } from "@/test/api-response";
import { toastRegion } from "@/test/toasts";
import { errorResponse, mockFetch, renderApp, sessionBody } from "@/test/utils";

type Queue = ApiSuccessBody<"GET /api/admin/reports">;
type Report = Queue["reports"][number];

const record = { requestsSent: 41, approved: 3, declined: 17, expired: 9, reports: 2 };

const harassment: Report = {
  id: "r1",
  against: "recruiter",
  subject: "message",
  content: "Send me your home address or I will tell your employer.",
  reason: "harassment",
  reasonLabel: "Harassment or abuse",
  note: "He wrote this after I declined.",
  reportedAt: "2025-03-01T09:00:00Z",
  recruiter: {
    id: "rec1",
    email: "mallory@acme.test",
    companyName: "Acme Corp",
    recruiterRole: "Talent Partner",
    suspended: false,
    record,
  },
};

const spam: Report = {
  id: "r2",
  against: "recruiter",
  subject: "recruiter",
  content: null,
  reason: "spam",
  reasonLabel: "Spam",
  note: null,
  reportedAt: "2025-03-02T09:00:00Z",
  recruiter: {
    id: "rec2",
    email: "bulk@spam.test",
    companyName: null,
    recruiterRole: null,
    suspended: true,
    record: { requestsSent: 300, approved: 0, declined: 120, expired: 180, reports: 5 },
  },
};

const suspendedSpammer = {
  id: "rec2",
  role: "recruiter" as const,
  email: "bulk@spam.test",
  companyName: null,
  suspendedAt: "2025-03-03T09:00:00Z",
};

const fakeProfile: Report = {
  id: "r3",
  against: "job_seeker",
  subject: "profile",
  content: "quiet-harbour\n\nPlatform Engineer",
  reason: "fake_company",
  reasonLabel: "Fake company or scam",
  note: "Copied from someone else.",
  reportedAt: "2025-03-05T09:00:00Z",
  recruiter: null,
  jobSeeker: { codename: "quiet-harbour", suspended: false, reports: 1 },
};
const fullQueue: Queue = { reports: [harassment, spam], suspended: [suspendedSpammer] };
const template = { subject: "A warning about {company}", body: "Hello,\n\n{company}'s account was reported.\n\nThe Veil team" };
const seekerTemplate = { subject: "About {codename}", body: "Hello,\n\n{codename} was reported." };

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

function setup(queue: Queue = fullQueue, overrides: Record<string, Handler> = {}) {
  const fetchMock = mockFetch({
    "/api/geo": () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false }),
    "GET /api/session": () => apiResponse("GET /api/session", sessionBody({ isAdmin: true, email: "admin@veil.test" })),
    "GET /api/admin/reports": () => apiResponse("GET /api/admin/reports", queue),
    "GET /api/admin/warning-template": () => apiResponse("GET /api/admin/warning-template", template),
    "GET /api/admin/job-seeker-warning-template": () =>
      apiResponse("GET /api/admin/job-seeker-warning-template", seekerTemplate),
    ...overrides,
  });
  const view = renderApp("/admin-reports");
  return { ...view, fetchMock };
}

function callsTo(fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), "http://localhost");
    return url.pathname === path && (init?.method ?? "GET").toUpperCase() === method;
  });
}

const bodyOf = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));

async function card(name: RegExp) {
  return screen.findByRole("article", { name });
}

describe("/admin-reports", () => {
  it("shows the open reports oldest first: why, what, the note, and the recruiter with their record", async () => {
    setup();
    await screen.findByRole("heading", { level: 1, name: "Reports" });
    const first = await card(/Harassment or abuse/);
    const articles = screen.getAllByRole("article");
    expect(articles).toHaveLength(2);
    expect(articles[0]).toBe(first);
    expect(articles[1]).toHaveAccessibleName(/Spam/);

    const c = within(first);
    expect(c.getByText("A message")).toBeInTheDocument();
    expect(c.getByText("Send me your home address or I will tell your employer.").tagName).toBe("BLOCKQUOTE");
    expect(c.getByText("He wrote this after I declined.")).toBeInTheDocument();
    expect(c.getByText("Acme Corp")).toBeInTheDocument();
    expect(c.getByText("Talent Partner")).toBeInTheDocument();
    expect(c.getByText("mallory@acme.test")).toBeInTheDocument();
    expect(c.queryByText("Suspended")).not.toBeInTheDocument();
    expect(first.querySelector("time")).toHaveAttribute("dateTime", "2025-03-01T09:00:00Z");
    const numbers = within(first.querySelector("dl")!);
    for (const [label, value] of [
      ["Requests sent", "41"],
      ["Approved", "3"],
      ["Declined", "17"],
      ["Expired", "9"],
      ["Reports against them", "2"],
    ]) {
      expect(numbers.getByText(label).nextElementSibling).toHaveTextContent(value);
    }

    const second = within(articles[1]);
    expect(second.getByText("The recruiter (from a profile view)")).toBeInTheDocument();
    expect(second.getByText("No company name")).toBeInTheDocument();
    expect(second.getByText("Suspended")).toBeInTheDocument();
    expect(articles[1].querySelector("blockquote")).toBeNull();

    const suspended = screen.getByRole("list", { name: "Suspended accounts" });
    expect(within(suspended).getByText("bulk@spam.test")).toBeInTheDocument();
  });

  it("asks for a reason before suspending, then posts the action and shows the new queue", async () => {
    const after: Queue = {
      reports: [{ ...spam }],
      suspended: [
        {
          id: "rec1",
          role: "recruiter",
          email: "mallory@acme.test",
          companyName: "Acme Corp",
          suspendedAt: "2025-03-04T09:00:00Z",
        },
        suspendedSpammer,
      ],
    };
    const { fetchMock } = setup(fullQueue, {
      "POST /api/admin/reports/r1": () => apiResponse("POST /api/admin/reports/{id}", after),
    });
    const first = await card(/Harassment or abuse/);
    await userEvent.click(within(first).getByRole("button", { name: "Suspend" }));

    const dialog = await screen.findByRole("dialog", { name: "Suspend the recruiter at Acme Corp?" });
    expect(
      within(dialog).getByText(/will not be able to search, view candidates or send requests/),
    ).toHaveTextContent('their pending requests end as "Withdrawn"');
    const confirm = within(dialog).getByRole("button", { name: "Suspend recruiter" });
    const reason = within(dialog).getByLabelText("Reason");
    expect(reason).toHaveAttribute("maxLength", "500");
    expect(within(dialog).getByText("0/500")).toBeInTheDocument();
    expect(confirm).toBeDisabled();

    await userEvent.type(reason, "   ");
    expect(confirm).toBeDisabled();
    await userEvent.click(confirm);
    expect(callsTo(fetchMock, "POST", "/api/admin/reports/r1")).toHaveLength(0);

    await userEvent.clear(reason);
    await userEvent.type(reason, "Threatened a candidate");
    expect(within(dialog).getByText("22/500")).toBeInTheDocument();
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);

    expect(await toastRegion().findByText("Recruiter suspended", { exact: true })).toBeInTheDocument();
    const calls = callsTo(fetchMock, "POST", "/api/admin/reports/r1");
    expect(calls).toHaveLength(1);
    expect(bodyOf(calls[0])).toEqual({ action: "suspend", reason: "Threatened a candidate" });

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.queryByRole("article", { name: /Harassment or abuse/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(1);
    const suspended = screen.getByRole("list", { name: "Suspended accounts" });
    expect(within(suspended).getByText("mallory@acme.test")).toBeInTheDocument();
    // The answer is the queue: nothing is asked again.
    expect(callsTo(fetchMock, "GET", "/api/admin/reports")).toHaveLength(1);
  });

  it("shows the warning e-mail, with the company filled in, before warning", async () => {
    const { fetchMock } = setup(fullQueue, {
      "POST /api/admin/reports/r1": () =>
        apiResponse("POST /api/admin/reports/{id}", { reports: [spam], suspended: [suspendedSpammer] }),
    });
    await userEvent.click(within(await card(/Harassment or abuse/)).getByRole("button", { name: "Warn" }));
    const dialog = await screen.findByRole("dialog", { name: "Warn the recruiter at Acme Corp?" });
    expect(within(dialog).getByText(/The warning e-mail below is sent to them/)).toBeInTheDocument();
    expect(await within(dialog).findByText("A warning about Acme Corp")).toBeInTheDocument();
    expect(within(dialog).getByText(/Acme Corp's account was reported\./)).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText("Reason"), "  First offence  ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send warning" }));
    expect(await toastRegion().findByText("Recruiter warned", { exact: true })).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, "POST", "/api/admin/reports/r1")[0])).toEqual({
      action: "warn",
      reason: "First offence",
    });
  });

  it("shows the server's message when the report is not open any more, and keeps the dialog", async () => {
    setup(fullQueue, {
      "POST /api/admin/reports/r2": () => errorResponse(404, "report_not_found", "This report is not open any more"),
    });
    await userEvent.click(within(await card(/Spam/)).getByRole("button", { name: "Dismiss" }));
    const dialog = await screen.findByRole("dialog", { name: "Dismiss this report?" });
    await userEvent.type(within(dialog).getByLabelText("Reason"), "Duplicate");
    await userEvent.click(within(dialog).getByRole("button", { name: "Dismiss report" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("This report is not open any more");
    expect(within(dialog).getByLabelText("Reason")).toHaveValue("Duplicate");

    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("shows a validation refusal (422) in the server's words", async () => {
    setup(fullQueue, {
      "POST /api/admin/reports/r1": () => errorResponse(422, "reason_too_long", "The reason must be 500 characters or fewer"),
    });
    await userEvent.click(within(await card(/Harassment or abuse/)).getByRole("button", { name: "Dismiss" }));
    const dialog = await screen.findByRole("dialog", { name: "Dismiss this report?" });
    await userEvent.type(within(dialog).getByLabelText("Reason"), "x");
    await userEvent.click(within(dialog).getByRole("button", { name: "Dismiss report" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("The reason must be 500 characters or fewer");
  });

  it("lifts a suspension with a reason", async () => {
    const { fetchMock } = setup(fullQueue, {
      "POST /api/admin/suspensions/rec2/lift": () =>
        apiResponse("POST /api/admin/suspensions/{accountId}/lift", {
          reports: [harassment, { ...spam, recruiter: { ...spam.recruiter!, suspended: false } }],
          suspended: [],
        }),
    });
    const suspended = await screen.findByRole("list", { name: "Suspended accounts" });
    await userEvent.click(within(suspended).getByRole("button", { name: "Lift suspension" }));
    const dialog = await screen.findByRole("dialog", { name: "Lift the suspension of bulk@spam.test?" });
    const confirm = within(dialog).getByRole("button", { name: "Lift suspension" });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText("Reason"), "Appeal accepted");
    await userEvent.click(confirm);

    expect(await toastRegion().findByText("Suspension lifted", { exact: true })).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, "POST", "/api/admin/suspensions/rec2/lift")[0])).toEqual({
      reason: "Appeal accepted",
    });
    expect(await screen.findByText("No account is suspended.")).toBeInTheDocument();
    expect(within(await card(/Spam/)).queryByText("Suspended")).not.toBeInTheDocument();
  });

  it("says when there are no open reports", async () => {
    setup({ reports: [], suspended: [] });
    expect(await screen.findByText("No open reports")).toBeInTheDocument();
    expect(screen.getByText("No account is suspended.")).toBeInTheDocument();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
  });

  it("offers to try again when the queue cannot be loaded", async () => {
    let fail = true;
    setup(fullQueue, {
      "GET /api/admin/reports": () =>
        fail
          ? errorResponse(500, "internal", "Something went wrong on our side.")
          : apiResponse("GET /api/admin/reports", fullQueue),
    });
    expect(await screen.findByText("Could not load the reports.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await card(/Harassment or abuse/)).toBeInTheDocument();
  });

  it("edits the warning e-mail: both parts required, saved with PUT", async () => {
    const saved = { subject: "Final warning for {company}", body: "Please stop." };
    const { fetchMock } = setup(fullQueue, {
      "PUT /api/admin/warning-template": () => apiResponse("PUT /api/admin/warning-template", saved),
    });
    const section = within(await screen.findByRole("region", { name: "Warning e-mail" }));
    const subject = await section.findByLabelText("Subject");
    const text = section.getByLabelText("Text");
    expect(subject).toHaveValue("A warning about {company}");
    expect(subject).toHaveAttribute("maxLength", "200");
    expect(text).toHaveAttribute("maxLength", "5000");
    expect(screen.getByText(/is replaced by the recruiter's company name/)).toBeInTheDocument();
    const save = screen.getByRole("button", { name: "Save warning e-mail" });
    expect(save).toBeDisabled();

    await userEvent.clear(subject);
    await userEvent.type(subject, "   ");
    await userEvent.click(save);
    expect(await screen.findByText("Please enter a subject")).toBeInTheDocument();
    expect(callsTo(fetchMock, "PUT", "/api/admin/warning-template")).toHaveLength(0);

    await userEvent.clear(subject);
    await userEvent.type(subject, "Final warning for {{company}");
    await userEvent.clear(text);
    await userEvent.type(text, "Please stop.");
    await userEvent.click(save);
    expect(await toastRegion().findByText("Warning e-mail saved", { exact: true })).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, "PUT", "/api/admin/warning-template")[0])).toEqual(saved);
    await waitFor(() => expect(screen.getByRole("button", { name: "Save warning e-mail" })).toBeDisabled());
  });

  it("shows a report about a job seeker by codename only, and suspends them with the job seekers' words", async () => {
    const after: Queue = {
      reports: [],
      suspended: [{ id: "js1", role: "job_seeker", codename: "quiet-harbour", suspendedAt: "2025-03-06T09:00:00Z" }],
    };
    const { fetchMock } = setup(
      { reports: [fakeProfile], suspended: [] },
      { "POST /api/admin/reports/r3": () => apiResponse("POST /api/admin/reports/{id}", after) },
    );
    const report = await card(/Fake company or scam quiet-harbour/);
    const c = within(report);
    expect(c.getByText("The candidate's anonymous profile")).toBeInTheDocument();
    expect(c.getByText("The recruiter's note")).toBeInTheDocument();
    expect(c.getByText("Job seeker")).toBeInTheDocument();
    expect(c.queryByText("Requests sent")).not.toBeInTheDocument();

    await userEvent.click(c.getByRole("button", { name: "Warn" }));
    let dialog = await screen.findByRole("dialog", { name: "Warn job seeker quiet-harbour?" });
    expect(await within(dialog).findByText("About quiet-harbour")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await userEvent.click(c.getByRole("button", { name: "Suspend" }));
    dialog = await screen.findByRole("dialog", { name: "Suspend job seeker quiet-harbour?" });
    expect(within(dialog).getByText(/Their profile is hidden from search/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("Reason"), "A copied profile");
    await userEvent.click(within(dialog).getByRole("button", { name: "Suspend job seeker" }));
    expect(await toastRegion().findByText("Job seeker suspended", { exact: true })).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, "POST", "/api/admin/reports/r3")[0])).toEqual({
      action: "suspend",
      reason: "A copied profile",
    });
    const suspended = screen.getByRole("list", { name: "Suspended accounts" });
    expect(within(suspended).getByText("quiet-harbour")).toBeInTheDocument();
    expect(within(suspended).getByRole("button", { name: "Lift suspension" })).toBeInTheDocument();
  });

  it("links to the other admin pages", async () => {
    setup({ reports: [], suspended: [] });
    const nav = await screen.findByRole("navigation", { name: "Admin" });
    expect(within(nav).getByRole("link", { name: "Email Center" })).toHaveAttribute("href", "/admin-email");
    expect(within(nav).getByRole("link", { name: "Audit log" })).toHaveAttribute("href", "/admin-audit-log");
    expect(within(nav).getByRole("link", { name: "Reports" })).toHaveAttribute("aria-current", "page");
  });

  it("is for the admin only", async () => {
    mockFetch({
      "/api/geo": () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false }),
      "GET /api/session": () => apiResponse("GET /api/session", sessionBody({ isRecruiter: true })),
    });
    const { router } = renderApp("/admin-reports");
    expect(await toastRegion().findByText("Access Denied", { exact: true })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
