import { UserRoundXIcon } from "lucide-react";
import { Link } from "react-router";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** 'Profile Not Found' with the spec's description and one way forward. */
export function ProfileNotFound({
  description,
  action,
  to,
}: {
  description?: string;
  action: string;
  to: string;
}) {
  return (
    <Card className="mx-auto max-w-md items-center gap-4 px-6 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <UserRoundXIcon className="size-6" aria-hidden="true" />
      </span>
      <div className="space-y-1.5">
        <h1 className="text-xl font-semibold">Profile Not Found</h1>
        {description && <p className="text-muted-foreground">{description}</p>}
      </div>
      <Button asChild>
        <Link to={to}>{action}</Link>
      </Button>
    </Card>
  );
}
