/** A view of the same profile within this window is the same visit (docs/spec/features.md section 9). */
export const VIEW_DEDUP_WINDOW_MS = 30_000;

/** sessionStorage key of {profileId: last recorded time in ms}. */
export const RECORDED_VIEWS_KEY = "veil.recordedViews";

export type RecordedViews = Record<string, number>;

/**
 * Whether opening `profileId` at `now` should record a view: never one's own profile, and
 * not again within 30 s of the last recorded view of that profile.
 */
export function shouldRecordView({
  profileId,
  isOwnProfile,
  recorded,
  now,
}: {
  profileId: string;
  isOwnProfile: boolean;
  recorded: RecordedViews;
  now: number;
}): boolean {
  if (isOwnProfile || !profileId) return false;
  const last = recorded[profileId];
  return last === undefined || now - last >= VIEW_DEDUP_WINDOW_MS;
}

/** The recorded map with `profileId` at `now`, dropping entries older than the window. */
export function withRecordedView(recorded: RecordedViews, profileId: string, now: number): RecordedViews {
  const kept: RecordedViews = {};
  for (const [id, at] of Object.entries(recorded)) {
    if (now - at < VIEW_DEDUP_WINDOW_MS) kept[id] = at;
  }
  kept[profileId] = now;
  return kept;
}

export function readRecordedViews(storage: Pick<Storage, "getItem"> | undefined): RecordedViews {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RECORDED_VIEWS_KEY) ?? "{}");
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === "number"),
    );
  } catch {
    return {};
  }
}

export function writeRecordedViews(storage: Pick<Storage, "setItem"> | undefined, recorded: RecordedViews): void {
  try {
    storage?.setItem(RECORDED_VIEWS_KEY, JSON.stringify(recorded));
  } catch {
    // Storage full or blocked: the server's own 30 s rule still applies.
  }
}
