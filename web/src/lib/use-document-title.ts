import { useEffect } from "react";

const SITE_TITLE = "Veil — anonymous job search";

/** Sets the browser tab title for a page: "Page · Veil", or the site title alone. */
export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · Veil` : SITE_TITLE;
  }, [title]);
}
