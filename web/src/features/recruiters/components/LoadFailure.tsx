import { Button } from "@/components/ui/button";

type Props = { message: string; onRetry: () => void; retrying?: boolean };

/** 'Something Went Wrong' with the reason and 'Try Again' (under the page's title). */
export function LoadFailure({ message, onRetry, retrying }: Props) {
  return (
    <section
      role="alert"
      aria-labelledby="load-failure-heading"
      className="mx-auto flex w-full max-w-xl flex-col items-center rounded-xl border border-dashed px-6 py-12 text-center"
    >
      <h2 id="load-failure-heading" className="text-2xl font-bold tracking-tight">
        Something Went Wrong
      </h2>
      <p className="mt-2 text-muted-foreground">{message}</p>
      <Button className="mt-6" onClick={onRetry} disabled={retrying}>
        Try Again
      </Button>
    </section>
  );
}
