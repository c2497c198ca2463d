import * as React from "react";
import { MoonIcon, SunIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { applyTheme, readStoredTheme, storeTheme, type Theme } from "@/lib/theme";
import { useHydrated } from "@/lib/use-hydrated";

export function ThemeToggle({ className }: { className?: string }) {
  // The prerendered HTML shows the light theme's button; the stored choice is read once
  // hydrated (theme-init.js has already applied it to the page itself, so nothing flashes).
  const hydrated = useHydrated();
  const [chosen, setTheme] = React.useState<Theme | null>(null);
  const theme = chosen ?? (hydrated ? readStoredTheme() : "light");

  React.useEffect(() => {
    if (hydrated) applyTheme(theme);
  }, [hydrated, theme]);

  const next: Theme = theme === "dark" ? "light" : "dark";
  const label = next === "dark" ? "Switch to dark theme" : "Switch to light theme";

  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      aria-label={label}
      title={label}
      onClick={() => {
        storeTheme(next);
        setTheme(next);
      }}
    >
      {theme === "dark" ? <SunIcon aria-hidden="true" /> : <MoonIcon aria-hidden="true" />}
    </Button>
  );
}
