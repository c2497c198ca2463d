import { screen } from "@testing-library/react";

import { apiResponse } from "@/test/api-response";
import { expectSingleH1, mockFetch, renderInRouter as renderPage } from "@/test/utils";

import SignInPage from "./SignInPage";
import SignUpPage from "./SignUpPage";

function link(name: string | RegExp) {
  return screen.getByRole("link", { name });
}

beforeEach(() => {
  sessionStorage.clear();
  mockFetch({ "GET /api/site": () => apiResponse("GET /api/site", { supportEmail: "support@veil.example", analyticsScriptUrl: null }) });
});

describe("SignInPage", () => {
  it("offers LinkedIn sign-in back to role onboarding and links to sign-up", () => {
    renderPage(<SignInPage />, "/signin");

    expectSingleH1("Welcome back");
    expect(link("Sign in with LinkedIn")).toHaveAttribute(
      "href",
      "/api/auth/login?returnTo=%2Fonboarding-role",
    );
    expect(screen.getByText(/only access your basic profile information/)).toBeInTheDocument();
    expect(link("Sign up")).toHaveAttribute("href", "/signup");
    expect(screen.queryByText("Please sign in to access the requested page")).not.toBeInTheDocument();
  });

  it("explains the redirect and returns to the protected page after sign-in", () => {
    renderPage(<SignInPage />, {
      pathname: "/signin",
      state: { from: "/reveal-requests?tab=pending" },
    });

    expect(screen.getByRole("status")).toHaveTextContent("Please sign in to access the requested page");
    expect(link("Sign in with LinkedIn")).toHaveAttribute(
      "href",
      `/api/auth/login?returnTo=${encodeURIComponent("/reveal-requests?tab=pending")}`,
    );
  });
});

describe("SignUpPage", () => {
  it("offers LinkedIn sign-up and links to sign-in and both legal pages", () => {
    renderPage(<SignUpPage />, "/signup");

    expectSingleH1("Create your account");
    expect(link("Sign up with LinkedIn")).toHaveAttribute(
      "href",
      "/api/auth/login?returnTo=%2Fonboarding-role",
    );
    expect(screen.getByText(/name, e-mail address and profile picture/)).toBeInTheDocument();
    expect(screen.getByText(/identity stays hidden/)).toBeInTheDocument();
    expect(link("Sign in")).toHaveAttribute("href", "/signin");
    expect(link("Terms of Service")).toHaveAttribute("href", "/terms");
    expect(link("Privacy Policy")).toHaveAttribute("href", "/privacy-policy");
  });
});
