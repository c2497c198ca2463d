/** The profile-view API's shapes, from the server's OpenAPI document. */
import type { Schemas } from "@/api/client";

export type Viewer = Schemas["Viewer"];
export type ViewedProfile = Schemas["ViewedProfile"];
export type ViewRecorded = Schemas["ViewRecorded"];
export type TotalViews = Schemas["TotalViews"];
export type ViewStats = Schemas["ViewStats"];
export type RawView = Schemas["RawView"];
export type DuplicatePair = Schemas["DuplicatePair"];
export type GenerateView = Schemas["GenerateView"];
