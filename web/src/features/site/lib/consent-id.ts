/**
 * The random consent id this browser keeps: every cookie choice made here is recorded on
 * the server under it (never with an IP address), so a choice can be proven and looked
 * up without knowing who made it.
 */
export const CONSENT_ID_STORAGE_KEY = "cookie-consent-id";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function loadConsentId(): string | null {
  try {
    const id = localStorage.getItem(CONSENT_ID_STORAGE_KEY);
    return id && UUID_V4.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** The stored id, or a new random one stored from now on. */
export function ensureConsentId(): string {
  const existing = loadConsentId();
  if (existing) return existing;
  const id = crypto.randomUUID().toLowerCase();
  try {
    localStorage.setItem(CONSENT_ID_STORAGE_KEY, id);
  } catch {
    // Storage unavailable: the id lasts for this page only, like the choice.
  }
  return id;
}
