import { InfoIcon } from "lucide-react";

import { findDomainMentions, type IdentityValues, type LeakField } from "@/lib/identity-leaks";

type Props = {
  field: LeakField;
  text: string;
  identity: IdentityValues;
};

/** A quiet note under a field that names a company or project by its domain; never blocks saving. */
export function DomainMentionHints({ field, text, identity }: Props) {
  const hints = findDomainMentions({ [field]: text }, identity);
  if (hints.length === 0) return null;
  return (
    <ul className="space-y-1 text-sm text-muted-foreground" aria-label="Mentions to check">
      {hints.map((hint) => (
        <li key={hint.found.toLowerCase()} className="flex items-start gap-1.5">
          <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{hint.message}</span>
        </li>
      ))}
    </ul>
  );
}
