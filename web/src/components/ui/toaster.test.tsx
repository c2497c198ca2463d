import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from "@/components/ui/toast";
import { Toaster } from "@/components/ui/toaster";
import { TOAST_LIMIT, toast, useToast } from "@/components/ui/use-toast";
import { renderHook } from "@testing-library/react";

afterEach(() => {
  const { result } = renderHook(() => useToast());
  act(() => result.current.dismiss());
});

describe("Toaster", () => {
  it("keeps the spec's constants", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
  });

  it("shows one toast at a time: a new one replaces the old", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "First", description: "One" });
    });
    expect(screen.getByText("First", { exact: true })).toBeInTheDocument();

    act(() => {
      toast({ variant: "destructive", title: "Second", description: "Two" });
    });
    expect(screen.getByText("Second", { exact: true })).toBeInTheDocument();
    expect(screen.queryByText("First", { exact: true })).not.toBeInTheDocument();
    expect(screen.getAllByRole("status").length).toBeLessThanOrEqual(1);
  });

  it("labels the viewport with the F8 hotkey", () => {
    render(<Toaster />);
    expect(screen.getByRole("region", { name: /F8/ })).toBeInTheDocument();
  });
});
