import { Avatar as AvatarPrimitive } from "radix-ui";
import { Building2Icon } from "lucide-react";

import { cn } from "@/lib/utils";

/** The company's logo, or a building placeholder when there is none or it fails to load. */
export function CompanyLogo({ logoUrl, className }: { logoUrl?: string | null; className?: string }) {
  return (
    <AvatarPrimitive.Root
      className={cn(
        "relative inline-flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted text-muted-foreground",
        className,
      )}
    >
      {logoUrl && (
        <AvatarPrimitive.Image key={logoUrl} src={logoUrl} alt="Company logo" className="size-full object-contain" />
      )}
      <AvatarPrimitive.Fallback delayMs={logoUrl ? 300 : undefined} className="flex size-full items-center justify-center">
        <Building2Icon className="size-1/2" aria-hidden="true" />
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
