import { RecentlyViewedProfiles } from "@/features/views/components/RecentlyViewedProfiles";

/** The avatars of recently viewed candidates (features.md section 2, 'Search Candidates'). */
export function RecentlyViewed() {
  return <RecentlyViewedProfiles />;
}
