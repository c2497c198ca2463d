/**
 * Browser storage that belongs to one signed-in person (docs/spec/core.md section 3): the
 * recruiter form drafts in localStorage and the cached avatar address in sessionStorage.
 * The key builders live here once so the features that write these entries and the
 * sign-out and account deletion that erase them always agree on the names.
 */

/** localStorage: the recruiter onboarding wizard's draft (/onboarding-recruiter). */
export function recruiterOnboardingDraftKey(userId: string): string {
  return `veil.recruiterOnboardingDraft.${userId}`;
}

/** localStorage: the company profile form's draft (/edit-recruiter-profile). */
export function recruiterProfileDraftKey(userId: string): string {
  return `veil.recruiterProfileDraft.${userId}`;
}

/** sessionStorage: the last known address of the person's photo (spec: avatar_{userId}). */
export function avatarCacheKey(userId: string): string {
  return `avatar_${userId}`;
}

/** Every localStorage draft key of one person. */
export function draftKeys(userId: string): string[] {
  return [recruiterOnboardingDraftKey(userId), recruiterProfileDraftKey(userId)];
}

function tryStorage(action: () => void): void {
  try {
    action();
  } catch {
    // Storage can be unavailable (private mode, blocked cookies); nothing to clear then.
  }
}

/** Removes every entry of `storage` whose key names the person. */
function removeKeysNaming(storage: Storage, userId: string): void {
  const named: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.includes(userId)) named.push(key);
  }
  for (const key of named) storage.removeItem(key);
}

/**
 * Erases what this browser keeps for one person: their drafts, the cached avatar address,
 * and any other local- or session-storage entry whose key names them (drafts added by
 * later features, such as the job seeker wizard's).
 */
export function clearUserStorage(userId: string): void {
  if (!userId) return;
  tryStorage(() => {
    for (const key of draftKeys(userId)) localStorage.removeItem(key);
    removeKeysNaming(localStorage, userId);
  });
  tryStorage(() => {
    sessionStorage.removeItem(avatarCacheKey(userId));
    removeKeysNaming(sessionStorage, userId);
  });
}

/** Remembers the person's current photo address for this tab (spec: avatar_{userId}). */
export function storeAvatarUrl(userId: string, avatarUrl: string | null): void {
  tryStorage(() => {
    if (avatarUrl) sessionStorage.setItem(avatarCacheKey(userId), avatarUrl);
    else sessionStorage.removeItem(avatarCacheKey(userId));
  });
}
