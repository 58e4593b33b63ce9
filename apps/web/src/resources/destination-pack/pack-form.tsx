import { zodResolver } from '@hookform/resolvers/zod';
import { MSG } from '@mise/contracts/common/messages';
import { DURATION_TYPES, PACK_DEFAULTS, ZDestinationPackCreate } from '@mise/contracts/resources/destination-pack';
import { requiredText } from '@mise/contracts/resources/part1-fields';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AreaFormDialog } from '../../components/resource/area/area-form';
import type { TAreaFormProps } from '../../components/resource/area/area-types';
import { FormTextField } from '../../components/resource/form/form-text-field';
import type { TPack } from './pack-detail-tab';

/** The pack form (part 1 §5): the contract's rules, and the currency symbol required as the spec says. */
const ZPackForm = ZDestinationPackCreate.omit({ roleName: true }).extend({
  currencySymbol: requiredText(MSG.fieldRequired, 8),
});

const DURATION_LABELS: Record<(typeof DURATION_TYPES)[number], string> = { year: 'Year', month: 'Month', week: 'Week' };

/** An edit starts from the pack; an add from the defaults 10 / 0 / year (part 1 §9). */
function packFormValues(pack?: TPack): z.input<typeof ZPackForm> {
  return {
    name: pack?.name ?? '',
    currencySymbol: pack?.currencySymbol ?? '',
    currencyValue: pack?.currencyValue ?? PACK_DEFAULTS.currencyValue,
    durationValue: pack?.durationValue ?? PACK_DEFAULTS.durationValue,
    durationType: pack?.durationType ?? PACK_DEFAULTS.durationType,
  };
}

/** Add Destination Pack / Edit Destination Pack (part 1 §2, §5). Number fields are converted on change. */
export function PackForm({ item: pack, onClose, save }: TAreaFormProps<TPack>) {
  const { control, handleSubmit, formState } = useForm<z.input<typeof ZPackForm>, unknown, z.output<typeof ZPackForm>>({
    resolver: zodResolver(ZPackForm),
    defaultValues: packFormValues(pack),
  });
  return (
    <AreaFormDialog
      dirty={formState.isDirty}
      formId="pack-form"
      editing={Boolean(pack)}
      save={save}
      onClose={onClose}
      onSubmit={handleSubmit((body) => save.mutate(body))}
    >
      <FormTextField control={control} name="name" id="pack-name" label="Name" required />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <FormTextField control={control} name="currencySymbol" id="pack-currency" label="Currency" required fullWidth />
        <FormTextField
          control={control}
          name="currencyValue"
          id="pack-currency-value"
          label="Currency value"
          type="number"
          numeric
          required
          fullWidth
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <FormTextField
          control={control}
          name="durationValue"
          id="pack-duration-value"
          label="Duration Value"
          type="number"
          numeric
          required
          fullWidth
        />
        <FormTextField
          control={control}
          name="durationType"
          id="pack-duration"
          select
          label="Duration"
          required
          fullWidth
        >
          {DURATION_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {DURATION_LABELS[type]}
            </MenuItem>
          ))}
        </FormTextField>
      </Box>
    </AreaFormDialog>
  );
}
