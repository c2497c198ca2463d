import { Link } from "react-router";

import { Logo } from "@/components/Logo";
import { useCookieConsent } from "@/features/site/hooks/use-cookie-consent";
import { paths } from "@/lib/paths";

const footerLinks = [
  { label: "About us", to: paths.about },
  { label: "Contact Us", to: paths.contact },
  { label: "Privacy Policy", to: paths.privacyPolicy },
  { label: "Terms of Service", to: paths.terms },
];

// On touch screens each link is a 44 px tall target; the list's row gap shrinks to match.
const linkClass =
  "rounded-sm text-sm text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center";

export function Footer() {
  const { reopen } = useCookieConsent();

  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="space-y-2">
          <Logo />
          <p className="text-sm text-muted-foreground">© 2025 Veil. All rights reserved.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap items-center gap-x-6 gap-y-3 pointer-coarse:gap-y-0">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" onClick={reopen} className={linkClass}>
                Cookie Settings
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
