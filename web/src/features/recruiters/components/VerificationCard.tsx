import { BadgeCheckIcon, CircleHelpIcon } from "lucide-react";

import type { EmployerProfile } from "@/api/employer";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/**
 * The recruiter's own company verification and how to get it: candidates
 * see "Verified company domain" or "Company not verified" beside every request.
 */
export function VerificationCard({ employer }: { employer: EmployerProfile }) {
  const verified = employer.linkedinVerified;
  const site = employer.websiteDomain;
  const mail = employer.emailDomain;
  let how: string;
  if (verified) how = `You signed in with an e-mail address at ${mail ?? "your company's domain"}, the domain of your company website.`;
  else if (!site) how = "Enter your company's website above, then sign in with your work e-mail address at its domain.";
  else
    how = `Sign in with your work e-mail address at ${site} (you signed in with an address at ${mail ?? "another domain"}). Personal e-mail providers such as Gmail or Outlook never verify a company.`;
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
      <CardContent>
        <p className="text-sm text-muted-foreground">{how}</p>
      </CardContent>
    </Card>
  );
}
