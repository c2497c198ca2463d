import { format, formatDistanceToNow, isValid, parseISO } from "date-fns";
import { DownloadIcon, FileArchiveIcon, RotateCwIcon } from "lucide-react";

import { serverMessage } from "@/api/client";
import { Spinner } from "@/components/Spinner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  useDataExport,
  useDownloadDataExport,
  useStartDataExport,
  type DataExport,
} from "@/features/accounts/api/data-export";

/** "12 KB", "1.4 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function until(value: string | null | undefined): string {
  const date = value ? parseISO(value) : null;
  if (!date || !isValid(date)) return "";
  return `${format(date, "MMM d, yyyy, h:mm a")} (${formatDistanceToNow(date, { addSuffix: true })})`;
}

/** What the server says of a withdrawn export (its download link answers the same). */
export const WITHDRAWN_MESSAGE =
  "This export is no longer available: it holds the identity of a candidate who no longer shares it with you. " +
  "Request a new export to get your data as it is now.";

function ReadyExport({ data }: { data: DataExport }) {
  const download = useDownloadDataExport();
  const url = data.downloadUrl ?? undefined;
  const failure = download.isError
    ? (serverMessage(download.error) ?? "Could not download your data. Please try again.")
    : null;
  return (
    <div className="space-y-2">
      <Button asChild>
        <a
          href={url}
          download="veil-data.zip"
          aria-disabled={download.isPending || undefined}
          onClick={(event) => {
            event.preventDefault();
            if (url && !download.isPending) download.mutate(url);
          }}
        >
          {download.isPending ? <Spinner /> : <DownloadIcon aria-hidden="true" />}
          Download ZIP{data.sizeBytes ? ` (${fileSize(data.sizeBytes)})` : ""}
        </a>
      </Button>
      <p className="text-sm text-muted-foreground">Available until {until(data.expiresAt)}; then it is deleted.</p>
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
    </div>
  );
}

/**
 * "Download my data" on the account page: starts an export, shows it while it is
 * prepared (refreshing by itself), then its link and when it expires, or a retry; a
 * withdrawn export says why and offers a new one.
 */
export function DataExportCard() {
  const current = useDataExport();
  const start = useStartDataExport();
  const data = current.data?.export ?? null;
  const status = data?.status;
  const failure = start.isError ? (serverMessage(start.error) ?? "Could not start your export. Please try again.") : null;

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <FileArchiveIcon className="size-5" aria-hidden="true" />
          <h2>Your data</h2>
        </CardTitle>
        <CardDescription>
          Download everything Veil keeps about you: your account, profiles, reveal requests,
          notifications, profile views, searches and privacy activity as JSON files, with your
          photo and logo, in one ZIP file. The link works for 24 hours.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3" aria-live="polite">
        {status === "preparing" ? (
          <p className="flex items-center gap-2 text-sm">
            <Spinner />
            Preparing your data. You can leave this page; we will notify you when it is ready.
          </p>
        ) : status === "ready" && data ? (
          <ReadyExport data={data} />
        ) : status === "failed" ? (
          <p role="alert" className="text-sm text-destructive">
            We could not prepare your data.
          </p>
        ) : status === "withdrawn" ? (
          <p role="alert" className="text-sm text-destructive">
            {WITHDRAWN_MESSAGE}
          </p>
        ) : current.isError ? (
          <p className="text-sm text-muted-foreground">Could not check for an earlier export.</p>
        ) : null}
        {status !== "preparing" && (
          <Button
            variant={status === "ready" ? "outline" : "default"}
            onClick={() => start.mutate()}
            disabled={start.isPending || current.isPending}
          >
            {status === "failed" ? <RotateCwIcon aria-hidden="true" /> : <DownloadIcon aria-hidden="true" />}
            {status === "failed"
              ? "Try again"
              : status === "ready"
                ? "Prepare a new copy"
                : status === "withdrawn"
                  ? "Request a new export"
                  : "Download my data"}
          </Button>
        )}
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
