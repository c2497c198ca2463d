/**
 * Server-side entry of the build-time prerender (web/build/prerender.ts): the public pages
 * rendered to HTML in Node, so a phone paints them before any script has run. Nothing
 * signed-in is known here: the HTML is what a signed-out visitor's first render shows, and
 * the client hydrates it before asking for the session.
 */
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { createMemoryRouter } from "react-router";

import { App } from "@/app/App";
import { routes } from "@/app/router";
import { paths } from "@/lib/paths";

/** The pages written as HTML at build time; the server sends each for its exact path. */
export const PRERENDERED_PATHS: readonly string[] = [
  paths.home,
  paths.howItWorks,
  paths.forRecruiters,
  paths.about,
  paths.contact,
  paths.privacyPolicy,
  paths.terms,
  paths.signin,
  paths.signup,
];

/** The markup of `pathname` inside #root, once every lazy page on it has loaded. */
export async function renderPage(pathname: string): Promise<string> {
  const createRouter = () => createMemoryRouter(routes, { initialEntries: [pathname] });
  const { prelude } = await prerender(
    <StrictMode>
      <App createRouter={createRouter} />
    </StrictMode>,
    // Every boundary inline: React would otherwise move large ones to the end of the
    // document with an inline script to put them in place, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
