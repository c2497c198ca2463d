/**
 * A recruiter's message is plain text; web addresses in it are shown as text, never as
 * links, so that nothing in Veil opens, fetches or previews them (opening one can tell
 * its owner who you are). This splits a message into its text and its addresses.
 */

export type MessagePart = { kind: "text"; text: string } | { kind: "link"; text: string };

// Addresses with a scheme or "www.", as people paste them.
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"']+/giu;

/** Trailing sentence punctuation is not part of an address. */
function trimAddress(address: string): string {
  return address.replace(/[.,;:!?)\]]+$/u, "");
}

export function splitMessage(body: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let at = 0;
  for (const match of body.matchAll(ADDRESS)) {
    const address = trimAddress(match[0]);
    const start = match.index;
    if (start > at) parts.push({ kind: "text", text: body.slice(at, start) });
    parts.push({ kind: "link", text: address });
    at = start + address.length;
  }
  if (at < body.length) parts.push({ kind: "text", text: body.slice(at) });
  return parts;
}

export function hasLinks(body: string): boolean {
  return splitMessage(body).some((part) => part.kind === "link");
}
