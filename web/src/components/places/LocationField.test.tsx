import * as React from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import LocationField from "@/components/places/LocationField";
import type { PlaceSelection } from "@/components/places/types";
import { Toaster } from "@/components/ui/toaster";
import { apiResponse } from "@/test/api-response";
import { useTestClock } from "@/test/clock";
import { errorResponse, mockFetch, TestProviders } from "@/test/utils";

const sydney = {
  placeId: "2147714",
  city: "Sydney",
  state: "New South Wales",
  country: "Australia",
  countryCode: "AU",
  formattedAddress: "Sydney, New South Wales, Australia",
  lat: -33.86785,
  lng: 151.20732,
};

const predictions = [
  { placeId: "2147714", description: "Sydney, New South Wales, Australia" },
  { placeId: "6354908", description: "Sydney, Nova Scotia, Canada" },
];

const berlin = {
  placeId: "2950159",
  city: "Berlin",
  state: "State of Berlin",
  country: "Germany",
  countryCode: "DE",
  formattedAddress: "Berlin, State of Berlin, Germany",
  lat: 52.52437,
  lng: 13.41053,
};
const springfields = [
  { ...sydney, placeId: "4409896", city: "Springfield", state: "Missouri", country: "United States", countryCode: "US", formattedAddress: "Springfield, Missouri, United States" },
  { ...sydney, placeId: "4951788", city: "Springfield", state: "Massachusetts", country: "United States", countryCode: "US", formattedAddress: "Springfield, Massachusetts, United States" },
];

type Resolved = { place: typeof sydney | null; candidates: (typeof sydney)[] };

function placesServer({ failAutocomplete = false, resolved }: { failAutocomplete?: boolean; resolved?: Resolved } = {}) {
  return mockFetch({
    "GET /api/places/resolve": () =>
      resolved ? apiResponse("GET /api/places/resolve", resolved) : errorResponse(500, "internal", "Boom."),
    "GET /api/places/autocomplete": () =>
      failAutocomplete ? errorResponse(500, "internal", "Boom.") : apiResponse("GET /api/places/autocomplete", { predictions }),
    "GET /api/places/2147714": () => apiResponse("GET /api/places/{place_id}", sydney),
    "GET /api/places/reverse": () => apiResponse("GET /api/places/reverse", sydney),
  });
}

function autocompleteInputs(fetchMock: ReturnType<typeof mockFetch>): string[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((url) => url.pathname === "/api/places/autocomplete")
    .map((url) => url.searchParams.get("input") ?? "");
}

/** A controlled LocationField inside a form, as the profile forms use it. */
function Harness({
  onSelect,
  onSubmit,
}: {
  onSelect: (place: PlaceSelection) => void;
  onSubmit?: () => void;
}) {
  const [value, setValue] = React.useState("");
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <LocationField id="location" label="Location" value={value} onChange={setValue} onSelect={onSelect} />
      <button type="submit">Save</button>
    </form>
  );
}

function renderField(props: { onSelect?: (place: PlaceSelection) => void; onSubmit?: () => void } = {}) {
  const onSelect = props.onSelect ?? vi.fn();
  const view = render(
    <TestProviders>
      <Harness onSelect={onSelect} onSubmit={props.onSubmit} />
      <Toaster />
    </TestProviders>,
  );
  return { ...view, onSelect, input: screen.getByRole("combobox", { name: "Location" }) };
}

function setGeolocation(value: Partial<Geolocation> | undefined) {
  Object.defineProperty(window.navigator, "geolocation", { value, configurable: true });
}

afterEach(() => {
  setGeolocation(undefined);
  vi.useRealTimers();
});

function resolveTexts(fetchMock: ReturnType<typeof mockFetch>): string[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((url) => url.pathname === "/api/places/resolve")
    .map((url) => url.searchParams.get("q") ?? "");
}

describe("LocationField: text typed without picking a suggestion", () => {
  it("takes one clear match when the field loses focus, shown as the formatted place", async () => {
    const fetchMock = placesServer({ resolved: { place: berlin, candidates: [] } });
    const { input, onSelect } = renderField();

    await userEvent.type(input, "Berlin");
    await userEvent.tab();

    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ city: "Berlin", country: "Germany" })));
    expect(input).toHaveValue("Berlin, State of Berlin, Germany");
    expect(resolveTexts(fetchMock)).toEqual(["Berlin"]);
  });

  it("asks the person to pick when several places have that name", async () => {
    placesServer({ resolved: { place: null, candidates: springfields } });
    const { input, onSelect } = renderField();

    await userEvent.type(input, "Springfield");
    await userEvent.tab();

    expect(await screen.findByText("Several places have that name: pick one.")).toBeInTheDocument();
    const options = screen.getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(springfields.map((p) => p.formattedAddress));
    expect(onSelect).not.toHaveBeenCalled();

    await userEvent.click(options[1]!);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ state: "Massachusetts" }));
    expect(input).toHaveValue("Springfield, Massachusetts, United States");
    expect(screen.queryByText("Several places have that name: pick one.")).not.toBeInTheDocument();
  });

  it("says 'We couldn't find that place' when no place has that name", async () => {
    placesServer({ resolved: { place: null, candidates: [] } });
    const { input, onSelect } = renderField();

    await userEvent.type(input, "Qwzxv");
    await userEvent.tab();

    expect(await screen.findByText("We couldn't find that place")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(onSelect).not.toHaveBeenCalled();

    await userEvent.type(input, "x");
    expect(screen.queryByText("We couldn't find that place")).not.toBeInTheDocument();
  });

  it("does not ask again about a place that was picked", async () => {
    const fetchMock = placesServer({ resolved: { place: berlin, candidates: [] } });
    const { input } = renderField();

    await userEvent.type(input, "Syd");
    await userEvent.click((await screen.findAllByRole("option"))[0]!);
    await userEvent.tab();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));

    expect(resolveTexts(fetchMock)).toEqual([]);
    expect(input).toHaveValue("Sydney, New South Wales, Australia");
  });
});

