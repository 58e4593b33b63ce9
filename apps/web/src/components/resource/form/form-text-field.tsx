import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

export type TFormTextFieldProps<TValues extends FieldValues, TTransformed> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<TValues, unknown, TTransformed>;
  name: Path<TValues>;
  /** A number field: an empty box holds NaN (so the schema says the field is required) and numbers are converted on change. */
  numeric?: boolean;
};

const shownNumber = (value: unknown) => (typeof value === 'number' && !Number.isNaN(value) ? value : '');

/**
 * A text field of a react-hook-form form, with the schema's message under it (part 1 §5: messages next to the field).
 * @example
 * <FormTextField control={control} name="name" id="pack-name" label="Name" required fullWidth />
 * <FormTextField control={control} name="currencyValue" id="pack-currency-value" label="Currency value" type="number" numeric />
 */
export function FormTextField<TValues extends FieldValues, TTransformed = TValues>(
  props: TFormTextFieldProps<TValues, TTransformed>,
) {
  const { control, name, numeric = false, helperText, ...rest } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          {...field}
          value={numeric ? shownNumber(field.value) : (field.value ?? '')}
          onChange={
            numeric
              ? (e) => field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))
              : field.onChange
          }
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
