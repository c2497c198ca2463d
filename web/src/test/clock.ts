import userEvent from "@testing-library/user-event";
import { vi } from "vitest";

/**
 * Fake timers that move only when the test moves them (or while Testing Library waits in
 * findBy/waitFor), never with the wall clock, so "nothing yet at 499 ms" holds however
 * slow the machine is. Returns a user-event instance that moves them between keystrokes.
 * The test file restores real timers afterwards (`vi.useRealTimers()`).
 */
export function useTestClock() {
  vi.useFakeTimers();
  // Testing Library advances fake timers while it waits only when it sees Jest's; this is
  // the one call it makes (unstubbed after each test by `unstubGlobals`).
  vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}
