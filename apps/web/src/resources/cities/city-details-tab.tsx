import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useToast } from '../../app/shell/toast';
import { DeleteButton } from '../../components/resource/delete-button';
import { FlagCheckboxes } from '../../components/resource/flag-checkboxes';
import { NotesBox } from '../../components/resource/notes-box';
import { PublishToggle } from '../../components/resource/publish-toggle';
import { useDeleteAndReturn } from '../../components/resource/use-delete-and-return';
import { useItemPatch } from '../../components/resource/use-item-patch';
import { errorMessage } from '../../lib/api-client';
import { useProductName, useSetting } from '../../lib/app-data';
import { formatDate } from '../../lib/format';
import { CITIES_PATH, type TCityDetails } from './api';
import { CityForm } from './city-form';
import { CITY_MSG } from './use-city-save';
import { DetailField } from '../../components/resource/detail-field';

/** 'Add to {product}' / 'Remove from {product}', toggling in{product} (`inGuide`). */
function InProductButton({ city }: { city: TCityDetails }) {
  const product = useProductName();
  const patch = useItemPatch({ path: CITIES_PATH, id: city.id });
  const toast = useToast();
  return (
    <Button
      variant={city.inGuide ? 'outlined' : 'contained'}
      disabled={patch.isPending}
      onClick={() => patch.mutate({ inGuide: !city.inGuide }, { onError: (error) => toast.error(errorMessage(error)) })}
    >
      {city.inGuide ? `Remove from ${product}` : `Add to ${product}`}
    </Button>
  );
}

/** The city's details tab (part 1 §2): publish toggle with lock, edit, delete, in{product}, the fields, notes and flags. */
export function CityDetailsTab({ city }: { city: TCityDetails }) {
  const [editing, setEditing] = useState(false);
  const continents = useSetting<{ name: string; value: string }[]>('continentName');
  const continent = continents?.find((c) => c.value === city.continent)?.name ?? city.continent;

  const deleteAndReturn = useDeleteAndReturn({ path: CITIES_PATH, listUrl: '/dashboard/cities', messages: CITY_MSG });
  const onDelete = () => deleteAndReturn(city.id);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box role="toolbar" aria-label="City actions" sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <PublishToggle path={CITIES_PATH} id={city.id} published={city.isPublished} />
        <Box sx={{ flex: 1 }} />
        <InProductButton city={city} />
        <IconButton aria-label="Edit" onClick={() => setEditing(true)}>
          <EditIcon />
        </IconButton>
        <DeleteButton message="Are you sure you want to delete this city?" onConfirm={onDelete} />
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, m: 0 }}>
        <DetailField label="State" value={city.state} />
        <DetailField label="Country" value={city.country} />
        <DetailField label="Continent" value={continent} />
        <DetailField label="Destination pack" value={city.destinationPack?.name} />
        <DetailField label="Created" value={formatDate(city.created)} />
        <DetailField label="Modified" value={formatDate(city.updated)} />
        <DetailField label="Place id" value={city.placeId} />
        <DetailField label="Location" value={city.location ? `${city.location.lat}, ${city.location.lng}` : null} />
      </Box>
      <Box component="dl" sx={{ display: 'grid', gap: 2, m: 0 }}>
        <DetailField label="Byline" value={city.byline} />
        <DetailField label="Short description" value={city.shortDescription} />
        <DetailField label="Description" value={city.description} />
        <DetailField label="Before you go" value={city.beforeYouGo} />
        <DetailField label="What's inside" value={city.whatsInside} />
      </Box>
      <Divider />
      <FlagCheckboxes path={CITIES_PATH} id={city.id} newlyAdded={city.newlyAdded} recentlyUpdated={city.recentlyUpdated} />
      <NotesBox path={CITIES_PATH} id={city.id} notes={city.notes} />
      {editing && <CityForm city={city} onClose={() => setEditing(false)} />}
    </Box>
  );
}