describe("LocationField", () => {
  it("is a collapsed combobox until there are suggestions", () => {
    placesServer();
    const { input } = renderField();

    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveAttribute("aria-controls", "location-suggestions");
    expect(screen.getByRole("button", { name: "Use current location" })).toHaveAttribute("type", "button");
  });

  it("shows predictions as you type, asking once the typing settles", async () => {
    const fetchMock = placesServer();
    const { input } = renderField();

    await userEvent.type(input, "Syd");

    const listbox = await screen.findByRole("listbox");
    const options = screen.getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(predictions.map((p) => p.description));
    expect(listbox).toBeVisible();
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(autocompleteInputs(fetchMock)).toEqual(["Syd"]);
  });

  it("ArrowDown then Enter picks the highlighted prediction and reports its details", async () => {
    placesServer();
    const onSubmit = vi.fn();
    const { input, onSelect } = renderField({ onSubmit });

    await userEvent.type(input, "Syd");
    await screen.findAllByRole("option");
    await userEvent.keyboard("{ArrowDown}");

    const first = screen.getAllByRole("option")[0]!;
    expect(first).toHaveAttribute("aria-selected", "true");
    expect(input).toHaveAttribute("aria-activedescendant", first.id);

    await userEvent.keyboard("{Enter}");

    await waitFor(() =>
      expect(onSelect).toHaveBeenCalledWith({
        placeId: "2147714",
        city: "Sydney",
        state: "New South Wales",
        country: "Australia",
        formattedAddress: "Sydney, New South Wales, Australia",
        lat: -33.86785,
        lng: 151.20732,
      }),
    );
    expect(input).toHaveValue("Sydney, New South Wales, Australia");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("ArrowUp wraps to the last prediction and a click picks one too", async () => {
    placesServer();
    const { input, onSelect } = renderField();

    await userEvent.type(input, "Syd");
    await screen.findAllByRole("option");
    await userEvent.keyboard("{ArrowUp}");
    expect(screen.getAllByRole("option")[1]).toHaveAttribute("aria-selected", "true");

    await userEvent.click(screen.getAllByRole("option")[0]!);
    await waitFor(() => expect(onSelect).toHaveBeenCalledTimes(1));
  });

  it("ignores Enter without a highlighted suggestion: the form is not submitted", async () => {
    placesServer();
    const onSubmit = vi.fn();
    const { input, onSelect } = renderField({ onSubmit });

    await userEvent.type(input, "Syd{Enter}");
    await screen.findAllByRole("option");
    await userEvent.keyboard("{Enter}");

    expect(onSubmit).not.toHaveBeenCalled();
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole("listbox")).toBeVisible();
  });

  it("Escape closes the suggestions", async () => {
    placesServer();
    const { input } = renderField();

    await userEvent.type(input, "Syd");
    await screen.findAllByRole("option");
    await userEvent.keyboard("{Escape}");

    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("option")).not.toBeInTheDocument();
  });

  it("closes the suggestions 200 ms after the field loses focus", async () => {
    const user = useTestClock();
    placesServer();
    const { input } = renderField();

    await user.type(input, "Syd");
    await screen.findAllByRole("option");

    act(() => input.blur());
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(screen.getAllByRole("option")).toHaveLength(2);

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole("option")).not.toBeInTheDocument();
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("gives an empty list, silently, when the place search fails", async () => {
    const fetchMock = placesServer({ failAutocomplete: true });
    const { input } = renderField();

    await userEvent.type(input, "Syd");
    await waitFor(() => expect(autocompleteInputs(fetchMock)).toEqual(["Syd"]));

    expect(screen.queryByRole("option")).not.toBeInTheDocument();
    expect(screen.queryByRole("status", { name: /notification/i })).not.toBeInTheDocument();
    expect(screen.queryByText(/error/i)).not.toBeInTheDocument();
  });

  it("says so when the browser has no geolocation", async () => {
    placesServer();
    setGeolocation(undefined);
    renderField();

    await userEvent.click(screen.getByRole("button", { name: "Use current location" }));

    expect(await screen.findByText("Geolocation is not supported by your browser")).toBeInTheDocument();
  });

  it("uses the current position through reverse geocoding", async () => {
    const fetchMock = placesServer();
    setGeolocation({
      getCurrentPosition: (success: PositionCallback) =>
        success({ coords: { latitude: -33.87, longitude: 151.21 } } as GeolocationPosition),
    });
    const { input, onSelect } = renderField();

    await userEvent.click(screen.getByRole("button", { name: "Use current location" }));

    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ city: "Sydney" })));
    expect(input).toHaveValue("Sydney, New South Wales, Australia");
    const reverse = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), "http://localhost"))
      .find((url) => url.pathname === "/api/places/reverse");
    expect(reverse?.searchParams.get("lat")).toBe("-33.87");
    expect(reverse?.searchParams.get("lng")).toBe("151.21");
  });

  it("shows 'Location Error' when the position cannot be found", async () => {
    placesServer();
    setGeolocation({
      getCurrentPosition: (_success: PositionCallback, failure?: PositionErrorCallback | null) =>
        failure?.({ code: 1, message: "denied" } as GeolocationPositionError),
    });
    const { onSelect } = renderField();

    await userEvent.click(screen.getByRole("button", { name: "Use current location" }));

    expect(await screen.findByText("Location Error")).toBeInTheDocument();
    expect(screen.getByText("Could not get your current location. Please try again.")).toBeInTheDocument();
    expect(onSelect).not.toHaveBeenCalled();
  });
});
