import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";

import { serverMessage } from "@/api/client";
import { Spinner } from "@/components/Spinner";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/lib/paths";
import {
  earlyAccessSchema,
  useEarlyAccessSignup,
  type EarlyAccessInput,
} from "@/features/site/api/early-access";

/** The early-access sign-up: one e-mail field (docs/spec/core.md sections 4, 5, 8). */
export default function EarlyAccessForm() {
  const navigate = useNavigate();
  const signup = useEarlyAccessSignup();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EarlyAccessInput>({
    resolver: zodResolver(earlyAccessSchema),
    defaultValues: { email: "" },
  });

  const submitting = signup.isPending;

  const onSubmit = handleSubmit((values) =>
    signup.mutateAsync(values).then(
      () => {
        toast({ title: "Success!", description: "You've been added to our early access list." });
        void navigate(paths.earlyAccessThankYou);
      },
      (error: unknown) => {
        toast({
          variant: "destructive",
          title: "Something went wrong",
          description: serverMessage(error) ?? "Failed to submit. Please try again.",
        });
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="w-full space-y-2">
      <Label htmlFor="early-access-email">Email address</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="early-access-email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          disabled={submitting}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? "early-access-email-error" : undefined}
          className="h-10 sm:flex-1"
          {...register("email")}
        />
        <Button type="submit" size="lg" disabled={submitting} className="sm:w-auto">
          {submitting && <Spinner />}
          {submitting ? "Joining..." : "Get Early Access"}
        </Button>
      </div>
      <FieldError id="early-access-email-error">{errors.email?.message}</FieldError>
    </form>
  );
}
