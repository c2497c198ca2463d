import { BanIcon } from "lucide-react";

import { serverMessage } from "@/api/client";
import { useBlocks, useLiftBlock } from "@/api/blocks";
import { Spinner } from "@/components/Spinner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { formatShortDate } from "@/lib/dates";

/**
 * The recruiters this job seeker blocked, each with "Unblock". A blocked recruiter does
 * not find or see the profile and was not told; unblocking does not tell them either.
 */
export function BlockedRecruitersCard() {
  const blocks = useBlocks();
  const lift = useLiftBlock();
  const list = blocks.data?.blocks ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <BanIcon className="size-5 text-primary" aria-hidden="true" />
          <h2>Blocked recruiters</h2>
        </CardTitle>
        <CardDescription>
          They no longer find or see your profile, ask for your identity or write to you. They were not told.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {blocks.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Loading blocked recruiters...
          </p>
        ) : blocks.isError ? (
          <p role="alert" className="text-sm">
            Could not load your blocked recruiters.{" "}
            <Button variant="link" className="h-auto p-0" onClick={() => void blocks.refetch()}>
              Retry
            </Button>
          </p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            You have not blocked anyone. You can block a recruiter from a request or from your profile&apos;s viewers.
          </p>
        ) : (
          <ul className="divide-y" aria-label="Blocked recruiters">
            {list.map((block) => {
              const company = block.companyName?.trim() || "A company";
              return (
                <li key={block.id} className="flex flex-wrap items-center gap-3 py-3">
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="font-medium break-words">{company}</p>
                    <p className="text-muted-foreground">
                      {[block.recruiterRole, `Blocked ${formatShortDate(block.blockedAt)}`].filter(Boolean).join(" · ")}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={lift.isPending}
                    aria-label={`Unblock the recruiter at ${company}`}
                    onClick={() =>
                      lift.mutate(block.id, {
                        onSuccess: () => toast({ title: "Recruiter unblocked" }),
                        onError: (error) =>
                          toast({
                            variant: "destructive",
                            title: "Error",
                            description: serverMessage(error) ?? "Could not unblock them.",
                          }),
                      })
                    }
                  >
                    Unblock
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
