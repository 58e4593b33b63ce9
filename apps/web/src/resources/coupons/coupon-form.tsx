import { zodResolver } from '@hookform/resolvers/zod';
import { DISCOUNT_TYPES } from '@mise/contracts/resources/coupon';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import type { TextFieldProps } from '@mui/material/TextField';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '../../components/resource/form-dialog';
import { FormTextField } from '../../components/resource/form-text-field';
import { errorMessage } from '../../lib/api-client';
import { type TCoupon, useWorldPack } from './api';
import { couponFormSchema, couponFormValues, type TCouponBody, type TCouponFormValues } from './coupon-form-schema';
import { useCouponSave } from './use-coupon-save';

type TFieldName = keyof TCouponFormValues;

/** Add Coupon / Edit Coupon, a full-screen dialog (part 1 §2) with every rule of part 1 §5; dates are New York wall times. */
export function CouponForm({ coupon, onClose }: { coupon?: TCoupon; onClose: () => void }) {
  const save = useCouponSave(coupon, onClose);
  const world = useWorldPack();
  const packId = world.data?.id ?? coupon?.packBenefits?.packId ?? null;
  const schema = useMemo(() => couponFormSchema(packId), [packId]);
  const { control, handleSubmit } = useForm<TCouponFormValues, unknown, TCouponBody>({
    resolver: zodResolver(schema),
    defaultValues: couponFormValues(coupon),
  });
  const discountType = useWatch({ control, name: 'discountType' });
  const formId = 'coupon-form';

  const text = (name: TFieldName, label: string, extra: Partial<Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>> = {}) => (
    <FormTextField control={control} name={name} id={`coupon-form-${name}`} label={label} fullWidth {...extra} />
  );
  const wallTime = { type: 'datetime-local', slotProps: { inputLabel: { shrink: true } } } as const;
  const whole = { type: 'number', slotProps: { htmlInput: { min: 1, step: 1 } } } as const;

  return (
    <FormDialog open title={coupon ? 'Edit Coupon' : 'Add Coupon'} onClose={onClose} formId={formId} saving={save.isPending}>
      <Box component="form" id={formId} noValidate onSubmit={handleSubmit((body) => save.mutate(body))} sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 2 }}>
          {text('name', 'Name', { required: true, autoFocus: true })}
          {text('code', 'Code', { required: true })}
        </Box>
        <Box sx={{ display: 'flex', gap: 2 }}>
          {text('discountType', 'Discount type', {
            required: true,
            select: true,
            children: DISCOUNT_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            )),
          })}
          {text('discountValue', 'Discount value', {
            required: true,
            type: 'number',
            slotProps: {
              htmlInput: { min: 0, step: 'any' },
              input: discountType ? { endAdornment: <InputAdornment position="end">{discountType === 'percent' ? '%' : 'flat'}</InputAdornment> } : undefined,
            },
          })}
        </Box>
        <Box sx={{ display: 'flex', gap: 2 }}>
          {text('startDate', 'Start date (New York time)', { required: true, ...wallTime })}
          {text('endDate', 'End date (New York time)', wallTime)}
        </Box>
        <Box sx={{ display: 'flex', gap: 2 }}>
          {text('claimLimit', 'Claim limit', { ...whole, helperText: 'Leave empty for no limit' })}
          {text('packMonths', 'Extra pack months', {
            type: 'number',
            slotProps: { htmlInput: { min: 0, step: 1 } },
            helperText: world.data ? `Added to ${world.data.name} (${world.data.durationValue} ${world.data.durationType})` : 'Months added to the WORLD pack',
          })}
        </Box>
        {save.error && <Alert severity="error">{errorMessage(save.error)}</Alert>}
      </Box>
    </FormDialog>
  );
}
