import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GeoSearchBox } from './geo-search-box';

const OFFLINE = 'Place search is unavailable offline; use CREATE NEW to enter the place by hand';

/** The maps service refusing with `status` (the web kit alone is under test here). */
function refuseWith(status: number, message: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ error: { statusCode: status, message } }), { status, headers: { 'content-type': 'application/json' } })),
  );
}

function renderBox(unavailable?: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <GeoSearchBox<{ placeId: string; name: string }>
        path="geo/places"
        label="Search a place"
        hint="Fills name, maps url and location"
        empty={{ tooShort: 'Type a place name', none: 'No places found' }}
        describe={(hit) => hit.name}
        onPick={() => undefined}
        unavailable={unavailable}
      />
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByRole('combobox', { name: 'Search a place' }), { target: { value: 'Belém' } });
}

describe('geo search box', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("should say the form's own words when the service is offline, if the form gives them", async () => {
    refuseWith(503, OFFLINE);
    renderBox("Place search is unavailable; type the landmark's fields by hand");
    expect(await screen.findByText("Place search is unavailable; type the landmark's fields by hand", undefined, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByText(OFFLINE)).toBeNull();
  });

  it("should show the server's message otherwise", async () => {
    refuseWith(503, OFFLINE);
    renderBox();
    expect(await screen.findByText(OFFLINE, undefined, { timeout: 3000 })).toBeTruthy();
  });

  it("should keep the server's message for a refusal of the request itself, even with the form's words", async () => {
    refuseWith(400, 'q: type part of a place name');
    renderBox("Place search is unavailable; type the landmark's fields by hand");
    expect(await screen.findByText('q: type part of a place name', undefined, { timeout: 3000 })).toBeTruthy();
  });
});
