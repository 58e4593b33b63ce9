import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { MentionView } from '../../components/mentions/mention-view';
import { DeleteButton } from '../../components/resource/delete-button';
import { FlagCheckboxes } from '../../components/resource/flag-checkboxes';
import { PublishToggle } from '../../components/resource/publish-toggle';
import { useDeleteAndReturn } from '../../components/resource/use-delete-and-return';
import { formatDate } from '../../lib/format';
import { EATERIES_PATH, EATINERARIES_URL, EATINERARY_MSG, type TEatinerary } from './api';
import { EatineraryForm } from './eatinerary-form';
import { EatinerarySections } from './eatinerary-sections';
import { DetailField } from '../../components/resource/detail-field';

/** The eatinerary's details (part 1 §2): toolbar (publish, edit, delete), dates, flags, name, city, description and sections. */
export function EatineraryDetailsTab({ item }: { item: TEatinerary }) {
  const [editing, setEditing] = useState(false);

  const deleteAndReturn = useDeleteAndReturn({ path: EATERIES_PATH, listUrl: EATINERARIES_URL, messages: EATINERARY_MSG });
  const onDelete = () => deleteAndReturn(item.id);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box role="toolbar" aria-label="Eatinerary actions" sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <PublishToggle path={EATERIES_PATH} id={item.id} published={item.isPublished} />
        <Box sx={{ flex: 1 }} />
        <IconButton aria-label="Edit" onClick={() => setEditing(true)}>
          <EditIcon />
        </IconButton>
        <DeleteButton message={EATINERARY_MSG.deleteQuestion} onConfirm={onDelete} />
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, m: 0 }}>
        <DetailField label="Name" value={item.name} />
        <DetailField label="City" value={item.destination?.name} />
        <DetailField label="Created" value={formatDate(item.created)} />
        <DetailField label="Modified" value={formatDate(item.updated)} />
      </Box>
      <FlagCheckboxes path={EATERIES_PATH} id={item.id} newlyAdded={item.newlyAdded} recentlyUpdated={item.recentlyUpdated} />
      <Box component="section" aria-labelledby="eatinerary-description-heading">
        <Typography id="eatinerary-description-heading" variant="caption" color="text.secondary" component="h3">
          Description
        </Typography>
        <MentionView text={item.description} />
      </Box>
      <Divider />
      <EatinerarySections item={item} />
      {editing && <EatineraryForm item={item} onClose={() => setEditing(false)} />}
    </Box>
  );
}
