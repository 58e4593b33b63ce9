import { arrayMove } from '@dnd-kit/sortable';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type Control, Controller } from 'react-hook-form';
import { AutocompleteBox } from '../../components/mentions/autocomplete-box';
import { SortableList } from '../../components/resource/relation/sortable-list';
import type { TEatineraryFormInput } from './eatinerary-form-schema';

import { FormTextField } from '../../components/resource/form/form-text-field';

type TPlaceRef = { id: number; name: string };

export type TSectionFieldsProps = {
  control: Control<TEatineraryFormInput>;
  index: number;
  /** The chosen city: the place search is limited to it (part 1 §2). */
  cityId: number | null;
  /** Delete Section; absent on the first section. */
  onDelete?: () => void;
};

/**
 * One section of the eatinerary form: Section title, Description, a place search (places of the chosen city, cleared
 * after each choice, places already chosen not offered) and the chosen places, reorderable and removable.
 */
export function SectionFields({ control, index, cityId, onDelete }: TSectionFieldsProps) {
  const number = index + 1;
  return (
    <Paper variant="outlined" role="group" aria-label={`Section ${number}`} sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
          Section {number}
        </Typography>
        {onDelete && (
          <Button color="error" onClick={onDelete}>
            Delete Section
          </Button>
        )}
      </Box>
      <FormTextField control={control} name={`sections.${index}.title`} label="Section title" />
      <FormTextField
        control={control}
        name={`sections.${index}.description`}
        label="Description"
        multiline
        minRows={2}
      />
      <Controller
        control={control}
        name={`sections.${index}.places`}
        render={({ field }) => {
          const places: TPlaceRef[] = field.value ?? [];
          const add = (place: TPlaceRef) => {
            // Part 1 §4: a place already in the section is not added again.
            if (!places.some((p) => p.id === place.id)) field.onChange([...places, { id: place.id, name: place.name }]);
          };
          return (
            <Box sx={{ display: 'grid', gap: 1 }}>
              <AutocompleteBox
                label={`Search places for section ${number}`}
                docType="Establishment"
                destinationId={cityId ?? undefined}
                excludeIds={places.map((p) => p.id)}
                disabled={cityId === null}
                helperText={cityId === null ? 'Choose a city first' : undefined}
                onSelect={(hit) => add({ id: hit.id, name: hit.name })}
              />
              {places.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  No places chosen.
                </Typography>
              ) : (
                <SortableList
                  label={`Places of section ${number}`}
                  items={places}
                  onMove={(from, to) => field.onChange(arrayMove(places, from, to))}
                  renderItem={(place) => (
                    <>
                      <ListItemText primary={place.name} />
                      <IconButton
                        aria-label={`Remove ${place.name}`}
                        size="small"
                        onClick={() => field.onChange(places.filter((p) => p.id !== place.id))}
                      >
                        <CloseIcon fontSize="small" />
                      </IconButton>
                    </>
                  )}
                />
              )}
            </Box>
          );
        }}
      />
    </Paper>
  );
}
