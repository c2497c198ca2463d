import { Link } from "react-router";

import { Logo } from "@/components/Logo";
import { paths } from "@/lib/paths";
import { cn } from "@/lib/utils";

/**
 * The Veil logo linking home. Used on the sign-in and sign-up pages, where the site
 * header is hidden.
 */
export function VeilWordmark({ className }: { className?: string }) {
  return (
    <Link
      to={paths.home}
      aria-label="Veil home"
      className={cn(
        "rounded-md text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        className,
      )}
    >
      <Logo />
    </Link>
  );
}
