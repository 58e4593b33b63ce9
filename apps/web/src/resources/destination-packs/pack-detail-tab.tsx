import { DEFAULT_PACK_NAME } from '@mise/contracts/resources/destination-pack';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '../../app/shell/toast';
import { DeleteButton } from '../../components/resource/delete-button';
import { useDeleteItem } from '../../components/resource/use-delete-item';
import { formatDate } from '../../lib/format';
import { PACK_MSG, PACKS_PATH, packPrice, type TPack } from './api';
import { PackForm } from './pack-form';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value || '—'}
      </Typography>
    </Box>
  );
}

/**
 * A pack's detail (part 1 §2): name, price, dates and edit. The DEFAULT pack offers only edit; other
 * packs may also be deleted (their cities keep existing, without a pack). See docs/decisions.md.
 */
export function PackDetailTab({ pack }: { pack: TPack }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteItem(PACKS_PATH);
  const navigate = useNavigate();
  const { search } = useLocation();
  const toast = useToast();
  const isDefault = pack.name === DEFAULT_PACK_NAME;

  const onDelete = () =>
    remove.mutateAsync(pack.id, {
      onSuccess: () => {
        toast.success(PACK_MSG.deleted);
        navigate({ pathname: '/dashboard/destination-packs', search });
      },
      onError: () => toast.error(PACK_MSG.deleteFailed),
    });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box role="toolbar" aria-label="Destination pack actions" sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <IconButton aria-label="Edit" onClick={() => setEditing(true)}>
          <EditIcon />
        </IconButton>
        {!isDefault && <DeleteButton message="Are you sure you want to delete this destination pack?" onConfirm={onDelete} />}
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, m: 0 }}>
        <Field label="Name" value={pack.name} />
        <Field label="Subscription" value={packPrice(pack)} />
        <Field label="Currency" value={`${pack.currencySymbol} ${pack.currencyValue}`} />
        <Field label="Duration" value={`${pack.durationValue} ${pack.durationType}`} />
        <Field label="Created" value={formatDate(pack.created)} />
        <Field label="Modified" value={formatDate(pack.updated)} />
      </Box>
      {editing && <PackForm pack={pack} onClose={() => setEditing(false)} />}
    </Box>
  );
}
