/** A place chosen in a location field: what the profile and search forms store. */
export type PlaceSelection = {
  /** The place's id (from a prediction), or null when it did not come from the place search. */
  placeId: string | null;
  city: string;
  state: string;
  country: string;
  /** "City, State, Country": the text the field shows and the profile keeps as its location. */
  formattedAddress: string;
  lat?: number;
  lng?: number;
};
