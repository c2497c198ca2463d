import type { ReactNode } from "react";
import { Link } from "react-router";

import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { paths } from "@/lib/paths";
import { VeilWordmark } from "./VeilWordmark";

type AuthShellProps = {
  title: string;
  description: ReactNode;
  /** Shown above the card content, e.g. the "please sign in" notice. */
  notice?: ReactNode;
  children: ReactNode;
  footer: ReactNode;
  /** Off when the page already links the legal pages in its own text. */
  legalLinks?: boolean;
};

/**
 * The centred card used by /signin and /signup. Those pages have no site header or
 * footer, so this brings its own way home and the legal links.
 */
export function AuthShell({
  title,
  description,
  notice,
  children,
  footer,
  legalLinks = true,
}: AuthShellProps) {
  return (
    <div className="flex flex-1 flex-col bg-linear-to-b from-indigo-50/80 via-background to-background px-4 py-10 sm:py-16 dark:from-indigo-950/30">
      <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center gap-8">
        <div className="flex justify-center">
          <VeilWordmark />
        </div>
        <Card className="gap-6 shadow-lg shadow-indigo-950/5">
          <CardHeader className="gap-2 text-center">
            <h1 className="text-2xl font-bold tracking-tight text-card-foreground">{title}</h1>
            <div className="text-sm text-muted-foreground">{description}</div>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            {notice}
            {children}
          </CardContent>
          <CardFooter className="justify-center border-t border-border pt-6 text-sm text-muted-foreground">
            {footer}
          </CardFooter>
        </Card>
      </div>
      {legalLinks ? (
      <nav aria-label="Legal" className="mt-10 flex justify-center gap-6 text-xs text-muted-foreground">
        <Link to={paths.privacyPolicy} className="hover:text-foreground hover:underline">
          Privacy Policy
        </Link>
        <Link to={paths.terms} className="hover:text-foreground hover:underline">
          Terms of Service
        </Link>
        <Link to={paths.home} className="hover:text-foreground hover:underline">
          Home
        </Link>
      </nav>
      ) : null}
    </div>
  );
}
