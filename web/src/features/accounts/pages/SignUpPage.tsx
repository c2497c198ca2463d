import { EyeOff } from "lucide-react";

import { LinkedInButton } from "@/components/LinkedInButton";
import { TextLink } from "@/components/TextLink";
import { AuthShell } from "@/features/accounts/components/AuthShell";
import { useReturnTo } from "@/features/accounts/hooks/use-return-to";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function SignUpPage() {
  useDocumentTitle("Sign up");
  const { returnTo } = useReturnTo();

  return (
    <AuthShell
      title="Create your account"
      description="Job seekers and recruiters both start here. You choose your role in the next step."
      legalLinks={false}
      footer={
        <p>
          Already have an account? <TextLink to={paths.signin}>Sign in</TextLink>
        </p>
      }
    >
      <LinkedInButton label="Sign up with LinkedIn" returnTo={returnTo} className="w-full" />
      <div className="flex items-start gap-2.5 rounded-lg bg-muted/60 px-3.5 py-3 text-sm leading-relaxed text-muted-foreground">
        <EyeOff className="mt-0.5 size-4 shrink-0 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
        <p>
          We use your name, e-mail address and profile picture from LinkedIn to set up your
          account. Your identity stays hidden from recruiters until you approve a reveal request.
        </p>
      </div>
      <p className="text-center text-xs leading-relaxed text-muted-foreground">
        By signing up you confirm that you are 18 or older and agree to our{" "}
        <TextLink to={paths.terms}>Terms of Service</TextLink> and{" "}
        <TextLink to={paths.privacyPolicy}>Privacy Policy</TextLink>.
      </p>
    </AuthShell>
  );
}
