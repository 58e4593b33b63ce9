import type { TGeoCity } from '@mise/contracts/common/geo';
import type { TGeoPlace, TGuidePlaceHit } from '@mise/contracts/resources/place';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { type ReactNode, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useProductName } from '../../../lib/app-data';
import { client } from '../../../lib/client';
import { GEO_MIN_LETTERS, type TGeoOption, type TGeoSearch, useGeoSearch } from './use-geo-search';

/** The service's refusal as the box words it: `unavailable` when the service itself is down, else the server's message. */
const refusal = (error: Error, unavailable: string | undefined) =>
  unavailable && error instanceof ApiError && (error.status === 502 || error.status === 503)
    ? unavailable
    : errorMessage(error);

/** A gazetteer city as a line of the list: 'Lisbon, Lisbon, Portugal'. */
export const describeCity = (city: TGeoCity) => [city.name, city.state, city.country].filter(Boolean).join(', ');

/**
 * The maps service's place search as the forms that look a place up word it (part 2 §2: the place and landmark forms).
 * @example
 * <GeoSearchBox {...PLACE_SEARCH} hint="Fills name, maps url and location" onPick={fill} />
 */
export const PLACE_SEARCH = {
  search: client.geo.places,
  label: 'Search a place',
  empty: { tooShort: 'Type a place name', none: 'No places found' },
  describe: (hit: TGeoPlace) => [hit.name, hit.address].filter(Boolean).join(', '),
} as const;

export type TGeoSearchBoxProps<T extends { placeId: string }> = {
  /** The maps service's search: `client.geo.cities` or `client.geo.places` (`?q=`), whose hits `onPick` receives. */
  search: TGeoSearch<T>;
  label: string;
  /** Under the box while nothing is wrong ('Fills name, state, country, place id and location'). */
  hint: string;
  /** What the list says before two letters are typed, and when nothing matches. */
  empty: { tooShort: string; none: string };
  describe: (hit: T) => string;
  onPick: (hit: T) => void;
  /** Offline place search: a city of the gazetteer was picked, for its location. Without it cities are not offered. */
  onPickCity?: (city: TGeoCity) => void;
  /** Offline place search: one of the guide's own places was picked. Without it they are not offered. */
  onPickGuidePlace?: (place: TGuidePlaceHit) => void;
  /** The form's word on the pick ('This place is already in Mise', with a link), shown under the box in place of the hint. */
  error?: ReactNode;
  /**
   * Said under the box when the service refuses (502 failing, 503 offline) instead of the server's message, which
   * speaks of the place form's CREATE NEW: a form whose fields are always there says to type them.
   */
  unavailable?: string;
};

/**
 * A search through the maps service (part 1 §2 city form, part 2 §2 place form), asked once typing pauses for 500 ms.
 * The service's refusal (502 when it fails) shows under the box with the server's message, and the form's fields stay
 * editable by hand. Without a place provider the place search answers the guide's own places and the gazetteer's
 * cities, listed under their own headings, with the server's note on what full search needs below the box.
 * @example
 * <GeoSearchBox search={client.geo.cities} label="Search a city" hint="…" empty={…} describe={(c) => c.name} onPick={fill} />
 */
export function GeoSearchBox<T extends { placeId: string }>(props: TGeoSearchBoxProps<T>) {
  const { search, label, hint, empty, describe, onPick, onPickCity, onPickGuidePlace, error, unavailable } = props;
  const product = useProductName();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const found = useGeoSearch(search, text, { guidePlaces: Boolean(onPickGuidePlace), cities: Boolean(onPickCity) });
  const optionLabel = (option: TGeoOption<T>) =>
    option.kind === 'hit'
      ? describe(option.hit)
      : option.kind === 'city'
        ? describeCity(option.city)
        : [option.place.name, option.place.city].filter(Boolean).join(', ');
  const pick = (option: TGeoOption<T>) => {
    if (option.kind === 'hit') onPick(option.hit);
    else if (option.kind === 'city') onPickCity?.(option.city);
    else onPickGuidePlace?.(option.place);
    setText(optionLabel(option));
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Autocomplete<TGeoOption<T>, false, false, false>
        // No list while the service refuses: the message under the box says why, and the list would cover what is below.
        open={open && !found.error}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={found.options}
        value={null}
        inputValue={text}
        onInputChange={(_e, value, reason) => {
          if (reason !== 'reset') setText(value);
        }}
        onChange={(_e, option) => option && pick(option)}
        // the server has already matched the text
        filterOptions={(x) => x}
        getOptionLabel={optionLabel}
        isOptionEqualToValue={(a, b) => a.key === b.key}
        getOptionKey={(o) => o.key}
        groupBy={found.note ? (o) => (o.kind === 'guide' ? `Already in ${product}` : 'Cities') : undefined}
        loading={found.isFetching}
        noOptionsText={text.trim().length < GEO_MIN_LETTERS ? empty.tooShort : empty.none}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            error={Boolean(found.error || error)}
            // Offline, the note below says what the search finds; the hint would promise what it cannot fill.
            helperText={found.error ? refusal(found.error, unavailable) : (error ?? (found.note ? undefined : hint))}
          />
        )}
      />
      {found.note && (
        <Alert severity="info" role="note">
          {found.note}
        </Alert>
      )}
    </Box>
  );
}
