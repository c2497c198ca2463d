/**
 * Tells a web address that points at a person (their blog post, their GitHub page, their
 * site on a personal-pages host) from a mention of a project, product or company written
 * as a domain ("crates.io", "kubernetes.io", "Booking.com"), which says nothing about who
 * wrote it.
 */

/** Code hosts and social sites: a path there is somebody's profile or work. */
const PROFILE_HOSTS = new Set([
  "github.com",
  "gitlab.com",
  "bitbucket.org",
  "codeberg.org",
  "sr.ht",
  "linkedin.com",
  "twitter.com",
  "x.com",
  "facebook.com",
  "instagram.com",
  "threads.net",
  "tiktok.com",
  "youtube.com",
  "twitch.tv",
  "medium.com",
  "dev.to",
  "hashnode.com",
  "substack.com",
  "stackoverflow.com",
  "kaggle.com",
  "leetcode.com",
  "hackerrank.com",
  "huggingface.co",
  "npmjs.com",
  "behance.net",
  "dribbble.com",
  "mastodon.social",
  "bsky.app",
  "about.me",
  "linktr.ee",
  "keybase.io",
  "orcid.org",
  "scholar.google.com",
  "researchgate.net",
]);

/** Hosts that give each person a sub-domain: `ada.github.io` is Ada's page. */
const PERSONAL_PAGE_HOSTS = [
  "github.io",
  "gitlab.io",
  "netlify.app",
  "vercel.app",
  "pages.dev",
  "herokuapp.com",
  "fly.dev",
  "substack.com",
  "medium.com",
  "hashnode.dev",
  "wordpress.com",
  "blogspot.com",
  "carrd.co",
  "notion.site",
  "wixsite.com",
  "bsky.social",
];

/** Words just before a bare domain that make it the writer's own address. */
const OWN_ADDRESS_CUE =
  /(?:\bmy\s+(?:\w+\s+)?|\b(?:portfolio|blog|website|homepage|home page|site|visit|reach me|find me|contact me|see me)\b\s*(?:at|on|:|-|—)?\s*)$/iu;

export type AddressKind =
  /** Points at a person: keep the warning. */
  | "personal"
  /** A project, product or company named by its domain: a soft hint at most. */
  | "mention";

export type ParsedAddress = { host: string; path: string; explicit: boolean };

/** "https://www.GitHub.com/ada/" -> host "github.com", path "/ada", explicit. */
export function parseAddress(address: string): ParsedAddress {
  const explicit = /^(?:[a-z]+:\/\/|www\.)/i.test(address);
  const rest = address.replace(/^[a-z]+:\/\//i, "").replace(/^www\./i, "");
  const slash = rest.search(/[/?#]/);
  const host = (slash < 0 ? rest : rest.slice(0, slash)).toLowerCase().replace(/:\d+$/, "");
  const path = (slash < 0 ? "" : rest.slice(slash)).replace(/[?#].*$/, "").replace(/\/+$/, "");
  return { host, path, explicit };
}

function isSubdomainOf(host: string, parent: string): boolean {
  return host.endsWith(`.${parent}`) && host !== `www.${parent}`;
}

/**
 * Whether an address found in a text points at a person. `before` is the text just
 * before it ("my blog: " makes a bare domain the writer's own).
 */
export function classifyAddress(address: string, before: string): AddressKind {
  const { host, path, explicit } = parseAddress(address);
  const profileHost = PROFILE_HOSTS.has(host) || [...PROFILE_HOSTS].some((h) => host.endsWith(`.${h}`));
  // A path points at one page: somebody's profile, post or project, not a company.
  if (path && (explicit || profileHost || host.includes("."))) return "personal";
  if (PERSONAL_PAGE_HOSTS.some((parent) => isSubdomainOf(host, parent))) return "personal";
  if (OWN_ADDRESS_CUE.test(before.slice(-40))) return "personal";
  return "mention";
}
