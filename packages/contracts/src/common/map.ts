/** Part 2 §9: where a map opens when there is no location yet. */
export const MAP_DEFAULT_CENTRE = { lat: 28.6448, lng: 77.216721 } as const;

/** MAP_TILES_URL's default: OpenStreetMap's public raster tiles (a Leaflet URL template). */
export const DEFAULT_MAP_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILES_ATTRIBUTION = '© OpenStreetMap contributors';

/** Shown over a map whose tiles cannot be loaded; the pin and the coordinates still show. */
export const MAP_TILES_UNAVAILABLE = 'Map tiles unavailable';

/** Kilometres to miles (part 2 §9: distances in miles, one decimal). */
export const MILES_PER_KM = 0.621371;
