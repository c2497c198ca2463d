import * as React from "react";
import { LocateFixedIcon, MapPinIcon } from "lucide-react";

import { Spinner } from "@/components/Spinner";
import { usePlacePredictions, type Prediction } from "@/components/places/api/autocomplete";
import { useFetchPlaceDetails, type PlaceDetails } from "@/components/places/api/place-details";
import { useReverseGeocode } from "@/components/places/api/reverse-geocode";
import type { PlaceSelection } from "@/components/places/types";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { useResolvePlace } from "@/components/places/api/resolve";
import { type LocationFieldHandle, PLACE_NOT_FOUND, type Settled } from "@/components/places/settle-location";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { cn } from "@/lib/utils";

/** Typing settles for this long before predictions are fetched. */
export const PREDICTION_DEBOUNCE_MS = 250;
/** Suggestions stay open this long after the field loses focus (docs/spec/features.md section 9). */
export const CLOSE_AFTER_BLUR_MS = 200;

export type LocationFieldProps = {
  ref?: React.Ref<LocationFieldHandle>;
  id?: string;
  /** A visible label; without one, label the field yourself with `id` (it is 'Location' to screen readers). */
  label?: string;
  value: string;
  /** Every change of the text, typed or chosen. */
  onChange(text: string): void;
  /** A place was chosen from the predictions or found from the current location. */
  onSelect(place: PlaceSelection): void;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  error?: string;
};

function fromDetails(details: PlaceDetails): PlaceSelection {
  return {
    placeId: details.placeId,
    city: details.city,
    state: details.state,
    country: details.country,
    formattedAddress: details.formattedAddress,
    lat: details.lat,
    lng: details.lng,
  };
}

/** When the details cannot be loaded, the prediction's "City, State, Country" still says enough. */
function fromPrediction(prediction: Prediction): PlaceSelection {
  const parts = prediction.description.split(",").map((part) => part.trim());
  const city = parts[0] ?? "";
  const country = parts.length > 1 ? (parts[parts.length - 1] ?? "") : "";
  const state = parts.length > 2 ? parts.slice(1, -1).join(", ") : "";
  return { placeId: prediction.placeId, city, state, country, formattedAddress: prediction.description };
}

function locationErrorToast() {
  toast({
    variant: "destructive",
    title: "Location Error",
    description: "Could not get your current location. Please try again.",
  });
}

/**
 * A location input with place predictions as you type and a 'Use current location'
 * action (docs/spec/features.md section 2). It is an ARIA combobox: ArrowUp/ArrowDown move through
 * the suggestions, Enter picks the highlighted one (and never submits the form around
 * it), Escape closes them, and they close 200 ms after the field loses focus. Text
 * typed without picking is resolved when the field loses focus (or `settle` is called):
 * one clear match is taken, several are offered to pick from, none says so.
 */
