import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";

import { isApiError, serverMessage } from "@/api/client";
import { Spinner } from "@/components/Spinner";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { DialogFooter } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { saveSearchFormSchema, type SaveSearchForm } from "@/features/search/lib/search-name";

export type SearchNameFormProps = {
  title: string;
  submitLabel: string;
  defaultName: string;
  withAlerts: boolean;
  onSubmit: (values: SaveSearchForm) => Promise<unknown>;
  onOpenChange: (open: boolean) => void;
};

/**
 * The dialog's form, loaded when the dialog first opens: react-hook-form and Zod are for
 * the few who save a search, not for every view of the search page. Mounted afresh each
 * time the dialog opens, so it starts from the suggested name.
 */
export default function SearchNameForm({
  title,
  submitLabel,
  defaultName,
  withAlerts,
  onSubmit,
  onOpenChange,
}: SearchNameFormProps) {
  const form = useForm<SaveSearchForm>({
    resolver: zodResolver(saveSearchFormSchema),
    defaultValues: { name: defaultName, alerts: false },
  });
  const { errors, isSubmitting } = form.formState;

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
  );
}
