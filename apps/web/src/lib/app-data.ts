import type { TSettingKey, TSettingValue } from '@mise/contracts/resources/setting';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { client } from './client';

/** GET /api/appmodels/constants: product name, discount types and other server-side constants. */
export type TConstants = { productName?: string } & Record<string, unknown>;
/** One row of GET /api/settings. */
export type TSetting = { id: string | number; key: string; value: unknown };

export const constantsQueryOptions = queryOptions({
  ...client.app.constants.options(),
  staleTime: Number.POSITIVE_INFINITY,
});

export const settingsQueryOptions = queryOptions({
  ...client.setting.list.options(),
  staleTime: 5 * 60_000,
});

/** App constants, loaded once per session. */
export function useConstants() {
  return useQuery(constantsQueryOptions);
}

/** All settings rows. */
export function useSettings() {
  return useQuery(settingsQueryOptions);
}

/** A {name, value} entry of a list setting (continents, place types). */
export type TNamedValue = { name: string; value: string };
/** The settings whose value is a list of {name, value} entries, by the contract's value types. */
type TNamedListKey = { [K in TSettingKey]: TSettingValue<K> extends TNamedValue[] ? K : never }[TSettingKey];

const isNamedValue = (entry: unknown): entry is TNamedValue =>
  typeof entry === 'object' &&
  entry !== null &&
  'name' in entry &&
  typeof entry.name === 'string' &&
  'value' in entry &&
  typeof entry.value === 'string';

/**
 * The entries of a list setting in their order (a row's value is declared unknown: each key checks its own); undefined
 * while loading or absent.
 * @example
 * const continents = useNamedValues('continentName'); // [{ name: 'Europe', value: 'europe' }, …]
 */
export function useNamedValues(key: TNamedListKey): TNamedValue[] | undefined {
  const { data } = useSettings();
  const value = data?.find((row) => row.key === key)?.value;
  // One list per stored value, as the value itself was: forms may depend on it.
  return useMemo(() => (Array.isArray(value) ? value.filter(isNamedValue) : undefined), [value]);
}

/** The product's own name for labels such as 'Add to {product}'. */
export function useProductName(): string {
  const { data } = useConstants();
  return typeof data?.productName === 'string' && data.productName ? data.productName : 'Mise';
}

/** The public site's address ({site} in the spec's copy links), without a trailing slash; undefined while loading. */
export function useSiteUrl(): string | undefined {
  const { data } = useConstants();
  return typeof data?.siteUrl === 'string' && data.siteUrl ? data.siteUrl.replace(/\/+$/, '') : undefined;
}

/** MAP_TILES_URL and its attribution, for map previews; undefined while loading. */
export function useMapTiles(): { url: string; attribution: string } | undefined {
  const { data } = useConstants();
  return typeof data?.mapTilesUrl === 'string'
    ? { url: data.mapTilesUrl, attribution: String(data.mapTilesAttribution ?? '') }
    : undefined;
}
