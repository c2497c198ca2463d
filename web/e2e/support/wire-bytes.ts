/**
 * What a file costs on the wire: fetched with node's HTTP client, which (unlike a browser
 * or Playwright's request API) hands back the body exactly as sent, still compressed.
 */
import http from "node:http";

export type WireResponse = {
  status: number;
  /** `Content-Encoding`, or null when sent as is. */
  encoding: string | null;
  vary: string;
  /** Body bytes as sent. */
  bytes: number;
};

/** `headers`: more request headers (a signed-in page's API answers need its `Cookie`). */
export function fetchAsSent(url: string, acceptEncoding: string, headers: Record<string, string> = {}): Promise<WireResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { ...headers, "Accept-Encoding": acceptEncoding } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.byteLength));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: (response.headers["content-encoding"] as string | undefined) ?? null,
          vary: String(response.headers.vary ?? ""),
          bytes,
        }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}
