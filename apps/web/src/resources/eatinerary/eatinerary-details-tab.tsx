import { eatineraryResource } from '@mise/contracts/resources/eatinerary';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { MentionView } from '../../components/mentions/mention-view';
import type { TAreaTabProps } from '../../components/resource/area/area-types';
import type { TEatinerary } from './eatinerary-record';
import { DetailFieldGrid, itemDates } from '../../components/resource/detail/detail-field-grid';
import { FlagCheckboxes } from '../../components/resource/detail/flag-checkboxes';
import { ItemToolbar } from '../../components/resource/detail/item-toolbar';
import { EatinerarySections } from './eatinerary-sections';

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
