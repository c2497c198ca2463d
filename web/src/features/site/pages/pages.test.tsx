import { screen, within } from "@testing-library/react";

import { expectSingleH1, renderInRouter as renderPage } from "@/test/utils";

import AboutPage from "./AboutPage";
import ContactPage from "./ContactPage";
import EarlyAccessPage from "./EarlyAccessPage";
import EarlyAccessThankYouPage from "./EarlyAccessThankYouPage";
import ForRecruitersPage from "./ForRecruitersPage";
import HowItWorksPage from "./HowItWorksPage";
import LandingPage from "./LandingPage";
import PrivacyPolicyPage from "./PrivacyPolicyPage";
import TermsPage from "./TermsPage";

const SUPPORT_EMAIL = "support@veil.example";

function link(name: string | RegExp) {
  return screen.getByRole("link", { name });
}

beforeEach(() => {
  sessionStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      if (url.endsWith("/api/site")) {
        return new Response(JSON.stringify({ supportEmail: SUPPORT_EMAIL, analyticsScriptUrl: null }), {
          status: 200,
          headers: { "Content-Type": "application/json" },
        });
      }
      return new Response(JSON.stringify({ error: { code: "not_found", message: "Not found" } }), {
        status: 404,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("LandingPage", () => {
  it("shows the hero, the LinkedIn sign-in, the recruiter link and the three cards", () => {
    renderPage(<LandingPage />);

    expectSingleH1("Welcome to passive job searching");
    expect(link("Sign in with LinkedIn")).toHaveAttribute(
      "href",
      "/api/auth/login?returnTo=%2Fonboarding-role",
    );
    expect(link("For Recruiters")).toHaveAttribute("href", "/for-recruiters");
    for (const title of ["Anonymous Profiles", "Complete Privacy", "Verified Recruiters"]) {
      expect(screen.getByRole("heading", { name: title })).toBeInTheDocument();
    }
  });

  it("labels the demo profile as an example", () => {
    renderPage(<LandingPage />);
    expect(screen.getByText("quiet-harbour-42")).toBeInTheDocument();
    expect(screen.getByText("Example")).toBeInTheDocument();
  });
});

describe("ForRecruitersPage", () => {
  it("shows the headline, both links and the three cards", () => {
    renderPage(<ForRecruitersPage />, "/for-recruiters");

    expectSingleH1("Find top talents discreetly");
    expect(link(/Get started as a recruiter/)).toHaveAttribute("href", "/signup");
    expect(link("For Job Seekers")).toHaveAttribute("href", "/");
    for (const title of ["Access Anonymous Talent", "Efficient Hiring", "Verified Profiles"]) {
      expect(screen.getByRole("heading", { name: title })).toBeInTheDocument();
    }
  });
});

describe("HowItWorksPage", () => {
  it("lists the four steps in order and ends with the call to action", () => {
    renderPage(<HowItWorksPage />, "/how-it-works");

    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const steps = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(steps).toEqual([
      "Create an anonymous profile",
      "Get discovered by recruiters",
      "Review reveal requests",
      "Choose when to connect",
    ]);
    expect(link(/Get Started/)).toHaveAttribute("href", "/signup");
    expect(link("Learn More")).toHaveAttribute("href", "/how-it-works");
  });
});

describe("AboutPage", () => {
  it("tells why Veil exists and where it starts", () => {
    renderPage(<AboutPage />, "/about");

    expectSingleH1("About Veil");
    expect(screen.getByText(/look without their current employer finding out/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Starting in Australia" })).toBeInTheDocument();
  });
});

describe("ContactPage", () => {
  it("shows the configured support address once loaded and the response promise", async () => {
    renderPage(<ContactPage />, "/contact");

    expectSingleH1("Contact us");
    expect(screen.getByText("We respond within one business day.")).toBeInTheDocument();
    const mail = await screen.findByRole("link", { name: SUPPORT_EMAIL });
    expect(mail).toHaveAttribute("href", `mailto:${SUPPORT_EMAIL}`);
  });

  it("reads fine before the address arrives", () => {
    renderPage(<ContactPage />, "/contact");
    expect(screen.getByText(/Send your message to/)).toHaveTextContent(
      "Send your message to our support team.",
    );
  });
});

describe.each([
  ["PrivacyPolicyPage", <PrivacyPolicyPage />, "Privacy Policy", "/privacy-policy"],
  ["TermsPage", <TermsPage />, "Terms of Service", "/terms"],
] as const)("%s", (_name, page, title, route) => {
  it("is dated and states the legal points", async () => {
    renderPage(page, route);

    expectSingleH1(title);
    expect(screen.getByText("Last updated: April 23, 2025")).toBeInTheDocument();
    const text = document.body.textContent ?? "";
    expect(text).toMatch(/18 or older/);
    expect(text).toMatch(/never sell/i);
    expect(text).toMatch(/one business day/);
    expect(text).toMatch(/approve/);
    const mail = await screen.findByRole("link", { name: SUPPORT_EMAIL });
    expect(mail).toHaveAttribute("href", `mailto:${SUPPORT_EMAIL}`);
  });

  it("has a table of contents that points at its sections", () => {
    renderPage(page, route);
    const toc = screen.getByRole("navigation", { name: "On this page" });
    for (const anchor of within(toc).getAllByRole("link")) {
      const id = anchor.getAttribute("href")!.slice(1);
      expect(document.getElementById(id)).not.toBeNull();
    }
  });
});

describe("legal page specifics", () => {
  it("privacy policy covers storage, deletion, rights and changes", () => {
    renderPage(<PrivacyPolicyPage />, "/privacy-policy");
    for (const name of [
      /Information we collect/,
      /How we use your information/,
      /deleting your account/i,
      /How we protect your information/,
      /Your rights and choices/,
      /Changes to this policy/,
    ]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
  });

  it("terms forbid recruiters from re-identifying anonymous candidates", () => {
    renderPage(<TermsPage />, "/terms");
    expect(screen.getByText(/must not try to re-identify anonymous candidates/)).toBeInTheDocument();
  });
});

describe("EarlyAccessPage", () => {
  it("shows the badge, headline, the labelled demo, the benefits and the privacy note", () => {
    renderPage(<EarlyAccessPage />, "/early-access");

    expect(screen.getByText("Early access · Australia")).toBeInTheDocument();
    expectSingleH1("Look for your next role without your employer finding out");
    expect(screen.getAllByText("quiet-harbour-42")).not.toHaveLength(0);
    expect(screen.getByText("Identity hidden")).toBeInTheDocument();
    expect(screen.getAllByText("Sydney, New South Wales, Australia")).not.toHaveLength(0);
    expect(screen.getByText("A$140,000 - A$170,000")).toBeInTheDocument();
    // Both demo cards are marked as illustrations.
    expect(screen.getAllByText("Example")).toHaveLength(2);
    expect(screen.getAllByRole("listitem").length).toBeGreaterThan(5);
    expect(screen.getByText(/only use your e-mail to tell you when Veil opens/)).toBeInTheDocument();
    expect(screen.queryByText(/you're on the list/i)).not.toBeInTheDocument();
  });

  it("includes the e-mail form", () => {
    renderPage(<EarlyAccessPage />, "/early-access");
    expect(screen.getByRole("textbox", { name: /e-?mail/i })).toBeInTheDocument();
  });

  it("shows the thank-you banner after joining", () => {
    renderPage(<EarlyAccessPage />, "/early-access?joined=1");
    expect(screen.getByRole("status")).toHaveTextContent(/you're on the list/i);
  });
});

describe("EarlyAccessThankYouPage", () => {
  it("thanks the visitor and links home", () => {
    renderPage(<EarlyAccessThankYouPage />, "/early-access/thank-you");

    expectSingleH1("Thank you for joining!");
    expect(link(/Return to Homepage/)).toHaveAttribute("href", "/");
  });
});
