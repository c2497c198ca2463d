import * as React from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";

import { isApiError, serverMessage } from "@/api/client";
import { Spinner } from "@/components/Spinner";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { saveSearchFormSchema, type SaveSearchForm } from "@/features/search/api/save-search";

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

/**
 * The small form of saving and renaming a saved search: a name of 1..80 characters (a
 * name already used is the server's 409, shown under the field) and, when saving, alerts.
 */
export function SearchNameDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  defaultName,
  withAlerts = false,
  onSubmit,
}: Props) {
  const form = useForm<SaveSearchForm>({
    resolver: zodResolver(saveSearchFormSchema),
    defaultValues: { name: defaultName, alerts: false },
  });
  const { errors, isSubmitting } = form.formState;

  // A fresh form each time the dialog opens, starting from the suggested name.
  React.useEffect(() => {
    if (open) form.reset({ name: defaultName, alerts: false });
  }, [open, defaultName, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      onOpenChange(false);
    } catch (error) {
      const message = serverMessage(error) ?? "Could not save the search. Please try again.";
      if (isApiError(error) && error.code === "saved_search_name_taken") form.setError("name", { message });
      else form.setError("root", { message });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label={title}>
          <div className="grid gap-2">
            <Label htmlFor="saved-search-name">Name</Label>
            <Input
              id="saved-search-name"
              autoComplete="off"
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? "saved-search-name-error" : undefined}
              {...form.register("name")}
            />
            <FieldError id="saved-search-name-error">{errors.name?.message}</FieldError>
          </div>
          {withAlerts && (
            <div className="flex items-start gap-3">
              <Controller
                control={form.control}
                name="alerts"
                render={({ field }) => (
                  <Checkbox
                    id="saved-search-alerts"
                    className="mt-0.5"
                    checked={field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    onBlur={field.onBlur}
                  />
                )}
              />
              <div className="grid gap-1">
                <Label htmlFor="saved-search-alerts">Alert me about new matches</Label>
                <p className="text-sm text-muted-foreground">
                  A notification when new profiles match, and at most one e-mail a day.
                </p>
              </div>
            </div>
          )}
          <FieldError>{errors.root?.message}</FieldError>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting && <Spinner />}
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
