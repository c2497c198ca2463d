import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { CandidateAvatar } from "@/components/CandidateAvatar";
import { stubImageLoading } from "@/test/images";
import { TestProviders, createTestQueryClient } from "@/test/utils";

function renderAvatar(avatarUrl: string) {
  const queryClient = createTestQueryClient();
  const refetched = vi.spyOn(queryClient, "invalidateQueries");
  const person = { firstName: "Grace", lastName: "Hopper", avatarUrl };
  const view = render(
    <TestProviders queryClient={queryClient}>
      <CandidateAvatar person={person} />
    </TestProviders>,
  );
  return { refetched, view };
}

describe("CandidateAvatar", () => {
  it("fetches the page's data again, once, when a signed photo address has run out", async () => {
    const expired = "/files/profile-photos/0123456789abcdef0123456789abcdef.jpg?expires=1&sig=old";
    stubImageLoading((src) => src === expired);
    const first = renderAvatar(expired);
    await vi.waitFor(() => expect(first.refetched).toHaveBeenCalledTimes(1));
    expect(await first.view.findByText("GH")).toBeInTheDocument();
    // The same address failing again (the photo is really gone) asks nothing more.
    first.view.unmount();
    const again = renderAvatar(expired);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(again.refetched).not.toHaveBeenCalled();
  });

  it("leaves an address without a signature alone", async () => {
    const external = "https://media.example/photo.jpg";
    stubImageLoading(() => true);
    const { refetched, view } = renderAvatar(external);
    expect(await view.findByText("GH")).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(refetched).not.toHaveBeenCalled();
  });
});
