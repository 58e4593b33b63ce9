import { useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { CitySelect } from './city-select';
import { controlledFieldProps } from '../form/controlled-field-props';

export type TFormCitySelectProps<TValues extends FieldValues, TTransformed> = {
  control: Control<TValues, unknown, TTransformed>;
  /** The form field holding the chosen city's id (null when none). */
  name: Path<TValues>;
  id?: string;
  label?: string;
  required?: boolean;
  /** The name of the city the form opens with, which the box shows. */
  initialName?: string;
  /** Called with the newly chosen city's id before the field changes (the form can still read the previous one). */
  onChoose?: (cityId: number | null) => void;
};

/**
 * A city chosen by name for a react-hook-form form: the field holds its id, the box shows its name, the schema's message under it.
 * @example
 * <FormCitySelect control={control} name="destinationId" id="place-form-city" required initialName={place?.destination?.name} />
 */
export function FormCitySelect<TValues extends FieldValues, TTransformed = TValues>(
  props: TFormCitySelectProps<TValues, TTransformed>,
) {
  const { control, name, initialName = '', onChoose, ...rest } = props;
  const [cityName, setCityName] = useState(initialName);
  return (
    <Controller
      control={control}
      name={name}
      render={(state) => (
        <CitySelect
          {...rest}
          {...controlledFieldProps(state)}
          value={typeof state.field.value === 'number' ? { id: state.field.value, name: cityName } : null}
          onChange={(city) => {
            onChoose?.(city?.id ?? null);
            setCityName(city?.name ?? '');
            state.field.onChange(city ? city.id : null);
          }}
        />
      )}
    />
  );
}
