/**
 * Avatar initials (docs/spec/core.md section 3): first letters of first and last name in
 * upper case; with one name that letter is doubled; with neither, "U".
 */
export function initials(firstName?: string | null, lastName?: string | null): string {
  const first = firstLetter(firstName);
  const last = firstLetter(lastName);
  if (first && last) return first + last;
  if (first) return first + first;
  if (last) return last + last;
  return "U";
}

function firstLetter(name?: string | null): string {
  const trimmed = name?.trim();
  if (!trimmed) return "";
  // Take a whole code point so names starting with an astral character stay intact.
  const [letter] = Array.from(trimmed);
  return letter.toLocaleUpperCase();
}
