import { FlagIcon, MailIcon, ScrollTextIcon } from "lucide-react";
import { NavLink } from "react-router";

import { paths } from "@/lib/paths";
import { cn } from "@/lib/utils";

const LINKS = [
  { to: paths.adminEmail, label: "Email Center", icon: MailIcon },
  { to: paths.adminReports, label: "Reports", icon: FlagIcon },
  { to: paths.adminAuditLog, label: "Audit log", icon: ScrollTextIcon },
] as const;

/** The admin pages, each linking to the others; the current one is marked. */
export function AdminNav() {
  return (
    <nav aria-label="Admin" className="-mt-4 mb-8 border-b">
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {LINKS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                cn(
                  "inline-flex min-h-11 items-center gap-2 rounded-t-md border-b-2 px-3 text-sm font-medium transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring",
                  isActive ? "border-primary text-foreground" : "border-transparent text-muted-foreground",
                )
              }
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
