/**
 * The place for the avatars of recently viewed candidates (features.md section 2,
 * 'Search Candidates'). The profile-views work supplies the data and fills this in; until
 * then it renders nothing.
 */
export function RecentlyViewed() {
  return null;
}
