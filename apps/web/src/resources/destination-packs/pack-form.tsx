import { zodResolver } from '@hookform/resolvers/zod';
import { DURATION_TYPES } from '@mise/contracts/resources/destination-pack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '../../components/resource/form-dialog';
import { errorMessage } from '../../lib/api-client';
import type { TPack } from './api';
import { packFormValues, type TPackBody, type TPackFormInput, ZPackForm } from './pack-form-schema';
import { usePackSave } from './use-pack-save';

const DURATION_LABELS: Record<(typeof DURATION_TYPES)[number], string> = { year: 'Year', month: 'Month', week: 'Week' };

/** A number field's text: NaN (cleared) shows as empty. */
const shown = (value: unknown) => (typeof value === 'number' && !Number.isNaN(value) ? value : '');

/** Add Destination Pack / Edit Destination Pack (part 1 §2, §5). Number fields are converted on change. */
export function PackForm({ pack, onClose }: { pack?: TPack; onClose: () => void }) {
  const save = usePackSave(pack, onClose);
  const { control, handleSubmit } = useForm<TPackFormInput, unknown, TPackBody>({ resolver: zodResolver(ZPackForm), defaultValues: packFormValues(pack) });
  const formId = 'pack-form';

  return (
    <FormDialog open title={pack ? 'Edit Destination Pack' : 'Add Destination Pack'} onClose={onClose} formId={formId} saving={save.isPending}>
      <Box component="form" id={formId} noValidate onSubmit={handleSubmit((body) => save.mutate(body))} sx={{ display: 'grid', gap: 2 }}>
        <Controller
          control={control}
          name="name"
          render={({ field, fieldState }) => (
            <TextField {...field} id="pack-name" label="Name" required error={Boolean(fieldState.error)} helperText={fieldState.error?.message} />
          )}
        />
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Controller
            control={control}
            name="currencySymbol"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                id="pack-currency"
                label="Currency"
                required
                fullWidth
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="currencyValue"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                value={shown(field.value)}
                onChange={(e) => field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
                id="pack-currency-value"
                label="Currency value"
                type="number"
                required
                fullWidth
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        </Box>
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Controller
            control={control}
            name="durationValue"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                value={shown(field.value)}
                onChange={(e) => field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
                id="pack-duration-value"
                label="Duration Value"
                type="number"
                required
                fullWidth
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="durationType"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                id="pack-duration"
                select
                label="Duration"
                required
                fullWidth
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              >
                {DURATION_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {DURATION_LABELS[type]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Box>
        {save.error && <Alert severity="error">{errorMessage(save.error)}</Alert>}
      </Box>
    </FormDialog>
  );
}
