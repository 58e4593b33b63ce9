import type { TResourceDef } from '@mise/contracts/common/resource';
import { useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { controlledFieldProps } from '../form/controlled-field-props';
import { ReferenceSelect } from './reference-select';

export type TFormReferenceSelectProps<TValues extends FieldValues, TTransformed> = {
  /** The type chosen from (a city: `cityResource`). */
  resource: TResourceDef;
  control: Control<TValues, unknown, TTransformed>;
  /** The form field holding the chosen item's id (null when none). */
  name: Path<TValues>;
  id?: string;
  label?: string;
  required?: boolean;
  /** The name of the item the form opens with, which the box shows. */
  initialName?: string;
  /** Called with the newly chosen item's id before the field changes (the form can still read the previous one). */
  onChoose?: (id: number | null) => void;
};

/**
 * An item of another type chosen by name for a react-hook-form form: the field holds its id, the box shows its name, the
 * schema's message under it.
 * @example
 * <FormReferenceSelect resource={cityResource} control={control} name="destinationId" required initialName={place?.destination?.name} />
 */
export function FormReferenceSelect<TValues extends FieldValues, TTransformed = TValues>(
  props: TFormReferenceSelectProps<TValues, TTransformed>,
) {
  const { control, name, initialName = '', onChoose, ...rest } = props;
  const [chosenName, setChosenName] = useState(initialName);
  return (
    <Controller
      control={control}
      name={name}
      render={(state) => (
        <ReferenceSelect
          {...rest}
          {...controlledFieldProps(state)}
          value={typeof state.field.value === 'number' ? { id: state.field.value, name: chosenName } : null}
          onChange={(option) => {
            onChoose?.(option?.id ?? null);
            setChosenName(option?.name ?? '');
            state.field.onChange(option ? option.id : null);
          }}
        />
      )}
    />
  );
}
