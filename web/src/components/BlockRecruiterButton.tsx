import * as React from "react";
import { BanIcon } from "lucide-react";

import { serverMessage } from "@/api/client";
import { useBlockRecruiter, type BlockTarget } from "@/api/blocks";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";

type Props = {
  target: BlockTarget;
  /** The company as the job seeker sees it. */
  companyName: string;
  className?: string;
};

/**
 * Blocks a recruiter (from a request or the viewers list) after a confirmation that says
 * what it does: they lose the profile everywhere and are not told; the account page lifts it.
 */
export function BlockRecruiterButton({ target, companyName, className }: Props) {
  const [asking, setAsking] = React.useState(false);
  const block = useBlockRecruiter();
  const confirm = () => {
    block.mutate(target, {
      onSuccess: () =>
        toast({ title: "Recruiter blocked", description: `The recruiter at ${companyName} can no longer see you.` }),
      onError: (error) =>
        toast({ variant: "destructive", title: "Error", description: serverMessage(error) ?? "Could not block them." }),
    });
    setAsking(false);
  };
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className={className}
        disabled={block.isPending}
        onClick={() => setAsking(true)}
        aria-label={`Block the recruiter at ${companyName}`}
      >
        <BanIcon aria-hidden="true" />
        Block
      </Button>
      <ConfirmDialog
        open={asking}
        onCancel={() => setAsking(false)}
        onConfirm={confirm}
        title={`Block the recruiter at ${companyName}?`}
        description="They will no longer find or see your profile, ask for your identity or write to you, and their requests leave your list. They are not told. You can lift the block on your account page."
        action="Block"
      />
    </>
  );
}
