/**
 * What each signed-in page asks the API for when it opens, started by the entry together
 * with the page's code (`startPage` in lazy-route.tsx): with the same query options as the
 * page's own hooks, so the page finds its answers in the cache, or on their way, instead
 * of asking once its code has arrived.
 */
import type { QueryClient } from "@tanstack/react-query";

import { employerQueryOptions } from "@/api/employer";
import { profileQueryOptions } from "@/api/profile";
import { requestPreferencesQueryOptions } from "@/api/request-preferences";
import { sessionQueryOptions } from "@/api/session";
import { loadSignedInControls } from "@/app/layout/Header";
import type { PageData } from "@/app/lazy-route";
import { dataExportQueryOptions } from "@/features/accounts/api/data-export";
import { emailSettingsQueryOptions } from "@/features/accounts/api/email-settings";
import { weeklySummaryQueryOptions } from "@/features/activity/api/weekly-summary";
import { notificationsQueryOptions } from "@/features/notifications/api/notifications";
import { DASHBOARD_REQUESTS_SHOWN } from "@/features/recruiters/lib/dashboard";
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

/**
 * Every signed-in page: the header's controls (their code) and the notifications' count,
 * which the page does not wait for, and the session, which it does: the guard renders the
 * page once the session is in, and were the page already loaded then, that render would be
 * the session's update, synchronous (one long task), instead of the page's own, in slices.
 */
function shell(queryClient: QueryClient): Promise<void> {
  void loadSignedInControls().catch(() => undefined);
  void queryClient.prefetchQuery(notificationsQueryOptions());
  return queryClient.prefetchQuery(sessionQueryOptions());
}

/**
 * A job seeker's account page also holds their request preferences, worded from their
 * profile: asked for once the session says there is a profile (never a 404 without one).
 */
function seekerAccount(queryClient: QueryClient): Promise<unknown> | undefined {
  const session = queryClient.getQueryData(sessionQueryOptions().queryKey);
  if (!session?.roles.isJobSeeker || !session.hasSeekerProfile) return undefined;
  return Promise.all([
    queryClient.prefetchQuery(requestPreferencesQueryOptions()),
    queryClient.prefetchQuery(profileQueryOptions()),
  ]);
}

export const pageData = {
  recruiterDashboard: (queryClient) => {
    return Promise.all([
      shell(queryClient),
      queryClient.prefetchQuery(employerQueryOptions()),
      queryClient.prefetchQuery(sentRequestsQueryOptions(DASHBOARD_REQUESTS_SHOWN)),
      queryClient.prefetchQuery(savedSearchesQueryOptions()),
    ]);
  },
  searchCandidates: (queryClient, { search }) => {
    return Promise.all([
      shell(queryClient),
      queryClient.prefetchQuery(candidateSearchQueryOptions(parseSearchState(search))),
      queryClient.prefetchQuery(searchHistoryQueryOptions()),
      queryClient.prefetchQuery(recentlyViewedQueryOptions()),
    ]);
  },
  candidate: (queryClient, { params }) =>
    Promise.all([shell(queryClient), params.profileId && queryClient.prefetchQuery(candidateQueryOptions(params.profileId))]),
  jobSeekerDashboard: (queryClient) => {
    return Promise.all([
      shell(queryClient),
      queryClient.prefetchQuery(profileQueryOptions()),
      queryClient.prefetchQuery(receivedRequestsQueryOptions()),
      queryClient.prefetchQuery(totalViewsQueryOptions()),
      queryClient.prefetchQuery(recentViewersQueryOptions()),
      queryClient.prefetchQuery(employerShieldQueryOptions()),
      queryClient.prefetchQuery(weeklySummaryQueryOptions()),
    ]);
  },
  revealRequests: (queryClient) => {
    return Promise.all([
      shell(queryClient),
      queryClient.prefetchQuery(receivedRequestsQueryOptions()),
      queryClient.prefetchQuery(profileQueryOptions()),
    ]);
  },
  editProfile: (queryClient) => {
    return Promise.all([
      shell(queryClient),
      queryClient.prefetchQuery(profileQueryOptions()),
      queryClient.prefetchQuery(employerShieldQueryOptions()),
    ]);
  },
  account: (queryClient) => {
    return Promise.all([
      shell(queryClient).then(() => seekerAccount(queryClient)),
      queryClient.prefetchQuery(emailSettingsQueryOptions()),
      queryClient.prefetchQuery(dataExportQueryOptions()),
    ]);
  },
} satisfies Record<string, PageData>;
