import { LANDMARK_NEARBY_DEFAULT } from '@mise/contracts/resources/landmark';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PublishLock } from '../../components/resource/detail/publish-toggle';
import { errorMessage } from '../../lib/api-client';
import { client } from '../../lib/client';
import { useDebounced } from '../../lib/use-debounced';

const TITLE_ID = 'landmark-nearby-title';

/** What the side list says instead of rows. */
function Note({ children }: { children: string }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}

/**
 * The form's side list (part 2 §2): the chosen city's landmarks nearest the location, nearest first, each with its
 * distance in miles (part 2 §9); from the city's own location until the landmark has one. Leaves out the landmark
 * being edited.
 * @example
 * <LandmarkNearbyList cityId={4} location={{ lat: 38.7, lng: -9.1 }} excludeId={landmark?.id} />
 */
export function LandmarkNearbyList({
  cityId,
  location,
  excludeId,
}: {
  cityId: number | null;
  location: { lat: number; lng: number } | null;
  excludeId?: number;
}) {
  // Typing a coordinate asks once the typing pauses (compared as text: the form hands a new object each render).
  const settled = useDebounced(location ? `${location.lat},${location.lng}` : '', 400);
  const at = settled ? { lat: Number(settled.split(',')[0]), lng: Number(settled.split(',')[1]) } : null;
  const query = { destinationId: cityId ?? 0, lat: at?.lat, lng: at?.lng, excludeId, limit: LANDMARK_NEARBY_DEFAULT };
  const nearby = useQuery({
    ...client.landmark.nearby.options({ query }),
    enabled: cityId !== null,
    placeholderData: keepPreviousData,
  });
  const answer = cityId === null ? undefined : nearby.data;
  return (
    <Box component="aside" aria-labelledby={TITLE_ID} sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
      <Typography id={TITLE_ID} variant="subtitle1" component="h3">
        Nearby landmarks
      </Typography>
      {cityId === null ? (
        <Note>Choose a city to see its landmarks nearby</Note>
      ) : nearby.error ? (
        <Note>{errorMessage(nearby.error)}</Note>
      ) : !answer ? (
        <Note>Loading…</Note>
      ) : answer.from === null ? (
        <Note>Give the location to see landmarks nearby</Note>
      ) : (
        <>
          <Note>{at ? 'Distances from this location' : "Distances from the city's centre"}</Note>
          {answer.landmarks.length === 0 && <Note>No other landmarks in this city</Note>}
          <List dense aria-labelledby={TITLE_ID} disablePadding>
            {answer.landmarks.map((l) => (
              <ListItem
                key={l.id}
                disableGutters
                secondaryAction={l.isPublished ? undefined : <PublishLock published={false} />}
              >
                <ListItemText primary={l.name} secondary={`${l.miles.toFixed(1)} mi`} />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
}
