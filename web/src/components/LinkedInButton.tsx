import { LinkedInIcon } from "@/components/LinkedInIcon";
import { Button } from "@/components/ui/button";
import { paths, serverPaths } from "@/lib/paths";
import { cn } from "@/lib/utils";

/**
 * The server-side login link. Without a remembered page a new sign-in lands on role
 * onboarding; `serverPaths.login` drops anything that is not a same-site path.
 */
export function linkedInLoginHref(returnTo?: string | null): string {
  return serverPaths.login(returnTo ?? paths.onboardingRole);
}

type LinkedInButtonProps = {
  label: string;
  returnTo?: string | null;
  className?: string;
};

/**
 * A full page navigation (plain <a>, not a router link): the login starts on the server,
 * which redirects to LinkedIn.
 */
export function LinkedInButton({ label, returnTo, className }: LinkedInButtonProps) {
  return (
    <Button
      asChild
      size="lg"
      className={cn(
        "bg-[#0a66c2] text-white shadow-sm hover:bg-[#004182] focus-visible:ring-[#0a66c2]/50 dark:bg-[#0a66c2] dark:hover:bg-[#0b5cad]",
        className,
      )}
    >
      <a href={linkedInLoginHref(returnTo)}>
        <LinkedInIcon className="size-4" />
        {label}
      </a>
    </Button>
  );
}
