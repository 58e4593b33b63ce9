import { zodResolver } from '@hookform/resolvers/zod';
import type { TWireRecord } from '@mise/contracts/common/wire';
import { DISCOUNT_TYPE_LABELS, DISCOUNT_TYPES } from '@mise/contracts/resources/coupon';
import { WORLD_ROLE_NAME, type destinationPackResource } from '@mise/contracts/resources/destination-pack';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import type { TextFieldProps } from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { AreaFormDialog } from '../../components/resource/area/area-form';
import type { TAreaFormProps } from '../../components/resource/area/area-types';
import { FormTextField } from '../../components/resource/form/form-text-field';
import { client } from '../../lib/client';
import type { TCoupon } from './coupon-details-tab';
import { couponFormSchema, couponFormValues, type TCouponBody, type TCouponFormValues } from './coupon-form-schema';

type TFieldName = keyof TCouponFormValues;
type TWorldPack = Pick<TWireRecord<typeof destinationPackResource>, 'id' | 'name' | 'durationValue' | 'durationType'>;
const WORLD_PACK = {
  where: { roleName: WORLD_ROLE_NAME },
  limit: 1,
  fields: ['id', 'name', 'durationValue', 'durationType'],
};

/**
 * The pack whose role name is WORLD, whose duration coupons extend (part 1 §6); null when there is none.
 * @example
 * const { data: world } = useWorldPack();
 */
function useWorldPack() {
  return useQuery({
    ...client.destinationPack.list.options({ query: { filter: WORLD_PACK } }),
    select: (rows) => {
      // Generic rows are typed loosely (any resource's columns); the filter asks for exactly these fields.
      const [pack] = rows as TWorldPack[];
      return pack ?? null;
    },
    staleTime: 60_000,
  });
}

/** Add Coupon / Edit Coupon, a full-screen dialog (part 1 §2) with every rule of part 1 §5; dates are New York wall times. */
export function CouponForm({ item: coupon, onClose, save }: TAreaFormProps<TCoupon>) {
  const world = useWorldPack();
  const packId = world.data?.id ?? coupon?.packBenefits?.packId ?? null;
  const schema = useMemo(() => couponFormSchema(packId), [packId]);
  const { control, handleSubmit, formState } = useForm<TCouponFormValues, unknown, TCouponBody>({
    resolver: zodResolver(schema),
    defaultValues: couponFormValues(coupon),
  });
  const discountType = useWatch({ control, name: 'discountType' });

  const text = (
    name: TFieldName,
    label: string,
    extra: Partial<Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>> = {},
  ) => <FormTextField control={control} name={name} id={`coupon-form-${name}`} label={label} fullWidth {...extra} />;
  const wallTime = { type: 'datetime-local', slotProps: { inputLabel: { shrink: true } } } as const;
  const whole = { type: 'number', slotProps: { htmlInput: { min: 1, step: 1 } } } as const;

  return (
    <AreaFormDialog
      dirty={formState.isDirty}
      formId="coupon-form"
      editing={Boolean(coupon)}
      save={save}
      onClose={onClose}
      onSubmit={handleSubmit((body) => save.mutate(body))}
    >
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
              {DISCOUNT_TYPE_LABELS[type]}
            </MenuItem>
          )),
        })}
        {text('discountValue', 'Discount value', {
          required: true,
          type: 'number',
          slotProps: {
            htmlInput: { min: 0, step: 'any' },
            input: discountType
              ? {
                  endAdornment: (
                    <InputAdornment position="end">{discountType === 'percent' ? '%' : 'flat'}</InputAdornment>
                  ),
                }
              : undefined,
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
          helperText: world.data
            ? `Added to ${world.data.name} (${world.data.durationValue} ${world.data.durationType})`
            : 'Months added to the WORLD pack',
        })}
      </Box>
    </AreaFormDialog>
  );
}
