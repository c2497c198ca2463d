/**
 * The codename rules (docs/spec/features.md section 5), mirroring the server's `Codename::parse`:
 * the value is trimmed and lowercased first, then it must be 3 to 30 characters of
 * lowercase letters, digits and hyphens.
 */

export const CODENAME_MIN_LENGTH = 3;
export const CODENAME_MAX_LENGTH = 30;

/** The codename as it is saved: trimmed and lowercase. */
export function normalizeCodename(value: string): string {
  return value.trim().toLowerCase();
}

/** The spec's message for the first rule `value` breaks, or null when it is a valid codename. */
export function validateCodename(value: string): string | null {
  const codename = normalizeCodename(value);
  if (!codename) return "Codename is required";
  // Characters, not UTF-16 units, as the server counts them.
  const length = Array.from(codename).length;
  if (length < CODENAME_MIN_LENGTH) return "Codename must be at least 3 characters";
  if (length > CODENAME_MAX_LENGTH) return "Codename must be less than 30 characters";
  if (!/^[a-z0-9-]+$/.test(codename)) return "Only lowercase letters, numbers, and hyphens are allowed";
  return null;
}
