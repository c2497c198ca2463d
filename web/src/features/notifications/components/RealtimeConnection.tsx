import { useRealtime } from "@/features/notifications/hooks/use-realtime";

/** Keeps the signed-in person's live event stream open while mounted (a lazy chunk). */
export default function RealtimeConnection() {
  useRealtime(true);
  return null;
}
