import type * as React from "react";

/** Said when typed text names no known place. */
export const PLACE_NOT_FOUND = "We couldn't find that place";

export type Settled = "picked" | "unchanged" | "unresolved";

/** Lets a form make sure typed text has become a place before it submits. */
export type LocationFieldHandle = {
  /**
   * Resolves typed text that was not picked from the suggestions: "picked" when it just
   * became a place (and `onSelect` ran), "unchanged" when there was nothing to resolve,
   * "unresolved" when the person must pick or retype (the field says which).
   */
  settle(): Promise<Settled>;
  focus(): void;
};

/**
 * A form's submit handler that first turns typed location text into a place; when the
 * text names no place or several, the field says so and takes the focus instead.
 */
export function submitAfterLocation(
  location: React.RefObject<LocationFieldHandle | null>,
  submit: () => unknown,
): (event: React.FormEvent) => void {
  return (event) => {
    event.preventDefault();
    const field = location.current;
    void (field ? field.settle() : Promise.resolve<Settled>("unchanged")).then((settled) => {
      if (settled === "unresolved") field?.focus();
      else void submit();
    });
  };
}
