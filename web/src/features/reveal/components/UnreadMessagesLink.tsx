import { MessageSquareIcon } from "lucide-react";
import { Link } from "react-router";

import { useSession } from "@/api/session";
import { paths } from "@/lib/paths";

import { useUnreadCounts } from "../api/unread-counts";

/**
 * The navigation's count of unread messages in reveal request threads, shown only when
 * there are some; it leads to where the threads are (a job seeker's requests page, or
 * the recruiter's dashboard).
 */
export function UnreadMessagesLink() {
  const { data: session } = useSession();
  const hasThreads = Boolean(session?.roles.isJobSeeker || session?.roles.isRecruiter);
  const counts = useUnreadCounts({ enabled: hasThreads });
  const total = counts.data?.total ?? 0;
  if (!hasThreads || total === 0) return null;
  const to = session?.roles.isJobSeeker ? paths.revealRequests : paths.recruiterDashboard;
  const label = `${total} unread ${total === 1 ? "message" : "messages"}`;
  return (
    <Link
      to={to}
      aria-label={label}
      title={label}
      className="relative inline-flex size-9 items-center justify-center rounded-md outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring pointer-coarse:size-11"
    >
      <MessageSquareIcon className="size-5" aria-hidden="true" />
      <span
        aria-hidden="true"
        className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-primary px-1 text-center text-[10px] leading-4 font-semibold text-primary-foreground"
      >
        {total > 99 ? "99+" : total}
      </span>
    </Link>
  );
}
