import type { ReactNode } from "react";
import { MailXIcon } from "lucide-react";
import { Link, useSearchParams } from "react-router";

import { serverMessage } from "@/api/client";
import { CenteredStatus } from "@/components/CenteredStatus";
import { Button } from "@/components/ui/button";
import { useUnsubscribe, useUnsubscription } from "@/features/accounts/api/unsubscribe";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";

import { EmailLinkShell } from "../components/EmailLinkShell";

const invalidLink = "This unsubscribe link is not valid.";

/**
 * /unsubscribe?token=…: the page an e-mail's unsubscribe link opens. It
 * works without signing in and asks before it stops anything, so a mail scanner that
 * follows links unsubscribes nobody (mail clients use the one-click POST instead).
 */
export default function UnsubscribePage() {
  useDocumentTitle("Unsubscribe");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const link = useUnsubscription(token);
  const unsubscribe = useUnsubscribe(token);

  let body: ReactNode;
  if (token === "" || link.isError) {
    body = <p className="text-lg text-muted-foreground">{serverMessage(link.error) ?? invalidLink}</p>;
  } else if (!link.data) {
    return <CenteredStatus text="Checking your link..." />;
  } else if (!link.data.subscribed) {
    body = (
      <>
        <p className="text-lg text-muted-foreground" role="status">
          You are unsubscribed from {link.data.description}.
        </p>
        <p className="text-sm text-muted-foreground">
          You can turn them on again in the e-mail settings of your{" "}
          <Link to={paths.userProfile} className="underline underline-offset-4">
            account page
          </Link>
          .
        </p>
      </>
    );
  } else {
    body = (
      <>
        <p className="text-lg text-muted-foreground">Stop e-mails about {link.data.description}?</p>
        <Button size="lg" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
          Unsubscribe
        </Button>
        {unsubscribe.isError && (
          <p role="alert" className="text-sm text-destructive">
            {serverMessage(unsubscribe.error) ?? "Could not unsubscribe. Please try again."}
          </p>
        )}
      </>
    );
  }

  return (
    <EmailLinkShell icon={MailXIcon} title="Unsubscribe">
      {body}
    </EmailLinkShell>
  );
}
