import { zodResolver } from '@hookform/resolvers/zod';
import { DURATION_TYPES } from '@mise/contracts/resources/destination-pack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../components/resource/form-dialog';
import { FormTextField } from '../../components/resource/form-text-field';
import { errorMessage } from '../../lib/api-client';
import type { TPack } from './api';
import { packFormValues, type TPackBody, type TPackFormInput, ZPackForm } from './pack-form-schema';
import { usePackSave } from './use-pack-save';

const DURATION_LABELS: Record<(typeof DURATION_TYPES)[number], string> = { year: 'Year', month: 'Month', week: 'Week' };

/** Add Destination Pack / Edit Destination Pack (part 1 §2, §5). Number fields are converted on change. */
export function PackForm({ pack, onClose }: { pack?: TPack; onClose: () => void }) {
  const save = usePackSave(pack, onClose);
  const { control, handleSubmit } = useForm<TPackFormInput, unknown, TPackBody>({ resolver: zodResolver(ZPackForm), defaultValues: packFormValues(pack) });
  const formId = 'pack-form';

  return (
    <FormDialog open title={pack ? 'Edit Destination Pack' : 'Add Destination Pack'} onClose={onClose} formId={formId} saving={save.isPending}>
      <Box component="form" id={formId} noValidate onSubmit={handleSubmit((body) => save.mutate(body))} sx={{ display: 'grid', gap: 2 }}>
        <FormTextField control={control} name="name" id="pack-name" label="Name" required />
        <Box sx={{ display: 'flex', gap: 2 }}>
          <FormTextField control={control} name="currencySymbol" id="pack-currency" label="Currency" required fullWidth />
          <FormTextField control={control} name="currencyValue" id="pack-currency-value" label="Currency value" type="number" numeric required fullWidth />
        </Box>
        <Box sx={{ display: 'flex', gap: 2 }}>
          <FormTextField control={control} name="durationValue" id="pack-duration-value" label="Duration Value" type="number" numeric required fullWidth />
          <FormTextField control={control} name="durationType" id="pack-duration" select label="Duration" required fullWidth>
            {DURATION_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {DURATION_LABELS[type]}
              </MenuItem>
            ))}
          </FormTextField>
        </Box>
        {save.error && <Alert severity="error">{errorMessage(save.error)}</Alert>}
      </Box>
    </FormDialog>
  );
}
