import { format, isValid, parseISO } from "date-fns";

/** "Mar 5, 2025, 10:00 AM" (the reader's time), as the outbox shows times; "" when unreadable. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return "";
  const date = parseISO(value);
  return isValid(date) ? format(date, "MMM d, yyyy, h:mm a") : "";
}

/** A moment from the API (RFC 3339) as a `<time>` element. */
export function DateTime({ value, className }: { value: string; className?: string }) {
  return (
    <time dateTime={value} className={className}>
      {formatDateTime(value)}
    </time>
  );
}
