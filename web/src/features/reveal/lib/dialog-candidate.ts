/** Who a reveal request is for, as its dialog shows them: the anonymous fields only. */
export type RevealDialogCandidate = { id: string; codename: string; headline: string };
