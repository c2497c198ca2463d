import { useMutation, useQueryClient } from "@tanstack/react-query";

import { publishAvatar, type AvatarUrls } from "@/api/avatar-url";
import { uploadFile } from "@/api/client";

/** The server's limit (invariant 5, docs/privacy-invariants.md): 5 MB. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** The server's own words for a rejected file, used for the same checks in the browser. */
export const photoErrors = {
  notAnImage: "Please upload an image file (PNG, JPEG, etc.)",
  tooLarge: "Please upload an image smaller than 5MB",
} as const;

/** The browser-side check before uploading: an image type and at most 5 MB. */
export function photoProblem(file: File): string | null {
  if (!file.type.startsWith("image/")) return photoErrors.notAnImage;
  if (file.size > MAX_PHOTO_BYTES) return photoErrors.tooLarge;
  return null;
}

export function uploadPhoto(file: File): Promise<AvatarUrls> {
  return uploadFile<AvatarUrls>("/api/uploads/photo", file);
}

/** Replaces the signed-in person's photo and shows the new one everywhere at once. */
export function useUploadPhoto(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (urls) => publishAvatar(queryClient, userId, urls),
  });
}
