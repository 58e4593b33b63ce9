import type { TWireRecord } from '@mise/contracts/common/wire';
import type { TIncluded } from '@mise/contracts/includes';
import { eatineraryResource } from '@mise/contracts/resources/eatinerary';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { MentionView } from '../../components/mentions/mention-view';
import type { TAreaTabProps } from '../../components/resource/area-types';
import type { CITY_NAME } from '../../components/resource/city-include';
import { DetailFieldGrid, itemDates } from '../../components/resource/detail-field-grid';
import { FlagCheckboxes } from '../../components/resource/flag-checkboxes';
import { ItemToolbar } from '../../components/resource/item-toolbar';
import { EatinerarySections } from './eatinerary-sections';

/** An eatinerary as the detail loads it (with `CITY_NAME`): the record and its city's id and name. */
export type TEatinerary = TWireRecord<typeof eatineraryResource> &
  TIncluded<typeof eatineraryResource, typeof CITY_NAME>;

/** The eatinerary's details (part 1 §2): toolbar (publish, edit, delete), dates, flags, name, city, description and sections. */
export function EatineraryDetailsTab({ item }: TAreaTabProps<TEatinerary>) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ItemToolbar item={item} />
      <DetailFieldGrid entries={[['Name', item.name], ['City', item.destination?.name], ...itemDates(item)]} />
      <FlagCheckboxes
        path={eatineraryResource.path}
        id={item.id}
        newlyAdded={item.newlyAdded}
        recentlyUpdated={item.recentlyUpdated}
      />
      <Box component="section" aria-labelledby="eatinerary-description-heading">
        <Typography id="eatinerary-description-heading" variant="caption" color="text.secondary" component="h3">
          Description
        </Typography>
        <MentionView text={item.description} />
      </Box>
      <Divider />
      <EatinerarySections item={item} />
    </Box>
  );
}
