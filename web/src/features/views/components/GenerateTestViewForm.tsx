import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { serverMessage } from "@/api/client";
import { Spinner } from "@/components/Spinner";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";

import { generateViewSchema, useGenerateTestView } from "../api/debug-generate";
import type { GenerateView } from "../api/types";

/** Inserts a test-data view between two existing people (admin or development mode). */
export function GenerateTestViewForm({ canGenerate }: { canGenerate: boolean }) {
  const generate = useGenerateTestView();
  const form = useForm<GenerateView>({
    resolver: zodResolver(generateViewSchema),
    defaultValues: { viewerId: "", viewedProfileId: "" },
  });
  const { errors } = form.formState;
  const disabled = !canGenerate || generate.isPending;

  const onSubmit = form.handleSubmit((values) =>
    generate.mutate(values, {
      onSuccess: () => {
        toast({ title: "Test view inserted", description: "The view was added as test data." });
        form.reset();
      },
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Error",
          description: serverMessage(error) ?? "Could not insert the test view",
        }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Generate test view" className="grid gap-4">
      {!canGenerate && (
        <p role="note" className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
          Only the admin can generate test data (or anyone when the server runs in development mode).
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="generate-viewer">Viewer id</Label>
          <Input
            id="generate-viewer"
            disabled={!canGenerate}
            aria-invalid={errors.viewerId ? true : undefined}
            aria-describedby={errors.viewerId ? "generate-viewer-error" : undefined}
            className="font-mono"
            {...form.register("viewerId")}
          />
          <FieldError id="generate-viewer-error">{errors.viewerId?.message}</FieldError>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="generate-viewed">Viewed profile id</Label>
          <Input
            id="generate-viewed"
            disabled={!canGenerate}
            aria-invalid={errors.viewedProfileId ? true : undefined}
            aria-describedby={errors.viewedProfileId ? "generate-viewed-error" : undefined}
            className="font-mono"
            {...form.register("viewedProfileId")}
          />
          <FieldError id="generate-viewed-error">{errors.viewedProfileId?.message}</FieldError>
        </div>
      </div>
      <Button type="submit" disabled={disabled} className="w-fit">
        {generate.isPending && <Spinner />}
        Insert test view
      </Button>
    </form>
  );
}
