/** Part 2 §9: where a map opens when there is no location yet. */
export const MAP_DEFAULT_CENTRE = { lat: 28.6448, lng: 77.216721 } as const;

/** MAP_TILES_URL's default: OpenStreetMap's public raster tiles (a Leaflet URL template). */
export const DEFAULT_MAP_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILES_ATTRIBUTION = '© OpenStreetMap contributors';

/** Shown over a map whose tiles cannot be loaded; the pin and the coordinates still show. */
export const MAP_TILES_UNAVAILABLE = 'Map tiles unavailable';

/** Kilometres to miles (part 2 §9: distances in miles, one decimal). */
export const MILES_PER_KM = 0.621371;

/**
 * A distance in miles as the console shows it (part 2 §9: km × 0.621371, one decimal).
 * @example
 * milesFromKm(2) // 1.2
 */
export const milesFromKm = (km: number) => Math.round(km * MILES_PER_KM * 10) / 10;

/**
 * A maps link to a location (the landmark form fills a picked place's maps url with it; the demo content's too).
 * @example
 * mapsSearchUrl({ lat: 38.6916, lng: -9.216 }) // 'https://www.google.com/maps/search/?api=1&query=38.6916,-9.216'
 */
export const mapsSearchUrl = (location: { lat: number; lng: number }) =>
  `https://www.google.com/maps/search/?api=1&query=${location.lat},${location.lng}`;
