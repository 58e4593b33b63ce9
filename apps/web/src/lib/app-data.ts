import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from './client';

/** GET /api/appmodels/constants: product name, discount types and other server-side constants. */
export type TConstants = { productName?: string } & Record<string, unknown>;
/** One row of GET /api/settings. */
export type TSetting = { id: string | number; key: string; value: unknown };

export const constantsQueryOptions = queryOptions({
  queryKey: ['constants'] as const,
  queryFn: ({ signal }) => client.app.constants({ signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const settingsQueryOptions = queryOptions({
  queryKey: ['settings'] as const,
  queryFn: ({ signal }) => client.setting.list({ signal }),
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

/**
 * The value of one setting key (e.g. 'continentName'), or undefined while loading or absent.
 * @example
 * const continents = useSetting<{ name: string; value: string }[]>('continentName');
 */
export function useSetting<T>(key: string): T | undefined {
  const { data } = useSettings();
  return data?.find((row) => row.key === key)?.value as T | undefined;
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
