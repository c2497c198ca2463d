import { BriefcaseBusinessIcon, Building2Icon, CircleHelpIcon, UsersRoundIcon, type LucideIcon } from "lucide-react";
import { Link } from "react-router";

import type { Session } from "@/api/session";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/lib/paths";

type AccountType = {
  icon: LucideIcon;
  name: string;
  description: string;
  actions: { label: string; to: string }[];
};

const editSeekerProfile = { label: "Edit Job Seeker Profile", to: paths.editProfile };
const editCompanyProfile = { label: "Edit Company Profile", to: paths.editRecruiterProfile };

/** The four forms of the Account Type card (docs/spec/core.md section 2, "Account page"). */
export function accountType(roles: Session["roles"]): AccountType {
  if (roles.isJobSeeker && roles.isRecruiter) {
    return {
      icon: UsersRoundIcon,
      name: "Dual Role Account",
      description: "You use Veil both as a job seeker and as a recruiter.",
      actions: [editSeekerProfile, editCompanyProfile],
    };
  }
  if (roles.isRecruiter) {
    return {
      icon: Building2Icon,
      name: "Recruiter/Employer",
      description: "You search anonymous candidates and send reveal requests.",
      actions: [editCompanyProfile],
    };
  }
  if (roles.isJobSeeker) {
    return {
      icon: BriefcaseBusinessIcon,
      name: "Job Seeker",
      description: "Recruiters see your anonymous profile; you decide who learns your name.",
      actions: [editSeekerProfile],
    };
  }
  return {
    icon: CircleHelpIcon,
    name: "No role selected",
    description: "Choose whether you are looking for work, hiring, or both.",
    actions: [{ label: "Choose your role", to: paths.onboardingRole }],
  };
}

export function AccountTypeCard({ roles }: { roles: Session["roles"] }) {
  const type = accountType(roles);
  const Icon = type.icon;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="text-lg">
          <h2>Account Type</h2>
        </CardTitle>
        <CardDescription>How you use Veil.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-start gap-3">
          <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-100 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300">
            <Icon className="size-5" aria-hidden="true" />
          </div>
          <div className="space-y-1">
            <p className="font-semibold">{type.name}</p>
            <p className="text-sm text-muted-foreground">{type.description}</p>
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:pl-13">
          {type.actions.map((action) => (
            <Button key={action.to} asChild variant="outline">
              <Link to={action.to}>{action.label}</Link>
            </Button>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
