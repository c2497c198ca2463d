import { vi } from "vitest";

/**
 * jsdom never loads images, so photos (Radix Avatar waits for a load before rendering the
 * <img>) would always show their fallback. This stands in for `window.Image`: every
 * address loads, except those for which `fails(src)` is true, which fail.
 */
export function stubImageLoading(fails: (src: string) => boolean = () => false): void {
  class FakeImage extends EventTarget {
    complete = false;
    naturalWidth = 0;
    crossOrigin: string | null = null;
    referrerPolicy = "";
    #src = "";

    get src(): string {
      return this.#src;
    }

    set src(value: string) {
      this.#src = value;
      setTimeout(() => {
        this.complete = true;
        if (fails(value)) {
          this.dispatchEvent(new Event("error"));
        } else {
          this.naturalWidth = 64;
          this.dispatchEvent(new Event("load"));
        }
      }, 0);
    }
  }
  vi.stubGlobal("Image", FakeImage);
}

/** jsdom has no object URLs; previews of chosen files get a stable fake one. */
export function stubObjectUrls(): { created: Blob[]; revoked: string[] } {
  const created: Blob[] = [];
  const revoked: string[] = [];
  vi.stubGlobal(
    "URL",
    Object.assign(class extends URL {}, {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return `blob:preview-${created.length}`;
      },
      revokeObjectURL: (url: string) => {
        revoked.push(url);
      },
    }),
  );
  return { created, revoked };
}
