/**
 * Veil's promise is that recruiters meet a codename, not a person, until the person says
 * yes. The anonymous texts (codename, headline, pitch) and the messages a job seeker
 * writes to a recruiter are where someone can break that promise by accident. These
 * checks look for what would give them away, so the forms can warn before saving or
 * sending; they never block.
 */

import { type AddressKind, classifyAddress, parseAddress } from "./web-addresses";

export type IdentityTexts = { codename?: string | null; headline?: string | null; pitch?: string | null };

export type IdentityValues = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string | null;
  linkedinUrl?: string | null;
};

export type LeakField = keyof IdentityTexts;
/** A profile text, or a message to a recruiter. */
export type ScannedField = LeakField | "message";

export type LeakKind =
  | "firstName"
  | "lastName"
  | "email"
  | "phone"
  | "linkedin"
  | "anyEmail"
  | "anyUrl"
  | "anyPhone"
  | "shieldedCompany";

/** A mention that is fine unless it points to the person: shown, never blocking. */
export type IdentityHint<F extends ScannedField = LeakField> = { field: F; found: string; message: string };

export type IdentityLeak<F extends ScannedField = LeakField> = {
  field: F;
  kind: LeakKind;
  /** The text that was found, as written. */
  found: string;
  /** One line for people: what was found, and where. */
  message: string;
};

/** The anonymous profile's texts (a message is checked on its own). */
const FIELDS: readonly LeakField[] = ["codename", "headline", "pitch"];

const FIELD_NAMES: Record<ScannedField, string> = {
  codename: "your codename",
  headline: "your headline",
  pitch: "your pitch",
  message: "your message",
};

/** Own phone numbers shorter than this are too common to compare. */
const MIN_PHONE_DIGITS = 6;
/** Names shorter than this ("J") would match everywhere. */
const MIN_NAME_LETTERS = 2;
/** A number written like a phone number: this many digits at least (or 8 after a '+'). */
const MIN_LOOSE_PHONE_DIGITS = 9;

