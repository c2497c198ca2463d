/**
 * The typed HTTP client for Veil's JSON API. It stays dumb on purpose: it returns the
 * parsed body or throws an ApiError; toasts, redirects and retries belong to the screens.
 */
import type { components } from "@/api/schema";

export type Schemas = components["schemas"];
export type ErrorBody = Schemas["ErrorBody"];

/** An error answer from the API (or a network failure, status 0, code "network_error"). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** True when `message` is the server's own sentence (from an error body), not ours. */
  readonly fromServer: boolean;

  constructor(status: number, code: string, message: string, fromServer = false) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fromServer = fromServer;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A query's retry rule: a refusal (4xx) is the answer and is not asked again; a server
 * error or a network failure is tried twice more.
 */
export function retryUnlessRefused(failureCount: number, error: Error): boolean {
  return !(isApiError(error) && error.status < 500) && failureCount < 2;
}

/** The server's message for an error answer, or null (network failure, non-JSON answer). */
export function serverMessage(error: unknown): string | null {
  return isApiError(error) && error.fromServer && error.message ? error.message : null;
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type RequestOptions = {
  /** Serialised as JSON; mutating requests always send `Content-Type: application/json`. */
  body?: unknown;
  signal?: AbortSignal;
};

function fallbackMessage(status: number): string {
  if (status === 429) return "Too many requests. Please wait a moment and try again.";
  if (status >= 500) return "Something went wrong on our side. Please try again.";
  return "The request failed.";
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (!value || typeof value !== "object" || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    !!error &&
    typeof error === "object" &&
    typeof (error as { code?: unknown }).code === "string" &&
    typeof (error as { message?: unknown }).message === "string"
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The answer to a request; a network failure becomes an ApiError (an abort stays one). */
async function fetchSameOrigin(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, { ...init, credentials: "same-origin" });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError(0, "network_error", "Could not reach Veil. Check your connection and try again.");
  }
}

/** Sends a request and turns the answer into data or an ApiError (never a raw Response). */
async function send<T>(path: string, init: RequestInit): Promise<T> {
  const response = await fetchSameOrigin(path, init);
  const data = await readJson(response);
  if (!response.ok) throw errorOf(response, data);
  return data as T;
}

function errorOf(response: Response, data: unknown): ApiError {
  if (isErrorBody(data)) return new ApiError(response.status, data.error.code, data.error.message, true);
  return new ApiError(response.status, `http_${response.status}`, fallbackMessage(response.status));
}

/**
 * GETs a file (a signed download link): its bytes, or an ApiError with the server's
 * words when it answers with an error (a data export that was withdrawn says why).
 */
export async function fetchFile(path: string, { signal }: { signal?: AbortSignal } = {}): Promise<Blob> {
  const response = await fetchSameOrigin(path, { signal });
  if (!response.ok) throw errorOf(response, await readJson(response));
  return response.blob();
}

export async function request<T>(
  method: Method,
  path: string,
  { body, signal }: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  // The server refuses mutating requests without a JSON content type (415), which also
  // stops cross-site HTML forms from acting for the user.
  if (method !== "GET") headers["Content-Type"] = "application/json";

  return send<T>(path, {
    method,
    headers,
    body: method === "GET" ? undefined : JSON.stringify(body ?? {}),
    signal,
  });
}

/**
 * POSTs a file as the raw request body (the server's upload routes, which sniff the type
 * from the bytes; they are the only routes exempt from the JSON content-type rule).
 */
export function uploadFile<T>(path: string, file: Blob, { signal }: { signal?: AbortSignal } = {}): Promise<T> {
  return send<T>(path, {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": file.type || "application/octet-stream" },
    body: file,
    signal,
  });
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "body">) => request<T>("GET", path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">) =>
    request<T>("POST", path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">) =>
    request<T>("PUT", path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">) =>
    request<T>("PATCH", path, { ...options, body }),
  delete: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">) =>
    request<T>("DELETE", path, { ...options, body }),
};
