import { Info, ShieldCheck } from "lucide-react";

import { LinkedInButton } from "@/components/LinkedInButton";
import { TextLink } from "@/components/TextLink";
import { AuthShell } from "@/features/accounts/components/AuthShell";
import { useReturnTo } from "@/features/accounts/hooks/use-return-to";
import { useSignInErrorToast } from "@/features/accounts/hooks/use-sign-in-error-toast";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function SignInPage() {
  useDocumentTitle("Sign in");
  const { redirected, returnTo } = useReturnTo();
  useSignInErrorToast();

  return (
    <AuthShell
      title="Welcome back"
      description="Sign in to continue to your anonymous profile or your recruiter dashboard."
      notice={
        redirected ? (
          <p
            role="status"
            className="flex items-start gap-2.5 rounded-lg border border-indigo-200 bg-indigo-50 px-3.5 py-3 text-sm text-indigo-900 dark:border-indigo-900 dark:bg-indigo-950/50 dark:text-indigo-200"
          >
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Please sign in to access the requested page
          </p>
        ) : null
      }
      footer={
        <p>
          Don&apos;t have an account? <TextLink to={paths.signup}>Sign up</TextLink>
        </p>
      }
    >
      <LinkedInButton label="Sign in with LinkedIn" returnTo={returnTo} className="w-full" />
      <p className="flex items-start gap-2.5 text-sm leading-relaxed text-muted-foreground">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
        <span>
          We only access your basic profile information from LinkedIn: your name, e-mail address
          and profile picture. We never post to LinkedIn or read your connections.
        </span>
      </p>
    </AuthShell>
  );
}
