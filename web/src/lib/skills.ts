/** Skills as people type them (comma-separated) and as profiles keep them (a list). */

/** Splits comma-separated text into skills, trimmed, with blanks dropped. */
export function splitSkills(text: string): string[] {
  return text
    .split(",")
    .map((skill) => skill.trim())
    .filter((skill) => skill.length > 0);
}

/**
 * `existing` followed by the skills of `added` not already present, compared without
 * regard to case (the first spelling wins), in their original order.
 */
export function mergeSkills(existing: string[], added: string[]): string[] {
  const seen = new Set<string>();
  const merged: string[] = [];
  for (const skill of [...existing, ...added]) {
    const key = skill.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    merged.push(skill.trim());
  }
  return merged;
}
