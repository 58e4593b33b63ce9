import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { type Control, Controller, type FieldPath } from 'react-hook-form';
import { joinClock, maskClock, splitClock, type TMeridiem } from './opening-hours';
import type { TPlaceFormInput, TPlaceFormValues } from './place-form-schema';

type TClockFieldProps = {
  control: Control<TPlaceFormInput, unknown, TPlaceFormValues>;
  name: FieldPath<TPlaceFormInput>;
  id: string;
  /** The time's label, 'Monday opens'. */
  label: string;
  /** The AM/PM buttons' group, 'Monday opening AM or PM' (not starting with `label`, so the label finds the time alone). */
  meridiemLabel: string;
  /** AM or PM shown while the slot is empty (opening AM, closing PM). */
  fallback: TMeridiem;
  disabled?: boolean;
};

/**
 * One end of a time slot on the 12-hour mask (part 2 §5): 'hh:mm' typed as digits beside an AM/PM choice, held as one
 * form value ('05:30 PM') that is stored HHmm.
 * @example
 * <ClockField control={control} name="days.1.slots.0.open" id="place-form-monday-0-open" label="Monday opens" meridiemLabel="Monday opening AM or PM" fallback="AM" />
 */
export function ClockField({ control, name, id, label, meridiemLabel, fallback, disabled = false }: TClockFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const { time, meridiem } = splitClock(typeof field.value === 'string' ? field.value : '', fallback);
        return (
          <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
            <TextField
              id={id}
              name={field.name}
              inputRef={field.ref}
              onBlur={field.onBlur}
              label={label}
              value={time}
              placeholder="hh:mm"
              size="small"
              disabled={disabled}
              onChange={(e) => {
                const typed = maskClock(e.target.value);
                field.onChange(joinClock(typed.time, typed.meridiem ?? meridiem));
              }}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
              sx={{ flex: 1, minWidth: 0 }}
            />
            <ToggleButtonGroup
              exclusive
              size="small"
              value={meridiem}
              disabled={disabled}
              aria-label={meridiemLabel}
              onChange={(_event, next: TMeridiem | null) => {
                if (next) field.onChange(joinClock(time, next));
              }}
            >
              <ToggleButton value="AM">AM</ToggleButton>
              <ToggleButton value="PM">PM</ToggleButton>
            </ToggleButtonGroup>
          </Box>
        );
      }}
    />
  );
}