export default function LocationField({
  ref,
  id,
  label,
  value,
  onChange,
  onSelect,
  placeholder = "Start typing a city...",
  disabled = false,
  required = false,
  error,
}: LocationFieldProps) {
  const generatedId = React.useId();
  const inputId = id ?? `location-${generatedId}`;
  const listId = `${inputId}-suggestions`;
  const errorId = `${inputId}-error`;
  const optionId = (index: number) => `${listId}-${index}`;

  // Only what the person typed is searched; a chosen place or a prefilled value is not.
  const [query, setQuery] = React.useState("");
  const [open, setOpen] = React.useState(false);
  const [highlighted, setHighlighted] = React.useState(-1);
  const [selecting, setSelecting] = React.useState(false);
  const [locating, setLocating] = React.useState(false);

  // Places of the same name offered after resolving typed text, and whether none matched.
  const [choices, setChoices] = React.useState<PlaceDetails[]>([]);
  const [notFound, setNotFound] = React.useState(false);

  const searchText = useDebouncedValue(query.trim(), PREDICTION_DEBOUNCE_MS);
  const predictionsQuery = usePlacePredictions(searchText);
  const typedPredictions = React.useMemo(
    () => (query.trim() && searchText ? (predictionsQuery.data ?? []) : []),
    [query, searchText, predictionsQuery.data],
  );
  const predictions: Prediction[] = React.useMemo(
    () =>
      choices.length > 0
        ? choices.map((place) => ({ placeId: place.placeId, description: place.formattedAddress }))
        : typedPredictions,
    [choices, typedPredictions],
  );
  const listOpen = choices.length > 0 || (open && predictions.length > 0);

  const fetchDetails = useFetchPlaceDetails();
  const reverseGeocode = useReverseGeocode();
  const resolve = useResolvePlace();
  const settling = React.useRef<Promise<Settled> | null>(null);

  function take(details: PlaceDetails) {
    setOpen(false);
    setQuery("");
    setChoices([]);
    setNotFound(false);
    setHighlighted(-1);
    onChange(details.formattedAddress);
    onSelect(fromDetails(details));
  }

  function settle(): Promise<Settled> {
    const text = query.trim();
    if (!text) return Promise.resolve(choices.length === 0 && !notFound ? "unchanged" : "unresolved");
    settling.current ??= resolve(text)
      .then((result): Settled => {
        if (!mounted.current) return "unresolved";
        if (result.place) {
          take(result.place);
          return "picked";
        }
        setChoices(result.candidates);
        setNotFound(result.candidates.length === 0);
        return "unresolved";
      })
      // The place search is unreachable: keep the text as typed rather than block the form.
      .catch((): Settled => "unchanged")
      .finally(() => {
        settling.current = null;
      });
    return settling.current;
  }

  const inputRef = React.useRef<HTMLInputElement>(null);
  React.useImperativeHandle(ref, () => ({ settle, focus: () => inputRef.current?.focus() }));

  const closeTimer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = React.useRef(true);
  React.useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(closeTimer.current);
    };
  }, []);

  // A new list starts with nothing highlighted (reset while rendering, not in an effect
  // that would first paint the old highlight).
  const [highlightedIn, setHighlightedIn] = React.useState(predictions);
  if (highlightedIn !== predictions) {
    setHighlightedIn(predictions);
    setHighlighted(-1);
  }

  React.useEffect(() => {
    if (!listOpen || highlighted < 0) return;
    document.getElementById(`${listId}-${highlighted}`)?.scrollIntoView?.({ block: "nearest" });
  }, [highlighted, listOpen, listId]);

  async function choose(prediction: Prediction) {
    const offered = choices.find((place) => place.placeId === prediction.placeId);
    if (offered) {
      take(offered);
      return;
    }
    setOpen(false);
    setQuery("");
    setHighlighted(-1);
    onChange(prediction.description);
    setSelecting(true);
    try {
      const details = await fetchDetails(prediction.placeId);
      onSelect(fromDetails(details));
    } catch {
      onSelect(fromPrediction(prediction));
    } finally {
      if (mounted.current) setSelecting(false);
    }
  }

  function handleKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown": {
        event.preventDefault();
        setOpen(true);
        if (predictions.length > 0) setHighlighted((index) => (index + 1) % predictions.length);
        break;
      }
      case "ArrowUp": {
        event.preventDefault();
        setOpen(true);
        if (predictions.length > 0)
          setHighlighted((index) => (index <= 0 ? predictions.length - 1 : index - 1));
        break;
      }
      case "Enter": {
        // The spec ignores Enter in this field: it only picks a highlighted suggestion.
        event.preventDefault();
        const prediction = listOpen && highlighted >= 0 ? predictions[highlighted] : undefined;
        if (prediction) void choose(prediction);
        break;
      }
      case "Escape": {
        if (listOpen) {
          event.preventDefault();
          setOpen(false);
          setChoices([]);
          setHighlighted(-1);
        }
        break;
      }
    }
  }

  function handleFocus() {
    clearTimeout(closeTimer.current);
    setOpen(true);
  }

  function handleBlur() {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => {
      setOpen(false);
      setHighlighted(-1);
      // Text typed and left without picking a suggestion still counts.
      if (mounted.current && !selecting) void settle();
    }, CLOSE_AFTER_BLUR_MS);
  }

  async function selectPosition(position: GeolocationPosition) {
    try {
      const details = await reverseGeocode.mutateAsync({
        lat: position.coords.latitude,
        lng: position.coords.longitude,
      });
      take(details);
    } catch {
      locationErrorToast();
    } finally {
      if (mounted.current) setLocating(false);
    }
  }

  function locateCurrentPosition() {
    const geolocation = typeof navigator !== "undefined" ? navigator.geolocation : undefined;
    if (!geolocation) {
      toast({ variant: "destructive", title: "Geolocation is not supported by your browser" });
      return;
    }
    setLocating(true);
    geolocation.getCurrentPosition(
      (position) => void selectPosition(position),
      () => {
        if (mounted.current) setLocating(false);
        locationErrorToast();
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  }

  const loading = (predictionsQuery.isFetching && query.trim().length > 0) || selecting;
  const shownError = notFound ? PLACE_NOT_FOUND : error;

  return (
    <div className="grid gap-2">
      {label && (
        <Label htmlFor={inputId}>
          {label}
          {required && (
            <span aria-hidden="true" className="text-destructive">
              *
            </span>
          )}
        </Label>
      )}
      {/* The suggestions span the input and the button, so long names fit on small screens. */}
      <div className="relative flex gap-2">
        <div className="relative min-w-0 flex-1">
          <MapPinIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            ref={inputRef}
            id={inputId}
            type="text"
            role="combobox"
            aria-label={label ? undefined : "Location"}
            aria-autocomplete="list"
            aria-expanded={listOpen}
            aria-controls={listId}
            aria-activedescendant={listOpen && highlighted >= 0 ? optionId(highlighted) : undefined}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? errorId : undefined}
            aria-busy={loading || undefined}
            autoComplete="off"
            spellCheck={false}
            className="pr-9 pl-9"
            value={value}
            placeholder={placeholder}
            disabled={disabled}
            required={required}
            onChange={(event) => {
              const text = event.target.value;
              onChange(text);
              setQuery(text);
              setChoices([]);
              setNotFound(false);
              setOpen(true);
            }}
            onKeyDown={handleKeyDown}
            onFocus={handleFocus}
            onBlur={handleBlur}
          />
          {loading && (
            <Spinner
              label="Loading locations"
              className="absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground"
            />
          )}
        </div>
        <Button
          type="button"
          variant="outline"
          onClick={locateCurrentPosition}
          disabled={disabled || locating}
          className="shrink-0 px-3"
          title="Use current location"
        >
          {locating ? <Spinner /> : <LocateFixedIcon aria-hidden="true" />}
          <span className="sr-only sm:not-sr-only">Use current location</span>
        </Button>
        <ul
          id={listId}
          role="listbox"
          aria-label="Location suggestions"
          hidden={!listOpen}
          className="absolute top-full right-0 left-0 z-50 mt-1 max-h-64 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {listOpen &&
            predictions.map((prediction, index) => (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox input takes the keys (aria-activedescendant)
              <li
                key={prediction.placeId}
                id={optionId(index)}
                role="option"
                aria-selected={index === highlighted}
                className={cn(
                  "flex cursor-pointer items-center gap-2 rounded-sm px-2 py-2 text-sm select-none",
                  index === highlighted && "bg-accent text-accent-foreground",
                )}
                // Keeps the focus in the input, so blur does not close the list first.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setHighlighted(index)}
                onClick={() => void choose(prediction)}
              >
                <MapPinIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span className="min-w-0 break-words">{prediction.description}</span>
              </li>
            ))}
        </ul>
      </div>
      {choices.length > 0 && (
        <p role="status" className="text-sm text-muted-foreground">
          Several places have that name: pick one.
        </p>
      )}
      <FieldError id={errorId}>{shownError}</FieldError>
    </div>
  );
}