const EMAIL = /[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;

// Addresses with a scheme or www., and bare domains on a short list of endings.
const URL_WITH_SCHEME = /\b(?:https?:\/\/|www\.)[^\s<>"']+/giu;
const BARE_DOMAIN =
  /(?<![\p{L}\p{N}@.-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:com|org|net|io|dev|me|co|ai|app|info|xyz|page|site|online|tech|blog|link|uk|au|nz|ca|de|fr|nl|eu|us|in|ch|social|tv|gg|sh|ee|so|to)(?![\p{L}\p{N}-])(?:\/[^\s<>"']*)?/giu;
/** Technology names that look like domains. */
const NOT_ADDRESSES = new Set(["asp.net", "ado.net", "vb.net", "ml.net", "dot.net", "socket.io", "pusher.io"]);

// Digits in groups joined by spaces, dots, dashes or brackets, optionally after a '+'.
const PHONE_LIKE = /(?<![\p{L}\p{N}])\+?\(?\d[\d\s().-]*\d(?![\p{L}\p{N}])/gu;

/** Lower case without accents, so "Renée" and "renee" compare equal. */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function digitsOf(text: string): string {
  return text.replace(/\D/g, "");
}

/** Trailing sentence punctuation is not part of an address. */
function trimAddress(address: string): string {
  return address.replace(/[.,;:!?)\]]+$/u, "");
}

/** "https://www.LinkedIn.com/in/ada/" -> "linkedin.com/in/ada" (for comparing). */
function normalizeUrl(url: string): string {
  return fold(url.trim())
    .replace(/^[a-z]+:\/\//, "")
    .replace(/^www\./, "")
    .replace(/[?#].*$/, "")
    .replace(/\/+$/, "");
}

/** The person's own name part of a LinkedIn address ("ada-lovelace-42"), if any. */
function linkedinSlug(url: string): string | null {
  const match = /\/(?:in|pub)\/([^/?#]+)/i.exec(url);
  if (!match) return null;
  let slug = match[1];
  try {
    slug = decodeURIComponent(slug);
  } catch {
    // Keep the raw text.
  }
  return fold(slug);
}

function containsWholeWord(haystack: string, needle: string): boolean {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(needle)}(?![\\p{L}\\p{N}])`, "u");
  return pattern.test(haystack);
}

function lettersIn(text: string): number {
  return (text.match(/\p{L}/gu) ?? []).length;
}

function blank(text: string, pattern: RegExp): string {
  return text.replace(pattern, (match) => " ".repeat(match.length));
}

function findEmails(text: string): string[] {
  return [...text.matchAll(EMAIL)].map((m) => m[0]);
}

type FoundAddress = { address: string; kind: AddressKind };

function findUrls(text: string, ownNames: readonly string[]): FoundAddress[] {
  const withoutEmails = blank(text, EMAIL);
  const explicit = [...withoutEmails.matchAll(URL_WITH_SCHEME)];
  const rest = blank(withoutEmails, URL_WITH_SCHEME);
  const bare = [...rest.matchAll(BARE_DOMAIN)].filter((m) => !NOT_ADDRESSES.has(trimAddress(m[0]).toLowerCase()));
  return [...explicit, ...bare]
    .map((m) => {
      const address = trimAddress(m[0]);
      const host = fold(parseAddress(address).host).replace(/[^a-z0-9]/g, "");
      // "adalovelace.dev" is the person's own site, whatever it looks like.
      const named = ownNames.some((name) => host.includes(name));
      const kind = named ? "personal" : classifyAddress(address, text.slice(0, m.index));
      return { address, kind };
    })
    .filter(({ address }) => address.length > 0);
}

function findPhoneLikeNumbers(text: string): string[] {
  return [...text.matchAll(PHONE_LIKE)]
    .map((m) => m[0].trim())
    .filter((candidate) => {
      const digits = digitsOf(candidate).length;
      if (digits > 15) return false;
      return digits >= MIN_LOOSE_PHONE_DIGITS || (candidate.startsWith("+") && digits >= 8);
    });
}

/** Whether a number found in the text is the person's own phone (with or without the trunk 0). */
function isOwnPhone(candidateDigits: string, ownDigits: string): boolean {
  if (ownDigits.length < MIN_PHONE_DIGITS) return false;
  if (candidateDigits.includes(ownDigits)) return true;
  const national = ownDigits.replace(/^0+/, "");
  return national.length >= MIN_PHONE_DIGITS && candidateDigits.includes(national);
}

function describe(kind: LeakKind, found: string, field: ScannedField): string {
  const where = FIELD_NAMES[field];
  switch (kind) {
    case "firstName":
      return `Your first name "${found}" in ${where}`;
    case "lastName":
      return `Your last name "${found}" in ${where}`;
    case "email":
      return `Your e-mail address in ${where}`;
    case "phone":
      return `Your phone number in ${where}`;
    case "linkedin":
      return `Your LinkedIn profile in ${where}`;
    case "anyEmail":
      return `An e-mail address (${found}) in ${where}`;
    case "anyUrl":
      return `A web address (${found}) in ${where}`;
    case "anyPhone":
      return `A phone number (${found}) in ${where}`;
    case "shieldedCompany":
      return `${found}, a company on your employer shield, in ${where}`;
  }
}

/** Names long enough to recognise inside a domain ("adalovelace.dev"), folded to letters. */
function namesForDomains(identity: IdentityValues): string[] {
  const letters = (text: string) => fold(text).replace(/[^a-z0-9]/g, "");
  const first = letters(identity.firstName);
  const last = letters(identity.lastName);
  return [first.length >= 2 && last.length >= 2 ? first + last : "", last.length >= 4 ? last : ""].filter(Boolean);
}

function scan<F extends ScannedField>(
  field: F,
  text: string,
  identity: IdentityValues,
): { leaks: IdentityLeak<F>[]; hints: IdentityHint<F>[] } {
  const found: Array<{ kind: LeakKind; found: string }> = [];
  const hints: IdentityHint<F>[] = [];
  const folded = fold(text);

  const ownEmail = fold(identity.email.trim());
  const ownLinkedin = identity.linkedinUrl?.trim() ? normalizeUrl(identity.linkedinUrl) : null;
  const ownSlug = identity.linkedinUrl?.trim() ? linkedinSlug(identity.linkedinUrl) : null;
  const ownPhoneDigits = digitsOf(identity.phoneNumber ?? "");

  // E-mail addresses: the person's own, then any other.
  const emails = findEmails(text);
  const ownEmailFound = ownEmail.length > 0 && folded.includes(ownEmail);
  if (ownEmailFound) found.push({ kind: "email", found: identity.email.trim() });
  for (const email of emails) {
    if (ownEmailFound && fold(email) === ownEmail) continue;
    found.push({ kind: "anyEmail", found: email });
  }

  // Web addresses: the person's LinkedIn profile, then any other.
  const urls = findUrls(text, namesForDomains(identity));
  let linkedinFound = false;
  if (ownLinkedin && folded.includes(ownLinkedin)) linkedinFound = true;
  if (!linkedinFound && ownSlug && lettersIn(ownSlug) >= 3 && containsWholeWord(folded, ownSlug)) {
    linkedinFound = true;
  }
  if (linkedinFound) found.push({ kind: "linkedin", found: identity.linkedinUrl!.trim() });
  for (const { address: url, kind } of urls) {
    const normalized = normalizeUrl(url);
    if (linkedinFound && ownLinkedin && (normalized === ownLinkedin || normalized.startsWith(`${ownLinkedin}/`))) {
      continue;
    }
    if (kind === "personal") {
      found.push({ kind: "anyUrl", found: url });
    } else if (!hints.some((hint) => hint.found.toLowerCase() === url.toLowerCase())) {
      hints.push({ field, found: url, message: `${capitalize(FIELD_NAMES[field])} mentions ${url} — fine unless it points to you` });
    }
  }

  // Phone numbers: the person's own (however it is punctuated), then anything phone-like.
  const numbers = [...text.matchAll(PHONE_LIKE)].map((m) => m[0].trim());
  const ownPhoneFound = numbers.some((n) => isOwnPhone(digitsOf(n), ownPhoneDigits));
  if (ownPhoneFound) found.push({ kind: "phone", found: identity.phoneNumber!.trim() });
  for (const number of findPhoneLikeNumbers(text)) {
    if (ownPhoneFound && isOwnPhone(digitsOf(number), ownPhoneDigits)) continue;
    found.push({ kind: "anyPhone", found: number });
  }

  // Names, outside the addresses already reported (an address's name is not news).
  const words = fold(blank(blank(blank(text, EMAIL), URL_WITH_SCHEME), BARE_DOMAIN));
  const nameChecks: Array<[LeakKind, string]> = [
    ["firstName", identity.firstName],
    ["lastName", identity.lastName],
  ];
  for (const [kind, rawName] of nameChecks) {
    const name = rawName.trim();
    if (lettersIn(name) < MIN_NAME_LETTERS) continue;
    if (containsWholeWord(words, fold(name))) found.push({ kind, found: name });
  }

  const seen = new Set<string>();
  const leaks = found
    .filter(({ kind, found: value }) => {
      const key = `${kind}:${value.toLowerCase()}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map(({ kind, found: value }) => ({ field, kind, found: value, message: describe(kind, value, field) }));
  return { leaks, hints };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Everything in the anonymous texts that could tell a recruiter who this is. */
export function detectIdentityLeaks(texts: IdentityTexts, identity: IdentityValues): IdentityLeak[] {
  const order: LeakKind[] = ["firstName", "lastName", "email", "phone", "linkedin", "anyEmail", "anyUrl", "anyPhone"];
  return FIELDS.flatMap((field) => {
    const text = texts[field];
    if (!text?.trim()) return [];
    return scan(field, text, identity).leaks.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  });
}

/**
 * What in a message to a recruiter may reveal the person: everything the profile check
 * looks for (any web address that may be theirs counts, as a profile link would), and
 * the companies on their employer shield (naming one's employer narrows who one is).
 */
export function detectMessageLeaks(
  text: string,
  identity: IdentityValues,
  shieldedCompanies: readonly string[] = [],
): IdentityLeak<"message">[] {
  if (!text.trim()) return [];
  const { leaks } = scan("message", text, identity);
  const folded = fold(text);
  for (const company of shieldedCompanies) {
    const name = company.trim();
    if (lettersIn(name) < MIN_NAME_LETTERS || !containsWholeWord(folded, fold(name))) continue;
    leaks.push({ field: "message", kind: "shieldedCompany", found: name, message: describe("shieldedCompany", name, "message") });
  }
  return leaks;
}

/**
 * What in the codename, headline or pitch may reveal the person: their own first or last
 * name, e-mail, phone number or LinkedIn profile, or any e-mail address, web address or
 * phone number. One line per finding, saying what and where; empty when nothing is found.
 */
export function findIdentityLeaks(texts: IdentityTexts, identity: IdentityValues): string[] {
  return detectIdentityLeaks(texts, identity).map((leak) => leak.message);
}

/**
 * Domains in the anonymous texts that name a project, product or company ("crates.io",
 * "Booking.com"): worth a glance, not a warning. One hint per domain and field.
 */
export function findDomainMentions(texts: IdentityTexts, identity: IdentityValues): IdentityHint[] {
  return FIELDS.flatMap((field) => {
    const text = texts[field];
    return text?.trim() ? scan(field, text, identity).hints : [];
  });
}
