import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import type { TAreaTabProps } from '../../components/resource/area/area-types';
import { DetailField } from '../../components/resource/detail/detail-field';
import { DetailFieldGrid, itemDates } from '../../components/resource/detail/detail-field-grid';
import { FlagCheckboxes } from '../../components/resource/detail/flag-checkboxes';
import { InProductButton } from '../../components/resource/detail/in-product-button';
import { ItemToolbar } from '../../components/resource/detail/item-toolbar';
import { NotesBox } from '../../components/resource/detail/notes-box';
import { useNamedValues } from '../../lib/app-data';
import type { TCityDetails } from './city-record';

const CITIES = 'destinations';

/** The city's details tab (part 1 §2): publish toggle with lock, in{product}, edit, delete, the fields, notes and flags. */
export function CityDetailsTab({ item: city }: TAreaTabProps<TCityDetails>) {
  const continents = useNamedValues('continentName');
  const continent = continents?.find((c) => c.value === city.continent)?.name ?? city.continent;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ItemToolbar item={city} end={<InProductButton path={CITIES} item={city} />} />
      <DetailFieldGrid
        entries={[
          ['State', city.state],
          ['Country', city.country],
          ['Continent', continent],
          ['Destination pack', city.destinationPack?.name],
          ...itemDates(city),
          ['Place id', city.placeId],
          ['Location', city.location ? `${city.location.lat}, ${city.location.lng}` : null],
        ]}
      />
      <Box component="dl" sx={{ display: 'grid', gap: 2, m: 0 }}>
        <DetailField label="Byline" value={city.byline} />
        <DetailField label="Short description" value={city.shortDescription} />
        <DetailField label="Description" value={city.description} />
        <DetailField label="Before you go" value={city.beforeYouGo} />
        <DetailField label="What's inside" value={city.whatsInside} />
      </Box>
      <Divider />
      <FlagCheckboxes path={CITIES} id={city.id} newlyAdded={city.newlyAdded} recentlyUpdated={city.recentlyUpdated} />
      <NotesBox path={CITIES} id={city.id} notes={city.notes} />
    </Box>
  );
}
