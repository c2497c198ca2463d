import { useMutation } from "@tanstack/react-query";

import { api, type Schemas } from "@/api/client";

export type PlaceDetails = Schemas["PlaceDetails"];

export type Coordinates = { lat: number; lng: number };

/** The city at or around a coordinate (for 'Use current location'). */
export function reverseGeocode({ lat, lng }: Coordinates): Promise<PlaceDetails> {
  const query = new URLSearchParams({ lat: String(lat), lng: String(lng) });
  return api.get<PlaceDetails>(`/api/places/reverse?${query.toString()}`);
}

export function useReverseGeocode() {
  return useMutation({ mutationFn: reverseGeocode });
}
