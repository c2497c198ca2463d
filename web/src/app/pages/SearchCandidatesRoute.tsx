import { RevealRequestDialog } from "@/features/reveal/components/RevealRequestDialog";
import { SearchCandidatesPage } from "@/features/search/pages/SearchCandidatesPage";
import { RecentlyViewedProfiles } from "@/features/views/components/RecentlyViewedProfiles";

/**
 * /search-candidates: the search page (features/search) with what two other features add
 * to it, the reveal request dialog and the profiles the recruiter viewed last.
 */
export default function SearchCandidatesRoute() {
  return (
    <SearchCandidatesPage
      revealDialog={(candidate, close) => <RevealRequestDialog candidate={candidate} screen="card" onClose={close} />}
      aside={<RecentlyViewedProfiles />}
    />
  );
}
