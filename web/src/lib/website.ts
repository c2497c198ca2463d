/**
 * A company website as a link: the format is not checked on entry (docs/spec/features.md section 5),
 * so "acme.com" gets https:// and anything that is not then a web address is not linked.
 */
export function websiteHref(website: string | null | undefined): string | null {
  const text = website?.trim();
  if (!text) return null;
  const withScheme = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}
