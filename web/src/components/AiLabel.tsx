import { SparklesIcon } from "lucide-react";

import { generatorName, useAssistantAbout } from "@/api/assistant-about";
import { cn } from "@/lib/utils";

/** "Suggested by AI": beside every piece of text the assistant wrote. */
export function AiLabel({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full bg-violet-100 px-2 py-0.5 text-xs font-medium text-violet-800 dark:bg-violet-950 dark:text-violet-200",
        className,
      )}
    >
      <SparklesIcon className="size-3" aria-hidden="true" />
      Suggested by AI
    </span>
  );
}

/**
 * The line that says the assistant's text is machine-generated, by which generator, and
 * what is sent to it.
 */
export function AiDisclosure({ className }: { className?: string }) {
  const about = useAssistantAbout();
  return (
    <p className={cn("text-xs text-muted-foreground", className)} data-testid="ai-disclosure">
      Text from the assistant is machine-generated
      {about.data ? ` by ${generatorName(about.data)}` : ""}. {about.data?.sent ?? ""} Review it before you
      save it.
    </p>
  );
}
