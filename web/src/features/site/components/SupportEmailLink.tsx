import { useSiteInfo } from "@/features/site/api/site-info";
import { cn } from "@/lib/utils";

type SupportEmailLinkProps = {
  className?: string;
  /** Shown while the address loads, or if it cannot be loaded. */
  fallback?: string;
};

/**
 * The configured support address as a mailto link. Until /api/site answers it shows the
 * fallback words, so the sentence around it still reads correctly.
 */
export function SupportEmailLink({ className, fallback = "our support team" }: SupportEmailLinkProps) {
  const { data } = useSiteInfo();
  const email = data?.supportEmail;

  if (!email) {
    return <span className={className}>{fallback}</span>;
  }
  return (
    <a
      href={`mailto:${email}`}
      className={cn(
        "font-medium text-indigo-600 underline-offset-4 hover:underline focus-visible:underline dark:text-indigo-400",
        className,
      )}
    >
      {email}
    </a>
  );
}
