import 'leaflet/dist/leaflet.css';
import { MAP_DEFAULT_CENTRE, MAP_TILES_UNAVAILABLE } from '@mise/contracts/common/map';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { divIcon, type LatLngLiteral } from 'leaflet';
import { useEffect, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';

/** Tiles that neither load nor fail within this long (a network that drops packets) count as unavailable. */
const TILE_PATIENCE_MS = 8000;

// Material's "Place" pin as an inline SVG: Leaflet's default marker images do not survive bundling.
const PIN = divIcon({
  className: 'mise-map-pin',
  html: '<svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true"><path fill="#d32f2f" stroke="#fff" stroke-width="1" d="M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7zm0 9.5c-1.38 0-2.5-1.12-2.5-2.5s1.12-2.5 2.5-2.5 2.5 1.12 2.5 2.5-1.12 2.5-2.5 2.5z"/></svg>',
  iconSize: [36, 36],
  iconAnchor: [18, 34],
});

export type TLocationMapProps = {
  location: LatLngLiteral | null;
  /** Clicking the map or dragging the pin moves the location; without it the map only shows. */
  onChange?: (location: LatLngLiteral) => void;
  tiles: { url: string; attribution: string };
};

/** Keeps the view on the location as the form changes it (a place picked from the search). */
function FollowLocation({ location }: { location: LatLngLiteral | null }) {
  const map = useMap();
  useEffect(() => {
    if (location) map.setView(location, Math.max(map.getZoom(), 15));
  }, [map, location]);
  return null;
}

function ClickToPlace({ onChange }: { onChange: (location: LatLngLiteral) => void }) {
  useMapEvents({ click: (event) => onChange(event.latlng) });
  return null;
}

/**
 * A Leaflet map with the location's pin (part 2 §2 place form's map preview), centred on part 2 §9's default without one.
 * With no tiles reachable it says 'Map tiles unavailable' over the map, and the pin still shows and moves.
 * Loaded lazily (see map-preview.tsx): Leaflet stays out of the first screen.
 */
export default function LocationMap({ location, onChange, tiles }: TLocationMapProps) {
  const [tileState, setTileState] = useState<'waiting' | 'loaded' | 'failed'>('waiting');
  useEffect(() => {
    const timer = setTimeout(() => setTileState((state) => (state === 'waiting' ? 'failed' : state)), TILE_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Box
      sx={{
        position: 'relative',
        height: 260,
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        // Leaflet marks the credit's links by colour alone; underlined, they read as links without it (axe link-in-text-block).
        '& .leaflet-control-attribution a': { textDecoration: 'underline' },
      }}
    >
      <MapContainer
        center={location ?? MAP_DEFAULT_CENTRE}
        zoom={location ? 15 : 11}
        style={{ height: '100%' }}
        aria-label="Map"
      >
        <TileLayer
          url={tiles.url}
          attribution={tiles.attribution}
          eventHandlers={{
            tileload: () => setTileState('loaded'),
            tileerror: () => setTileState((state) => (state === 'loaded' ? state : 'failed')),
          }}
        />
        {location && (
          <Marker
            position={location}
            icon={PIN}
            title="Place location"
            alt="Place location"
            draggable={Boolean(onChange)}
            eventHandlers={{
              dragend: (event) => onChange?.((event.target as { getLatLng: () => LatLngLiteral }).getLatLng()),
            }}
          />
        )}
        <FollowLocation location={location} />
        {onChange && <ClickToPlace onChange={onChange} />}
      </MapContainer>
      {tileState === 'failed' && (
        <Chip
          role="status"
          label={MAP_TILES_UNAVAILABLE}
          size="small"
          sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1000, bgcolor: 'background.paper' }}
        />
      )}
    </Box>
  );
}
