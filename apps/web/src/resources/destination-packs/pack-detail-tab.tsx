import { DEFAULT_PACK_NAME } from '@mise/contracts/resources/destination-pack';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { DeleteButton } from '../../components/resource/delete-button';
import { useDeleteAndReturn } from '../../components/resource/use-delete-and-return';
import { formatDate } from '../../lib/format';
import { PACK_MSG, PACKS_PATH, packPrice, type TPack } from './api';
import { PackForm } from './pack-form';
import { DetailField } from '../../components/resource/detail-field';

/**
 * A pack's detail (part 1 §2): name, price, dates and edit. The DEFAULT pack offers only edit; other
 * packs may also be deleted (their cities keep existing, without a pack). See docs/decisions.md.
 */
export function PackDetailTab({ pack }: { pack: TPack }) {
  const [editing, setEditing] = useState(false);
  const isDefault = pack.name === DEFAULT_PACK_NAME;

  const deleteAndReturn = useDeleteAndReturn({ path: PACKS_PATH, listUrl: '/dashboard/destination-packs', messages: PACK_MSG });
  const onDelete = () => deleteAndReturn(pack.id);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box role="toolbar" aria-label="Destination pack actions" sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <IconButton aria-label="Edit" onClick={() => setEditing(true)}>
          <EditIcon />
        </IconButton>
        {!isDefault && <DeleteButton message="Are you sure you want to delete this destination pack?" onConfirm={onDelete} />}
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, m: 0 }}>
        <DetailField label="Name" value={pack.name} />
        <DetailField label="Subscription" value={packPrice(pack)} />
        <DetailField label="Currency" value={`${pack.currencySymbol} ${pack.currencyValue}`} />
        <DetailField label="Duration" value={`${pack.durationValue} ${pack.durationType}`} />
        <DetailField label="Created" value={formatDate(pack.created)} />
        <DetailField label="Modified" value={formatDate(pack.updated)} />
      </Box>
      {editing && <PackForm pack={pack} onClose={() => setEditing(false)} />}
    </Box>
  );
}
