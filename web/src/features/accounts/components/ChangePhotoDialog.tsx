import * as React from "react";
import { CameraIcon, ImageUpIcon } from "lucide-react";

import { isApiError } from "@/api/client";
import { Spinner } from "@/components/Spinner";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { toast } from "@/components/ui/use-toast";
import { photoErrors, photoProblem, useUploadPhoto } from "@/features/accounts/api/photo";
import { OwnAvatar } from "@/features/accounts/components/OwnAvatar";
import { UserAvatar } from "@/features/accounts/components/UserAvatar";

/** The words of the 'Upload Failed' toast: the server's message where it has one. */
function uploadFailureMessage(error: unknown): string {
  if (isApiError(error)) {
    // The body limit answers 413 with a generic sentence; say what it means for a photo.
    if (error.status === 413) return photoErrors.tooLarge;
    return error.message;
  }
  return "There was an error uploading your photo. Please try again.";
}

/**
 * The chosen file with an object URL for its preview, made when the file is chosen and
 * revoked when the choice changes or on unmount.
 */
function useChosenFile() {
  const [chosen, setChosen] = React.useState<{ file: File; url: string } | null>(null);
  React.useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen.url);
  }, [chosen]);
  const choose = React.useCallback(
    (file: File | null) => setChosen(file ? { file, url: URL.createObjectURL(file) } : null),
    [],
  );
  return { file: chosen?.file ?? null, previewUrl: chosen?.url ?? null, choose };
}

type Props = {
  userId: string;
  firstName: string;
  lastName: string;
  /** While an upload runs, the page shows the chosen photo in place of the stored one. */
  onPendingPreview: (previewUrl: string | null) => void;
};

/**
 * The account photo's change overlay and its upload dialog (docs/spec/core.md sections 2, 4, 8):
 * choose an image (checked here with the server's own words), see it, upload it. On
 * failure the preview goes back to the current photo.
 */
export function ChangePhotoDialog({ userId, firstName, lastName, onPendingPreview }: Props) {
  const [open, setOpen] = React.useState(false);
  const { file, previewUrl, choose: setFile } = useChosenFile();
  const [problem, setProblem] = React.useState<string | null>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const chooseRef = React.useRef<HTMLButtonElement>(null);
  const upload = useUploadPhoto(userId);
  const uploading = upload.isPending;
  const problemId = React.useId();
  // After a failed upload the Upload button is disabled again: the keyboard goes back to
  // the start of the dialog (once the buttons are enabled again).
  const [refocusAfterFailure, setRefocusAfterFailure] = React.useState(0);
  React.useEffect(() => {
    if (refocusAfterFailure > 0 && !uploading) chooseRef.current?.focus();
  }, [refocusAfterFailure, uploading]);

  const reset = () => {
    setFile(null);
    setProblem(null);
    if (inputRef.current) inputRef.current.value = "";
  };

  const onOpenChange = (next: boolean) => {
    if (uploading) return; // stay until the upload has an answer
    setOpen(next);
    if (!next) reset();
  };

  const onChoose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) return;
    const issue = photoProblem(chosen);
    setProblem(issue);
    setFile(issue ? null : chosen);
  };

  const onUpload = () => {
    if (!file) return;
    onPendingPreview(previewUrl);
    upload.mutate(file, {
      onSuccess: () => {
        onPendingPreview(null);
        toast({ title: "Photo Updated!", description: "Your photo has been saved." });
        setOpen(false);
        reset();
      },
      onError: (error) => {
        onPendingPreview(null);
        reset();
        setRefocusAfterFailure((count) => count + 1);
        toast({ variant: "destructive", title: "Upload Failed", description: uploadFailureMessage(error) });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <button
          type="button"
          aria-label="Change photo"
          className="group absolute inset-0 rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        >
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-slate-950/55 text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
            <CameraIcon className="size-6" aria-hidden="true" />
          </span>
          <span className="absolute right-0 bottom-0 flex size-8 items-center justify-center rounded-full border-2 border-card bg-primary text-primary-foreground shadow-sm">
            <CameraIcon className="size-4" aria-hidden="true" />
          </span>
        </button>
      </DialogTrigger>
      <DialogContent
        className="sm:max-w-md"
        // Closing by Escape or a click outside waits for the upload, like the buttons do.
        onEscapeKeyDown={(event) => uploading && event.preventDefault()}
        onInteractOutside={(event) => uploading && event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Update your photo</DialogTitle>
          <DialogDescription>
            Recruiters see your photo only after you approve their reveal request. PNG, JPEG
            or another image format, up to 5 MB.
          </DialogDescription>
        </DialogHeader>

        <div className="flex flex-col items-center gap-4 py-2">
          {previewUrl ? (
            <UserAvatar
              firstName={firstName}
              lastName={lastName}
              avatarUrl={previewUrl}
              className="size-32 ring-4 ring-indigo-100 dark:ring-indigo-500/20"
              fallbackClassName="text-3xl"
            />
          ) : (
            <OwnAvatar className="size-32 ring-4 ring-muted" fallbackClassName="size-14 text-3xl" />
          )}
          <p className="min-h-5 max-w-full truncate text-sm text-muted-foreground" aria-live="polite">
            {file ? file.name : "No file chosen"}
          </p>
          <input
            ref={inputRef}
            type="file"
            accept="image/*"
            aria-label="Photo file"
            tabIndex={-1}
            className="sr-only"
            onChange={onChoose}
            disabled={uploading}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
          />
          <Button ref={chooseRef} variant="outline" onClick={() => inputRef.current?.click()} disabled={uploading}>
            <ImageUpIcon aria-hidden="true" />
            {file ? "Choose another file" : "Choose file"}
          </Button>
          <FieldError id={problemId} className="text-center">
            {problem}
          </FieldError>
        </div>

        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={uploading}>
              Cancel
            </Button>
          </DialogClose>
          <Button onClick={onUpload} disabled={!file || uploading}>
            {uploading && <Spinner />}
            {uploading ? "Uploading..." : "Upload"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
