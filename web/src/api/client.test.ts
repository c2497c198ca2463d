import { describe, expect, it } from "vitest";

import { api, ApiError, retryUnlessRefused, serverMessage, uploadFile } from "@/api/client";
import { apiResponse } from "@/test/api-response";
import { errorResponse, mockFetch } from "@/test/utils";

describe("api client", () => {
  it("sends JSON with a JSON content type on mutating requests", async () => {
    const fetchMock = mockFetch({ "POST /api/early-access": () => apiResponse("POST /api/early-access", { ok: true }) });
    await expect(api.post("/api/early-access", { email: "a@b.co" })).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0];
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    expect(init?.body).toBe('{"email":"a@b.co"}');
  });

  it("sends no body or content type on GET", async () => {
    const fetchMock = mockFetch({ "/api/geo": () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false }) });
    await api.get("/api/geo");
    const [, init] = fetchMock.mock.calls[0];
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has("Content-Type")).toBe(false);
  });

  it("throws a typed error carrying the server's code and message", async () => {
    mockFetch({
      "POST /api/early-access": () => errorResponse(422, "invalid_email", "Please enter a valid email address"),
    });
    const error = await api.post("/api/early-access", { email: "x" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: "invalid_email", message: "Please enter a valid email address" });
    expect(serverMessage(error)).toBe("Please enter a valid email address");
  });

  it("keeps its own wording for answers without an error body", async () => {
    mockFetch({ "/api/site": () => new Response("<html>", { status: 502 }) });
    const error = await api.get("/api/site").catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: "http_502" });
    expect(serverMessage(error)).toBeNull();
  });
});

describe("file upload", () => {
  it("sends the file itself with its own content type", async () => {
    const fetchMock = mockFetch({ "POST /api/uploads/photo": () => apiResponse("POST /api/uploads/photo", { avatarUrl: "/x" }) });
    const file = new File(["png-bytes"], "me.png", { type: "image/png" });
    await expect(uploadFile("/api/uploads/photo", file)).resolves.toEqual({ avatarUrl: "/x" });
    const [, init] = fetchMock.mock.calls[0];
    expect(init?.body).toBe(file);
    expect(new Headers(init?.headers).get("Content-Type")).toBe("image/png");
    expect(init?.credentials).toBe("same-origin");
  });

  it("falls back to application/octet-stream for a file without a type", async () => {
    const fetchMock = mockFetch({ "POST /api/uploads/photo": () => apiResponse("POST /api/uploads/photo", {}) });
    await uploadFile("/api/uploads/photo", new File(["x"], "blob"));
    const [, init] = fetchMock.mock.calls[0];
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/octet-stream");
  });
});

describe("retryUnlessRefused", () => {
  it("takes a refusal as the answer and tries a server error or a network failure twice more", () => {
    expect(retryUnlessRefused(0, new ApiError(404, "not_found", "Not found."))).toBe(false);
    expect(retryUnlessRefused(0, new ApiError(429, "rate_limited", "Slow down."))).toBe(false);
    expect(retryUnlessRefused(0, new ApiError(503, "unavailable", "Busy."))).toBe(true);
    expect(retryUnlessRefused(1, new TypeError("Failed to fetch"))).toBe(true);
    expect(retryUnlessRefused(2, new TypeError("Failed to fetch"))).toBe(false);
  });
});
