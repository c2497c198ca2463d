import { api, type Schemas } from "@/api/client";

export type ConsentRequest = Schemas["ConsentRequest"];
export type ConsentRecorded = Schemas["ConsentRecorded"];

/** POST /api/consent: the server's record of one cookie choice (its proof of consent). */
export function recordConsent(body: ConsentRequest): Promise<ConsentRecorded> {
  return api.post<ConsentRecorded>("/api/consent", body);
}
