import * as React from "react";

import { Spinner } from "@/components/Spinner";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { SaveSearchForm } from "@/features/search/lib/search-name";
import { prefetchWhenIdle } from "@/lib/prefetch-when-idle";

import type { SearchNameFormProps } from "./SearchNameForm";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: React.ReactNode;
  submitLabel: string;
  defaultName: string;
  /** Offer the alerts choice (saving); renaming leaves alerts as they are. */
  withAlerts?: boolean;
  /** Resolves when saved; a rejection with the server's message is shown in the form. */
  onSubmit: (values: SaveSearchForm) => Promise<unknown>;
};

const loadForm = () => import("./SearchNameForm");
const SearchNameForm = React.lazy(loadForm);

/**
 * The small form of saving and renaming a saved search: a name of 1..80 characters (a
 * name already used is the server's 409, shown under the field) and, when saving, alerts.
 * The form's code arrives when the browser is idle, or when the dialog first opens.
 */
export function SearchNameDialog({ open, onOpenChange, title, description, withAlerts = false, ...form }: Props) {
  const formProps: SearchNameFormProps = { ...form, title, withAlerts, onOpenChange };
  React.useEffect(() => prefetchWhenIdle(() => void loadForm()), []);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <React.Suspense fallback={<Spinner className="mx-auto size-5 text-primary" />}>
          <SearchNameForm {...formProps} />
        </React.Suspense>
      </DialogContent>
    </Dialog>
  );
}
