/**
 * What each signed-in page asks the API for when it opens, started by the entry together
 * with the page's code (`startPage` in lazy-route.tsx): with the same query options as the
 * page's own hooks, so the page finds its answers in the cache, or on their way, instead
 * of asking once its code has arrived.
 */
import type { QueryClient } from "@tanstack/react-query";

import { employerQueryOptions } from "@/api/employer";
import { profileQueryOptions } from "@/api/profile";
import { loadSignedInControls } from "@/app/layout/Header";
import type { PageData } from "@/app/lazy-route";
import { weeklySummaryQueryOptions } from "@/features/activity/api/weekly-summary";
import { notificationsQueryOptions } from "@/features/notifications/api/notifications";
import { DASHBOARD_REQUESTS_SHOWN } from "@/features/recruiters/components/RecentRevealRequests";
import { receivedRequestsQueryOptions } from "@/features/reveal/api/received-requests";
import { sentRequestsQueryOptions } from "@/features/reveal/api/sent-requests";
import { candidateQueryOptions } from "@/features/search/api/candidate";
import { savedSearchesQueryOptions } from "@/features/search/api/saved-searches";
import { candidateSearchQueryOptions } from "@/features/search/api/search";
import { searchHistoryQueryOptions } from "@/features/search/api/search-history";
import { parseSearchState } from "@/features/search/lib/search-state";
import { employerShieldQueryOptions } from "@/features/seekers/api/employer-shield";
import { recentViewersQueryOptions } from "@/features/views/api/recent-viewers";
import { recentlyViewedQueryOptions } from "@/features/views/api/recently-viewed";
import { totalViewsQueryOptions } from "@/features/views/api/total-views";

/** Every signed-in page: the header's controls (their code) and the notifications' count. */
function shell(queryClient: QueryClient): void {
  void loadSignedInControls().catch(() => undefined);
  void queryClient.prefetchQuery(notificationsQueryOptions());
}

export const pageData = {
  recruiterDashboard: (queryClient) => {
    shell(queryClient);
    void queryClient.prefetchQuery(employerQueryOptions());
    void queryClient.prefetchQuery(sentRequestsQueryOptions(DASHBOARD_REQUESTS_SHOWN));
    void queryClient.prefetchQuery(savedSearchesQueryOptions());
  },
  searchCandidates: (queryClient, { search }) => {
    shell(queryClient);
    void queryClient.prefetchQuery(candidateSearchQueryOptions(parseSearchState(search)));
    void queryClient.prefetchQuery(searchHistoryQueryOptions());
    void queryClient.prefetchQuery(recentlyViewedQueryOptions());
  },
  candidate: (queryClient, { params }) => {
    shell(queryClient);
    if (params.profileId) void queryClient.prefetchQuery(candidateQueryOptions(params.profileId));
  },
  jobSeekerDashboard: (queryClient) => {
    shell(queryClient);
    void queryClient.prefetchQuery(profileQueryOptions());
    void queryClient.prefetchQuery(receivedRequestsQueryOptions());
    void queryClient.prefetchQuery(totalViewsQueryOptions());
    void queryClient.prefetchQuery(recentViewersQueryOptions());
    void queryClient.prefetchQuery(employerShieldQueryOptions());
    void queryClient.prefetchQuery(weeklySummaryQueryOptions());
  },
  revealRequests: (queryClient) => {
    shell(queryClient);
    void queryClient.prefetchQuery(receivedRequestsQueryOptions());
    void queryClient.prefetchQuery(profileQueryOptions());
  },
  editProfile: (queryClient) => {
    shell(queryClient);
    void queryClient.prefetchQuery(profileQueryOptions());
    void queryClient.prefetchQuery(employerShieldQueryOptions());
  },
  signedIn: shell,
} satisfies Record<string, PageData>;
