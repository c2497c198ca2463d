import { useMutation, useQueryClient } from "@tanstack/react-query";

import { uploadFile, type Schemas } from "@/api/client";
import { employerQueryKey, type EmployerProfile } from "@/api/employer";

export type LogoUploaded = Schemas["LogoUploaded"];

/**
 * POST /api/uploads/logo with the image itself as the body. The server stores it on the
 * company profile at once (re-encoded, metadata stripped) and answers its address.
 */
export function uploadLogo(file: Blob): Promise<LogoUploaded> {
  return uploadFile<LogoUploaded>("/api/uploads/logo", file);
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: ({ logoUrl }) => {
      queryClient.setQueryData<EmployerProfile | null>(employerQueryKey, (employer) =>
        employer ? { ...employer, logoUrl } : employer,
      );
    },
  });
}
