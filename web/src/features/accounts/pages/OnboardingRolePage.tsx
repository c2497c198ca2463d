import * as React from "react";
import { Building2Icon, UserRoundSearchIcon, type LucideIcon } from "lucide-react";
import { Navigate, useNavigate } from "react-router";

import { useSession } from "@/api/session";
import { Spinner } from "@/components/Spinner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { useSetRole, type RoleChoice } from "@/features/accounts/api/roles";
import { choiceDestination, existingRoleDestination } from "@/features/accounts/lib/role-destination";
import { useDocumentTitle } from "@/lib/use-document-title";

type RoleOption = {
  choice: Exclude<RoleChoice, "both">;
  icon: LucideIcon;
  title: string;
  description: string;
  action: string;
};

const options: RoleOption[] = [
  {
    choice: "job_seeker",
    icon: UserRoundSearchIcon,
    title: "I'm open to new roles",
    description:
      "Build an anonymous profile under a codename. Recruiters find you by your skills; your name stays hidden until you approve their request.",
    action: "Continue as Job Seeker",
  },
  {
    choice: "recruiter",
    icon: Building2Icon,
    title: "I'm hiring",
    description:
      "Set up your company profile, search anonymous candidates and ask to see who is behind the profiles you like.",
    action: "Continue as Recruiter",
  },
];

/**
 * /onboarding-role (docs/spec/core.md sections 2 and 4): someone without a role chooses job
 * seeker, recruiter or both; someone who has one is sent on to where they belong.
 */
export default function OnboardingRolePage() {
  useDocumentTitle("Choose your role");
  const navigate = useNavigate();
  const { data: session } = useSession();
  const setRole = useSetRole();
  // Once a choice is under way the new roles arrive in the session; they must not trigger
  // the "already has a role" redirect, the choice decides where to go.
  const [choice, setChoice] = React.useState<RoleChoice | null>(null);

  if (session && choice === null) {
    const destination = existingRoleDestination(session);
    if (destination) return <Navigate to={destination} replace />;
  }

  const saving = setRole.isPending;

  const choose = (role: RoleChoice) => {
    setChoice(role);
    setRole.mutate(role, {
      onSuccess: () => {
        toast(
          role === "both"
            ? {
                title: "Role set successfully",
                description: "You can now use the product as both a job seeker and recruiter.",
              }
            : { title: "Role set successfully" },
        );
        void navigate(choiceDestination(role));
      },
      onError: () => {
        setChoice(null);
        toast({
          variant: "destructive",
          title: "Error",
          description: "There was a problem setting your role. Please try again.",
        });
      },
    });
  };

  return (
    <div className="flex flex-1 flex-col bg-linear-to-b from-indigo-50/80 via-background to-background px-4 py-10 sm:px-6 md:py-16 dark:from-indigo-950/30">
      <div className="mx-auto w-full max-w-4xl">
        <header className="mb-8 space-y-3 text-center md:mb-10">
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">How will you use Veil?</h1>
          <p className="mx-auto max-w-2xl text-muted-foreground">
            {session?.user.firstName ? `Welcome, ${session.user.firstName}. ` : ""}
            Choose the side you are on. Either way, nothing about you is shown to anyone until
            you decide.
          </p>
        </header>

        <ul className="grid gap-4 md:grid-cols-2 md:gap-6" aria-label="Roles">
          {options.map((option) => {
            const Icon = option.icon;
            const busy = saving && choice === option.choice;
            return (
              <li key={option.choice} className="flex">
                <Card className="w-full gap-5 transition-shadow hover:shadow-md">
                  <CardHeader className="gap-3">
                    <div className="flex size-11 items-center justify-center rounded-lg bg-indigo-100 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300">
                      <Icon className="size-5" aria-hidden="true" />
                    </div>
                    <CardTitle className="text-xl">{option.title}</CardTitle>
                    <CardDescription className="leading-relaxed">{option.description}</CardDescription>
                  </CardHeader>
                  <CardContent className="flex-1" />
                  <CardFooter>
                    <Button
                      size="lg"
                      className="w-full"
                      disabled={saving}
                      aria-busy={busy || undefined}
                      onClick={() => choose(option.choice)}
                    >
                      {busy && <Spinner />}
                      {option.action}
                    </Button>
                  </CardFooter>
                </Card>
              </li>
            );
          })}
        </ul>

        <div className="mt-8 flex flex-col items-center gap-1 text-center text-sm text-muted-foreground">
          <p>Looking for work and hiring at the same time?</p>
          <Button
            variant="link"
            className="h-auto px-0 py-1 text-sm"
            disabled={saving}
            aria-busy={(saving && choice === "both") || undefined}
            onClick={() => choose("both")}
          >
            {saving && choice === "both" && <Spinner />}I want to do both
          </Button>
        </div>
      </div>
    </div>
  );
}
