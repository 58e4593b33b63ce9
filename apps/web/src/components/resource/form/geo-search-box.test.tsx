import type { TGeoPlacesOffline } from '@mise/contracts/resources/place';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { client } from '../../../lib/client';
import { GeoSearchBox } from './geo-search-box';

const FAILING = "Place search is unavailable; type the city's fields by hand";
const NOTE = 'Full place search needs GEO_PROVIDER; offline, this finds places already in Testguide and cities';
const OFFLINE: TGeoPlacesOffline = {
  fullSearch: false,
  note: NOTE,
  guidePlaces: [
    { id: 7, name: 'Belém Pastry', placeId: null, address: '84 Rua de Belém', city: 'Lisboa', location: null },
  ],
  cities: [
    {
      placeId: 'csc:BR:PA:Belém',
      name: 'Belém',
      state: 'Pará',
      country: 'Brazil',
      countryCode: 'BR',
      location: { lat: -1.45, lng: -48.5 },
    },
  ],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The maps service answering `search` with `status` (the web kit alone is under test here), and the guide's name. */
function answerWith(status: number, search: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).includes('appmodels/constants') ? json(200, { productName: 'Testguide' }) : json(status, search),
    ),
  );
}

type TPicks = {
  onPick?: () => void;
  onPickCity?: (city: unknown) => void;
  onPickGuidePlace?: (place: unknown) => void;
};

function renderBox(opts: TPicks & { unavailable?: string } = {}) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <GeoSearchBox
        search={client.geo.places}
        label="Search a place"
        hint="Fills name, maps url and location"
        empty={{ tooShort: 'Type a place name', none: 'No places found' }}
        describe={(hit) => hit.name}
        onPick={opts.onPick ?? (() => undefined)}
        onPickCity={opts.onPickCity}
        onPickGuidePlace={opts.onPickGuidePlace}
        unavailable={opts.unavailable}
      />
    </QueryClientProvider>,
  );
  const box = screen.getByRole('combobox', { name: 'Search a place' });
  fireEvent.change(box, { target: { value: 'Belém' } });
  return box;
}

const WAIT = { timeout: 3000 };

describe('geo search box', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("should say the form's own words when the service fails, if the form gives them", async () => {
    answerWith(502, { error: { statusCode: 502, message: FAILING } });
    renderBox({ unavailable: "Place search is unavailable; type the landmark's fields by hand" });
    expect(
      await screen.findByText("Place search is unavailable; type the landmark's fields by hand", undefined, WAIT),
    ).toBeTruthy();
    expect(screen.queryByText(FAILING)).toBeNull();
  });

  it("should show the server's message otherwise", async () => {
    answerWith(502, { error: { statusCode: 502, message: FAILING } });
    renderBox();
    expect(await screen.findByText(FAILING, undefined, WAIT)).toBeTruthy();
  });

  it("should keep the server's message for a refusal of the request itself, even with the form's words", async () => {
    answerWith(400, { error: { statusCode: 400, message: 'q: type part of a place name' } });
    renderBox({ unavailable: "Place search is unavailable; type the landmark's fields by hand" });
    expect(await screen.findByText('q: type part of a place name', undefined, WAIT)).toBeTruthy();
  });

  it("should list the guide's places and the cities under their headings offline, with the note instead of the hint", async () => {
    answerWith(200, OFFLINE);
    const onPickCity = vi.fn();
    const onPickGuidePlace = vi.fn();
    const box = renderBox({ onPickCity, onPickGuidePlace });
    expect(screen.getByText('Fills name, maps url and location')).toBeTruthy();
    expect((await screen.findByRole('note', undefined, WAIT)).textContent).toBe(NOTE);
    expect(screen.queryByText('Fills name, maps url and location')).toBeNull();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const list = await screen.findByRole('listbox');
    expect(within(list).getByText('Already in Testguide')).toBeTruthy();
    expect(within(list).getByText('Cities')).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Belém Pastry, Lisboa', 'Belém, Pará, Brazil']);
    fireEvent.click(within(list).getByRole('option', { name: 'Belém, Pará, Brazil' }));
    expect(onPickCity).toHaveBeenCalledWith(OFFLINE.cities[0]);
    expect(onPickGuidePlace).not.toHaveBeenCalled();
    expect((box as HTMLInputElement).value).toBe('Belém, Pará, Brazil');
    fireEvent.change(box, { target: { value: 'Belém P' } });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Belém Pastry, Lisboa' }));
    expect(onPickGuidePlace).toHaveBeenCalledWith(OFFLINE.guidePlaces[0]);
  });

  it('should offer only the offline lines the form can take, and a provider list as it is', async () => {
    answerWith(200, OFFLINE);
    const box = renderBox({ onPickCity: () => undefined });
    await screen.findByRole('note', undefined, WAIT);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Belém, Pará, Brazil']);
    cleanup();

    answerWith(200, [{ placeId: 'osm:N1', name: 'Pastéis de Belém' }]);
    const onPick = vi.fn();
    const online = renderBox({ onPick, onPickCity: () => undefined });
    fireEvent.keyDown(online, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Pastéis de Belém' }, WAIT));
    expect(onPick).toHaveBeenCalledWith({ placeId: 'osm:N1', name: 'Pastéis de Belém' });
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByText('Fills name, maps url and location')).toBeTruthy();
  });
});
