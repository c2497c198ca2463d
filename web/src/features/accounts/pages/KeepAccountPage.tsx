import type { ReactNode } from "react";
import { ShieldCheckIcon } from "lucide-react";
import { useSearchParams } from "react-router";

import { serverMessage } from "@/api/client";
import { CenteredStatus } from "@/components/CenteredStatus";
import { Button } from "@/components/ui/button";
import { formatDay, useKeepAccount, useKeepLink } from "@/features/accounts/api/account-end";
import { useDocumentTitle } from "@/lib/use-document-title";

import { EmailLinkShell } from "../components/EmailLinkShell";

const invalidLink = "This link is not valid, or its account no longer exists.";

/**
 * /keep-account?token=…: the page a warning e-mail's "Keep my account" link opens. It
 * works without signing in, signs nobody in, and asks before it keeps anything, so a mail
 * scanner that follows links keeps no unused account alive.
 */
export default function KeepAccountPage() {
  useDocumentTitle("Keep my account");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const link = useKeepLink(token);
  const keep = useKeepAccount(token);

  let body: ReactNode;
  if (token === "" || link.isError) {
    body = <p className="text-lg text-muted-foreground">{serverMessage(link.error) ?? invalidLink}</p>;
  } else if (!link.data) {
    return <CenteredStatus text="Checking your link..." />;
  } else if (keep.isSuccess) {
    body = (
      <p className="text-lg text-muted-foreground" role="status">
        Your account is kept. It stays until {formatDay(link.data.keptUntil)}, or longer whenever you use it.
      </p>
    );
  } else {
    body = (
      <>
        <p className="text-lg text-muted-foreground">
          This account will be deleted on {formatDay(link.data.keptUntil)} because nobody has used it for a
          long time. Keep it?
        </p>
        <Button size="lg" disabled={keep.isPending} onClick={() => keep.mutate()}>
          Keep my account
        </Button>
        {keep.isError && (
          <p role="alert" className="text-sm text-destructive">
            {serverMessage(keep.error) ?? "Could not keep the account. Please try again."}
          </p>
        )}
      </>
    );
  }

  return (
    <EmailLinkShell icon={ShieldCheckIcon} title="Keep my account">
      {body}
    </EmailLinkShell>
  );
}
