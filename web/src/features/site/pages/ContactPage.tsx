import { Clock, Mail, ShieldQuestion, UserX } from "lucide-react";

import { TextLink } from "@/components/TextLink";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { PageIntro } from "@/features/site/components/PageIntro";
import { SupportEmailLink } from "@/features/site/components/SupportEmailLink";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function ContactPage() {
  useDocumentTitle("Contact us");
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
      <PageIntro eyebrow="Contact" title="Contact us">
        <p>
          Questions about your profile, a reveal request, your data or working with Veil as a
          recruiter? Write to us and a real person will answer.
        </p>
      </PageIntro>

      <div className="mx-auto w-full mt-12 grid max-w-4xl gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="gap-4">
          <CardHeader className="gap-4">
            <span className="flex size-11 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100 dark:bg-indigo-950/60 dark:text-indigo-300 dark:ring-indigo-900">
              <Mail className="size-5" aria-hidden="true" />
            </span>
            <h2 className="text-xl font-semibold tracking-tight text-card-foreground">E-mail support</h2>
          </CardHeader>
          <CardContent className="space-y-4">
            <p className="text-muted-foreground">
              Send your message to <SupportEmailLink className="break-words" />.
            </p>
            <p className="flex items-center gap-2 text-sm font-medium text-foreground">
              <Clock className="size-4 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
              We respond within one business day.
            </p>
            <p className="text-sm text-muted-foreground">
              Please do not send passwords or anything you would not want in an e-mail. We will
              never ask for your LinkedIn password.
            </p>
          </CardContent>
        </Card>

        <div className="flex flex-col gap-6">
          <Card className="gap-3">
            <CardHeader className="flex-row items-center gap-3">
              <ShieldQuestion className="size-5 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
              <h2 className="font-semibold text-card-foreground">Privacy questions</h2>
            </CardHeader>
            <CardContent className="text-sm leading-relaxed text-muted-foreground">
              To ask what we hold about you or to have something corrected, write to the same
              address. Our <TextLink to={paths.privacyPolicy}>Privacy Policy</TextLink> explains
              what we store and why.
            </CardContent>
          </Card>
          <Card className="gap-3">
            <CardHeader className="flex-row items-center gap-3">
              <UserX className="size-5 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
              <h2 className="font-semibold text-card-foreground">Leaving Veil</h2>
            </CardHeader>
            <CardContent className="text-sm leading-relaxed text-muted-foreground">
              You can delete your account yourself from your account page once signed in. It
              removes your profile, your identity and your history straight away.
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
