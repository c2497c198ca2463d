import { Spinner } from "@/components/Spinner";

/** A full-height, centred loading line, e.g. 'Checking authorization...'. */
export function CenteredStatus({ text }: { text: string }) {
  return (
    <div
      role="status"
      className="flex min-h-[50vh] items-center justify-center gap-3 px-4 text-muted-foreground"
    >
      <Spinner className="size-5 text-primary" />
      <p>{text}</p>
    </div>
  );
}
