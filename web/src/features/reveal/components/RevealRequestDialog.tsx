import * as React from "react";

import { Spinner } from "@/components/Spinner";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { prefetchWhenIdle } from "@/lib/prefetch-when-idle";

import type { RevealDialogCandidate } from "../lib/dialog-candidate";
import type { RevealScreen } from "../lib/send-errors";


type Props = {
  /** The candidate to ask; null keeps the dialog closed. */
  candidate: RevealDialogCandidate | null;
  /** A search card or the candidate page: a few messages differ (docs/spec/features.md section 4). */
  screen: RevealScreen;
  onClose: () => void;
};

type FormModule = typeof import("./RevealRequestForm");
type FormComponent = React.ComponentType<React.ComponentProps<FormModule["default"]>>;
let loadedForm: FormComponent | undefined;

/** Fetches the form's code (once idle, or when the dialog opens); resolves once it is in. */
export const preloadRevealForm = (): Promise<FormModule> =>
  import("./RevealRequestForm").then((module) => {
    loadedForm = module.default;
    return module;
  });
const LazyRevealRequestForm = React.lazy(preloadRevealForm);

/**
 * 'Send Reveal Request' (docs/spec/features.md section 2): pick one of five templates, then edit the
 * message (at most 500 characters) and send it.
 */
export function RevealRequestDialog({ candidate, screen, onClose }: Props) {
  React.useEffect(() => prefetchWhenIdle(() => void preloadRevealForm()), []);
  // Code that is already in renders at once, without a moment of the loading header. The
  // choice holds while one candidate's dialog is open: switching the component's type
  // under an open form would remount it and lose what the recruiter typed.
  const [chosen, setChosen] = React.useState<{ id: string; Form: FormComponent } | null>(null);
  if (candidate && chosen?.id !== candidate.id) {
    setChosen({ id: candidate.id, Form: loadedForm ?? LazyRevealRequestForm });
  }
  const RevealRequestForm = chosen?.Form ?? LazyRevealRequestForm;
  return (
    <Dialog open={candidate !== null} onOpenChange={(open) => !open && onClose()}>
      {candidate && (
        <React.Suspense fallback={<Loading candidate={candidate} />}>
          <RevealRequestForm key={candidate.id} candidate={candidate} screen={screen} onClose={onClose} />
        </React.Suspense>
      )}
    </Dialog>
  );
}

/** The dialog's header while its form loads (the form shows the same). */
function Loading({ candidate }: { candidate: RevealDialogCandidate }) {
  return (
    <DialogContent className="sm:max-w-xl">
      <DialogHeader>
        <DialogTitle>Send Reveal Request</DialogTitle>
        <DialogDescription className="break-words">
          Requesting to reveal: {candidate.headline.trim() || candidate.codename}
        </DialogDescription>
      </DialogHeader>
      <Spinner className="mx-auto size-5 text-primary" />
    </DialogContent>
  );
}
