import MapIcon from '@mui/icons-material/Map';
import type { TAreaTabProps } from '../../components/resource/area/area-types';
import { EditorialDetails } from '../../components/resource/detail/editorial-details';
import { ExternalLinkButton } from '../../components/resource/detail/external-link-button';
import type { TLandmark } from './landmark-record';

/**
 * The landmark's details (part 2 §2 "Detail"): the editorial detail (publish, copy link, edit, delete, dates, the Newly
 * added and Recently updated flags, the descriptions with their mentions, notes) with the city, the location and the
 * maps url button.
 */
export function LandmarkDetailsTab({ item: landmark }: TAreaTabProps<TLandmark>) {
  return (
    <EditorialDetails
      item={landmark}
      // The spec leaves the public link's shape out; it follows the places' (docs/decisions.md).
      links={[{ path: `/landmarks/${landmark.slug || landmark.id}` }]}
      actions={<ExternalLinkButton url={landmark.address?.url} label="Open in maps" icon={<MapIcon />} />}
      entries={[
        ['City', landmark.destination?.name],
        ['Location', landmark.location ? `${landmark.location.lat}, ${landmark.location.lng}` : undefined],
      ]}
      mentions
    />
  );
}
