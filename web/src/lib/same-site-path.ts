/**
 * True when `value` is a path on this site ("/x", "/x?y#z"), never another origin.
 * Rejects protocol-relative ("//evil.example") and backslash tricks ("/\evil.example").
 */
export function isSameSitePath(value: string | null | undefined): value is string {
  if (!value || !value.startsWith("/")) return false;
  if (value.startsWith("//") || value.startsWith("/\\")) return false;
  // Control characters could be stripped by a browser and turn the path into a URL.
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
}
