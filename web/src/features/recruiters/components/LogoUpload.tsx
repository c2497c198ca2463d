import * as React from "react";
import { ImageUpIcon, Trash2Icon } from "lucide-react";

import { CompanyLogo } from "@/components/CompanyLogo";
import { Spinner } from "@/components/Spinner";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useUploadLogo } from "@/features/recruiters/api/logo";
import { cn } from "@/lib/utils";

/** Company logos may be at most 5 MB (docs/spec/features.md section 9). */
export const MAX_LOGO_BYTES = 5 * 1024 * 1024;

/** Why a file cannot be a logo, in the spec's words, or null when it can (docs/spec/features.md section 5). */
export function logoFileProblem(file: { type: string; size: number }): { title: string; description: string } | null {
  if (!file.type.startsWith("image/")) {
    return { title: "Invalid file type", description: "Please upload an image file (PNG, JPEG, etc.)" };
  }
  if (file.size > MAX_LOGO_BYTES) {
    return { title: "File too large", description: "Please upload an image smaller than 5MB" };
  }
  return null;
}

type Props = {
  logoUrl: string;
  onUploaded: (logoUrl: string) => void;
  onRemove: () => void;
  disabled?: boolean;
};

/**
 * The company logo: choose a file or drop one on the area. It is checked here (an image,
 * at most 5 MB), then uploaded; the server stores it on the profile straight away.
 */
export function LogoUpload({ logoUrl, onUploaded, onRemove, disabled }: Props) {
  const input = React.useRef<HTMLInputElement>(null);
  const upload = useUploadLogo();
  const [dragging, setDragging] = React.useState(false);
  const busy = upload.isPending;

  const accept = (file: File | undefined) => {
    if (!file) return;
    const problem = logoFileProblem(file);
    if (problem) {
      toast({ variant: "destructive", ...problem });
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ logoUrl: url }) => {
        onUploaded(url);
        toast({ title: "Logo Uploaded" });
      },
      onError: () =>
        toast({
          variant: "destructive",
          title: "Upload Failed",
          description: "There was an error uploading your logo. Please try again.",
        }),
    });
  };

  return (
    <div className="grid gap-2">
      <span id="logo-label" className="text-sm leading-none font-medium">
        Company Logo
      </span>
      <div
        aria-labelledby="logo-label"
        role="group"
        onDragOver={(event) => {
          if (disabled || busy) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          if (!disabled && !busy) accept(event.dataTransfer.files[0]);
        }}
        className={cn(
          "flex flex-col items-center gap-4 rounded-lg border-2 border-dashed p-5 text-center transition-colors sm:flex-row sm:text-left",
          dragging ? "border-primary bg-primary/5" : "border-input",
        )}
      >
        <CompanyLogo logoUrl={logoUrl || null} className="size-20" />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="text-sm font-medium">Drop your logo here, or choose a file</p>
          <p className="text-xs text-muted-foreground">PNG, JPEG or WebP, up to 5MB.</p>
          <div className="flex flex-wrap justify-center gap-2 pt-2 sm:justify-start">
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={disabled || busy}
              onClick={() => input.current?.click()}
            >
              {busy ? <Spinner /> : <ImageUpIcon aria-hidden="true" />}
              {busy ? "Uploading..." : logoUrl ? "Change Logo" : "Upload Logo"}
            </Button>
            {logoUrl && (
              <Button type="button" variant="ghost" size="sm" disabled={disabled || busy} onClick={onRemove}>
                <Trash2Icon aria-hidden="true" />
                Remove Logo
              </Button>
            )}
          </div>
        </div>
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-label="Logo file"
          onChange={(event) => {
            accept(event.target.files?.[0]);
            // Choosing the same file again must fire a change too.
            event.target.value = "";
          }}
        />
      </div>
    </div>
  );
}
