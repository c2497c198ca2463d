import { screen, within } from "@testing-library/react";

/** The toast viewport (Radix labels it "Notifications (F8)"), to look for a toast's text inside. */
export function toastRegion() {
  return within(screen.getByRole("region", { name: /Notifications/ }));
}
