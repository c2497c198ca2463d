import * as React from "react";
import { BadgeCheckIcon, CircleHelpIcon, MailCheckIcon } from "lucide-react";

import { serverMessage } from "@/api/client";
import type { EmployerProfile } from "@/api/employer";
import { Spinner } from "@/components/Spinner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";

import { useEnterWorkEmailCode, useSendWorkEmailCode, type CodeSent } from "../api/work-email";

const sendFailed = "Could not send the code. Please try again.";
const checkFailed = "Could not check the code. Please try again.";

/** How the company got verified, or how to verify it. */
function howText(employer: EmployerProfile): string {
  const site = employer.websiteDomain;
  if (employer.linkedinVerified)
    return `You proved you receive e-mail at the domain of your company website${site ? ` (${site})` : ""}.`;
  if (!site) return "Enter your company's website above, then verify an e-mail address at its domain.";
  return `Sign in with your work e-mail address at ${site}, or verify one below: we send a code to it. Personal e-mail providers such as Gmail or Outlook never verify a company.`;
}

/**
 * The recruiter's own company verification, and "Verify your work e-mail" for those who
 * signed in with a personal address: a code sent to an address at the company's domain.
 * Candidates see "Verified company domain" or "Company not verified" beside every
 * request, and an unverified recruiter does not see profiles that hide from any employer.
 */
export function VerificationCard({ employer }: { employer: EmployerProfile }) {
  const verified = employer.linkedinVerified;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg [&_svg]:size-5">
          {verified ? (
            <BadgeCheckIcon className="text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
          ) : (
            <CircleHelpIcon className="text-muted-foreground" aria-hidden="true" />
          )}
          <h2>{verified ? "Verified company domain" : "Company not verified"}</h2>
        </CardTitle>
        <CardDescription>Candidates see this beside every reveal request you send.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground">{howText(employer)}</p>
        {!verified && (
          <p className="text-sm text-muted-foreground">
            Until your company is verified, you do not see candidates who hide their profile from an employer.
          </p>
        )}
        {!verified && employer.websiteDomain && <WorkEmailForm domain={employer.websiteDomain} />}
      </CardContent>
    </Card>
  );
}

function WorkEmailForm({ domain }: { domain: string }) {
  const send = useSendWorkEmailCode();
  const enter = useEnterWorkEmailCode();
  const [email, setEmail] = React.useState("");
  const [code, setCode] = React.useState("");
  const [sent, setSent] = React.useState<(CodeSent & { to: string }) | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const codeRef = React.useRef<HTMLInputElement>(null);
  const emailRef = React.useRef<HTMLInputElement>(null);
  const id = React.useId();

  React.useEffect(() => {
    if (sent) codeRef.current?.focus();
  }, [sent]);

  async function sendCode(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const to = email.trim();
    if (!to.includes("@")) {
      setError("Enter your work e-mail address");
      emailRef.current?.focus();
      return;
    }
    setError(null);
    try {
      const answer = await send.mutateAsync(to);
      setSent({ ...answer, to });
      setCode("");
    } catch (failure) {
      setError(serverMessage(failure) ?? sendFailed);
      emailRef.current?.focus();
    }
  }

  async function checkCode(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    try {
      const employer = await enter.mutateAsync(code);
      toast({
        title: employer.linkedinVerified ? "Company verified" : "E-mail verified",
        description: `You proved you receive e-mail at ${sent?.domain ?? domain}.`,
      });
    } catch (failure) {
      setError(serverMessage(failure) ?? checkFailed);
      codeRef.current?.focus();
    }
  }

  if (!sent)
    return (
      <form
        onSubmit={(e) => void sendCode(e)}
        noValidate
        aria-labelledby={`${id}-title`}
        className="grid gap-3 rounded-md border p-3"
      >
        <h3 id={`${id}-title`} className="flex items-center gap-2 font-medium">
          <MailCheckIcon className="size-4 text-primary" aria-hidden="true" />
          Verify your work e-mail
        </h3>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-email`}>Work e-mail at {domain}</Label>
          <Input
            id={`${id}-email`}
            ref={emailRef}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            placeholder={`you@${domain}`}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={!!error || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <FieldError id={`${id}-error`}>{error ?? undefined}</FieldError>
        </div>
        <Button type="submit" variant="outline" disabled={send.isPending} className="w-full sm:w-fit">
          {send.isPending && <Spinner />}
          Send code
        </Button>
      </form>
    );

  return (
    <form
      onSubmit={(e) => void checkCode(e)}
      noValidate
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-md border p-3"
    >
      <h3 id={`${id}-title`} className="flex items-center gap-2 font-medium">
        <MailCheckIcon className="size-4 text-primary" aria-hidden="true" />
        Verify your work e-mail
      </h3>
      <p role="status" className="text-sm text-muted-foreground">
        We sent a 6-digit code to <span className="font-medium break-all text-foreground">{sent.to}</span>. It works
        for 15 minutes.
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-code`}>Code</Label>
        <Input
          id={`${id}-code`}
          ref={codeRef}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={20}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={!!error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <FieldError id={`${id}-error`}>{error ?? undefined}</FieldError>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={enter.isPending || !code.trim()} className="w-full sm:w-fit">
          {enter.isPending && <Spinner />}
          Verify
        </Button>
        <Button
          type="button"
          variant="ghost"
          className="w-full sm:w-fit"
          onClick={() => {
            setSent(null);
            setError(null);
          }}
        >
          Use another address
        </Button>
      </div>
    </form>
  );
}
