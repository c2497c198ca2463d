import * as React from "react";
import { ChevronDownIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Separator } from "@/components/ui/separator";
import { Switch } from "@/components/ui/switch";
import { useCookieConsent } from "@/features/site/hooks/use-cookie-consent";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

function ConsentRow({
  id,
  label,
  description,
  checked,
  disabled,
  onCheckedChange,
}: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="space-y-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-description`}
        className="mt-0.5"
      />
    </div>
  );
}

export default function CookieSettingsDialog({ open, onOpenChange }: Props) {
  const { consent, consentId, savePreferences } = useCookieConsent();
  const [analytics, setAnalytics] = React.useState(consent?.analytics ?? false);
  const [advertising, setAdvertising] = React.useState(consent?.advertising ?? false);

  // Each opening starts from what is stored, not from an earlier unsaved edit (reset while
  // rendering, so the dialog never shows the stale choices first).
  const [shownFor, setShownFor] = React.useState({ open, consent });
  if (shownFor.open !== open || shownFor.consent !== consent) {
    setShownFor({ open, consent });
    if (open) {
      setAnalytics(consent?.analytics ?? false);
      setAdvertising(consent?.advertising ?? false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cookie Settings</DialogTitle>
          <DialogDescription>
            Choose which cookies Veil may use. Essential cookies are always on because the site
            cannot work without them.
          </DialogDescription>
        </DialogHeader>

        <div className="space-y-4">
          <ConsentRow
            id="cookie-essential"
            label="Essential"
            description="Keep you signed in, protect your session and remember this choice."
            checked
            disabled
          />
          <Separator />
          <ConsentRow
            id="cookie-analytics"
            label="Analytics"
            description="Help us understand how Veil is used so we can improve it."
            checked={analytics}
            onCheckedChange={setAnalytics}
          />
          <Separator />
          <ConsentRow
            id="cookie-advertising"
            label="Advertising"
            description="Measure how well our campaigns reach the people they are meant for."
            checked={advertising}
            onCheckedChange={setAdvertising}
          />
        </div>

        <Collapsible className="rounded-md border bg-muted/40">
          <CollapsibleTrigger className="group flex w-full items-center justify-between rounded-md px-3 py-2 text-sm font-medium outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring">
            More Information
            <ChevronDownIcon
              className="size-4 transition-transform group-data-[state=open]:rotate-180"
              aria-hidden="true"
            />
          </CollapsibleTrigger>
          <CollapsibleContent>
            <div className="space-y-2 px-3 pb-3 text-sm text-muted-foreground">
              <p>
                Essential cookies hold your session and security settings. They never identify
                you to recruiters and are not used for tracking.
              </p>
              <p>
                Analytics cookies record which pages are visited and how long they take to load,
                in aggregate. Advertising cookies tell us which campaigns brought visitors to
                Veil.
              </p>
              <p>
                Your choice is stored in this browser. As proof of it, Veil records each choice
                with a random consent id, the choices and the policy version, never your IP
                address (and your account only when you are signed in). You can change it at any
                time through Cookie Settings at the bottom of every page.
              </p>
            </div>
          </CollapsibleContent>
        </Collapsible>

        {consentId && (
          <p className="text-xs text-muted-foreground">
            Your consent id: <code className="font-mono break-all">{consentId}</code>
          </p>
        )}

        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button onClick={() => savePreferences({ analytics, advertising })}>
            Save Preferences
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
