import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LatLngLiteral } from 'leaflet';
import { lazy, Suspense } from 'react';
import { useMapTiles } from '../../lib/app-data';

const LocationMap = lazy(() => import('./location-map'));

/** Six decimals (about 10 cm) is all a location needs; a dragged pin gives fifteen. */
const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** 'Lat 28.6448, Lng 77.216721', or what to do when there is no location yet. */
export function describeLocation(location: LatLngLiteral | null, editable: boolean): string {
  if (location) return `Lat ${round(location.lat)}, Lng ${round(location.lng)}`;
  return editable ? 'No location yet: pick a place from the search or click the map' : 'No location';
}

/**
 * A map preview of a location with its coordinates written under it (they show even while the map loads or without
 * tiles). With `onChange`, clicking the map or dragging the pin sets the location.
 * @example
 * <MapPreview location={field.value} onChange={field.onChange} />
 */
export function MapPreview({
  location,
  onChange,
}: {
  location: LatLngLiteral | null;
  onChange?: (location: LatLngLiteral) => void;
}) {
  const tiles = useMapTiles();
  const change = onChange && ((next: LatLngLiteral) => onChange({ lat: round(next.lat), lng: round(next.lng) }));
  return (
    <Box role="region" aria-label="Map preview" sx={{ display: 'grid', gap: 0.5 }}>
      <Suspense fallback={<Box sx={{ height: 260, bgcolor: 'action.hover', borderRadius: 1 }} />}>
        {tiles ? (
          <LocationMap location={location} onChange={change} tiles={tiles} />
        ) : (
          <Box sx={{ height: 260, bgcolor: 'action.hover', borderRadius: 1 }} />
        )}
      </Suspense>
      <Typography variant="body2" color="text.secondary" data-testid="map-coordinates">
        {describeLocation(location, Boolean(onChange))}
      </Typography>
    </Box>
  );
}
