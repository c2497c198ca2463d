/** The privacy activity API's shapes, from the server's OpenAPI document. */
import type { Schemas } from "@/api/client";

export type ActivityKind = Schemas["ActivityKind"];
export type ActivityEvent = Schemas["ActivityEvent"];
export type ActivityPage = Schemas["ActivityPage"];
export type ActivityFilters = Schemas["ActivityFilters"];
export type WeeklySummary = Schemas["WeeklySummary"];
