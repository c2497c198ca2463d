import type { paths } from "@/api/schema";

import { jsonResponse } from "./utils";

type HttpMethod = "get" | "put" | "post" | "delete" | "patch";

/** Every operation of the API document, written as the mock tables write them: "GET /api/session". */
export type ApiOperation = {
  [P in keyof paths]: {
    [M in HttpMethod]: paths[P][M] extends { responses: unknown } ? `${Uppercase<M>} ${P & string}` : never;
  }[HttpMethod];
}[keyof paths];

type OperationOf<K extends ApiOperation> = K extends `${infer M} ${infer P}`
  ? paths[P & keyof paths][Lowercase<M> & HttpMethod]
  : never;

type JsonBody<R> = R extends { content: { "application/json": infer B } } ? B : never;

/** The JSON body of the operation's success answer (200, 201 or 202), from the generated schema. */
export type ApiSuccessBody<K extends ApiOperation> =
  OperationOf<K> extends { responses: infer R } ? JsonBody<R[keyof R & (200 | 201 | 202)]> : never;

/**
 * A mocked success answer of `operation` whose body must be what the API document says it
 * answers: a mock that drifts from the server's types fails `npm run typecheck`.
 */
export function apiResponse<K extends ApiOperation>(operation: K, body: ApiSuccessBody<K>, status = 200): Response {
  void operation; // names the type only; the table key already routes the request
  return jsonResponse(body, status);
}
