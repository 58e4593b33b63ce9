import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import { type Control, Controller, useFieldArray, useWatch } from 'react-hook-form';
import { ClockField } from './clock-field';
import { WEEK_DAYS } from './opening-hours';
import type { TPlaceFormInput, TPlaceFormValues } from './place-form-schema';

type TControl = Control<TPlaceFormInput, unknown, TPlaceFormValues>;

/** One day: open or not, and its time slots on the 12-hour mask; slots are off while the day is closed. */
function DayHours({ control, index }: { control: TControl; index: number }) {
  const day = WEEK_DAYS[index];
  const slots = useFieldArray({ control, name: `days.${index}.slots` });
  const open = useWatch({ control, name: `days.${index}.open` });
  return (
    <Box
      role="group"
      aria-label={day}
      sx={{ display: 'grid', gridTemplateColumns: '160px 1fr', gap: 1, alignItems: 'start' }}
    >
      <Controller
        control={control}
        name={`days.${index}.open`}
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
            label={day}
          />
        )}
      />
      <Box sx={{ display: 'grid', gap: 1 }}>
        {slots.fields.map((slot, slotIndex) => (
          <Box key={slot.id} sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr auto', gap: 1, alignItems: 'start' }}>
            {(['open', 'close'] as const).map((end) => (
              <ClockField
                key={end}
                control={control}
                name={`days.${index}.slots.${slotIndex}.${end}`}
                id={`place-form-${day.toLowerCase()}-${slotIndex}-${end}`}
                label={`${day} ${end === 'open' ? 'opens' : 'closes'}`}
                meridiemLabel={`${day} ${end === 'open' ? 'opening' : 'closing'} AM or PM`}
                fallback={end === 'open' ? 'AM' : 'PM'}
                disabled={!open}
              />
            ))}
            <IconButton aria-label={`Remove ${day} slot ${slotIndex + 1}`} onClick={() => slots.remove(slotIndex)}>
              <DeleteIcon />
            </IconButton>
          </Box>
        ))}
        <Box>
          <Button
            size="small"
            startIcon={<AddIcon />}
            disabled={!open}
            onClick={() => slots.append({ open: '', close: '' })}
          >
            Add {day} hours
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

/** Open days, Sunday to Saturday (part 2 §2): per day a toggle and time slots, stored HHmm. */
export function PlaceHoursFields({ control }: { control: TControl }) {
  return (
    <>
      {WEEK_DAYS.map((day, index) => (
        <DayHours key={day} control={control} index={index} />
      ))}
    </>
  );
}
