import { api } from "@/api/client";

import type { ViewRecorded } from "./types";

/** POST /api/profile-views: the server skips your own profile and repeats within 30 s. */
export function recordProfileView(profileId: string): Promise<ViewRecorded> {
  return api.post<ViewRecorded>("/api/profile-views", { profileId });
}
