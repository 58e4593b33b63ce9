import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { type Control, useFieldArray } from 'react-hook-form';
import { FormTextField } from '../../components/resource/form/form-text-field';
import type { TPlaceFormInput, TPlaceFormValues } from './place-form-schema';

type TControl = Control<TPlaceFormInput, unknown, TPlaceFormValues>;

/** One row of two fields and, when it may go, a remove button. */
function PairRow({
  children,
  onRemove,
  removeLabel,
}: {
  children: ReactNode;
  onRemove?: () => void;
  removeLabel: string;
}) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr auto', gap: 1, alignItems: 'start' }}>
      {children}
      {onRemove ? (
        <IconButton aria-label={removeLabel} onClick={onRemove}>
          <DeleteIcon />
        </IconButton>
      ) : (
        <Box sx={{ width: 40 }} />
      )}
    </Box>
  );
}

/** Google and Yelp (their names fixed, values optional) and custom name/value pairs, both required (part 2 §5). */
export function PlaceRatingsFields({ control }: { control: TControl }) {
  const rows = useFieldArray({ control, name: 'ratings' });
  return (
    <>
      {rows.fields.map((row, index) => (
        <PairRow
          key={row.id}
          onRemove={row.custom ? () => rows.remove(index) : undefined}
          removeLabel={`Remove rating ${index + 1}`}
        >
          <FormTextField
            control={control}
            name={`ratings.${index}.name`}
            id={`place-form-rating-name-${index}`}
            label="Rating name"
            required={row.custom}
            slotProps={{ htmlInput: { readOnly: !row.custom } }}
          />
          <FormTextField
            control={control}
            name={`ratings.${index}.value`}
            id={`place-form-rating-value-${index}`}
            label={row.custom ? 'Rating value' : `${row.name} rating`}
            required={row.custom}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </PairRow>
      ))}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => rows.append({ name: '', value: '', custom: true })}>
          Add rating
        </Button>
      </Box>
    </>
  );
}

/** Platform name and url pairs, each required (part 2 §5). */
export function PlaceSocialFields({ control }: { control: TControl }) {
  const rows = useFieldArray({ control, name: 'socialUrls' });
  return (
    <>
      {rows.fields.map((row, index) => (
        <PairRow key={row.id} onRemove={() => rows.remove(index)} removeLabel={`Remove social media url ${index + 1}`}>
          <FormTextField
            control={control}
            name={`socialUrls.${index}.name`}
            id={`place-form-social-name-${index}`}
            label="Platform name"
            required
          />
          <FormTextField
            control={control}
            name={`socialUrls.${index}.url`}
            id={`place-form-social-url-${index}`}
            label="Url"
            required
          />
        </PairRow>
      ))}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => rows.append({ name: '', url: '' })}>
          Add social media url
        </Button>
      </Box>
    </>
  );
}
